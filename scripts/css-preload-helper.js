// The build's stand-in for Vite's preload helper (scripts/css-preload-plugin.ts), in the browser:
// before a lazy chunk runs, the stylesheets it needs are loaded and waited for, once each. The
// build lists only stylesheets as a chunk's dependencies (vite.config.ts modulePreload); the
// browser finds a chunk's JS imports by itself. A stylesheet that cannot be loaded fails the
// import with Vite's own words ("Unable to preload CSS for …"), which the app knows as a stale
// version (src/app/StaleVersion.tsx); like Vite's, it is not waited for again after that.

/** stylesheets loaded or failed already, and the ones loading, by URL */
const settled = new Set();
const loading = {};

function stylesheet(dep) {
  const href = new URL(`/${dep}`, location.href).href;
  if (settled.has(href)) return undefined;
  loading[href] ??= new Promise((resolve, reject) => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
      if (link.href === href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
    document.head.appendChild(link);
  }).finally(() => {
    settled.add(href);
    delete loading[href];
  });
  return loading[href];
}

/** `load` once the stylesheets among `deps` (paths under the site's root) are in the page. */
export function __vitePreload(load, deps) {
  const sheets = (deps ?? []).filter((dep) => dep.endsWith('.css')).map(stylesheet);
  return Promise.all(sheets).then(() => load());
}
