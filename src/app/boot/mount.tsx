// How the app starts React in #root (main.tsx). When the page opened at home, the boot script has
// already put the home screen there, prerendered at build time from the app's own first render
// (paint.ts, renderHome.tsx): React then hydrates it, taking over those very nodes instead of
// clearing them and building the same ones again (issue 32: React mounted sooner). Any other
// screen (a saved game, #/saved, a tap on a link before the app ran, the framed notice) starts
// from an empty #root.
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useCurrentLang } from '../../i18n/lang';
import { parseRoute } from '../routes';

/** The mark React's first commit leaves (the cold-start bench reads it: scripts/compare-cold-start.mjs). */
export const MOUNTED_MARK = 'react-mounted';

/** What a hydration that did not match reported (React then renders on the client instead);
 *  kept on the window so the browser tests can see that none happened. */
export interface HydrationReports {
  __recoverableErrors?: string[];
}

/** The root component: its layout effect runs once all of the first commit is in the page. */
function Mounted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    performance.mark(MOUNTED_MARK);
  }, []);
  return children;
}

/** #root holds the prerendered home in the language the app starts in, and home is the route. */
export function prerenderedHome(root: HTMLElement, win: Window = window): boolean {
  return (
    root.firstChild !== null &&
    parseRoute(win.location.hash).name === 'home' &&
    root.ownerDocument.documentElement.lang === useCurrentLang.getState().lang
  );
}

/** Kept, then reported as React does by default (reportError, else the console). */
function report(error: unknown): void {
  const reports = window as unknown as HydrationReports;
  (reports.__recoverableErrors ??= []).push(String(error));
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

/** The tree React renders: the same on the server (renderHome.tsx) as in the page. */
export function mountedTree(app: ReactNode): ReactNode {
  return (
    <StrictMode>
      <Mounted>{app}</Mounted>
    </StrictMode>
  );
}

/** Renders and commits the first screen at once (flushSync), in the task it is called in (main.tsx
 *  gives it one of its own, ahead of ordinary tasks: boot/ownTask.ts), rather than in a task of
 *  React's scheduler queued behind whatever the browser does next. */
export function mount(root: HTMLElement, app: ReactNode, hydrate: boolean): void {
  const tree = mountedTree(app);
  flushSync(() => {
    if (hydrate) hydrateRoot(root, tree, { onRecoverableError: report });
    else createRoot(root, { onRecoverableError: report }).render(tree);
  });
}
