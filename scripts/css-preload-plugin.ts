// Build step (issue 32, first screen): Vite wraps every `import()` of the app in its preload
// helper, which loads the chunk's stylesheets first; the first chunk, whose own imports need
// none, still carried the whole helper (about 650 bytes gzip of code for module preloads, CSP
// nonces and legacy browsers this app does not use). This plugin gives the build a smaller one
// with the same job and the same words on failure (scripts/css-preload-helper.js). The app is
// served from the site's root (`base` '/'): the helper names the stylesheets from there.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** the module id Vite gives its helper; every wrapped import() imports `__vitePreload` from it */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const HELPER = new URL('./css-preload-helper.js', import.meta.url);

export function cssPreloadHelper(): Plugin {
  return {
    name: 'pocket-table:css-preload-helper',
    apply: 'build',
    // before Vite's own import analysis, which would load its helper
    enforce: 'pre',
    configResolved(config) {
      if (config.base !== '/') throw new Error(`css-preload-helper: base is ${config.base}, not '/'`);
    },
    load: (id) => (id === PRELOAD_HELPER_ID ? readFileSync(HELPER, 'utf8') : null),
  };
}
