// Hash routes, so the app works from any static host and offline from the service worker:
// following them (routes.ts parses and writes them).
import { useSyncExternalStore } from 'react';
import { href, parseRoute, type Route } from './routes';

export { href, parseRoute };

export function navigate(route: Route, replace = false): void {
  const h = href(route);
  if (replace) history.replaceState(null, '', h);
  else if (location.hash !== h) location.hash = h;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

function subscribe(cb: () => void): () => void {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
}

/** The prerendered page (boot/renderHome.tsx) is home, and so is the first render that hydrates
 *  it (boot/mount.tsx) even when a link was tapped meanwhile; React then renders that route. */
const prerenderedHash = () => '';

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => location.hash, prerenderedHash);
  return parseRoute(hash);
}
