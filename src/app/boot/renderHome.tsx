// The home screen as HTML, in one language, for index.html (scripts/shell-plugin.ts runs this at
// build time; boot/paint.ts shows it before the app has run). It is the app's own first render at
// home, before anything stored has been read, as React renders it on a server: the app then
// hydrates that markup instead of replacing it (boot/mount.tsx), so the two must agree exactly
// (tests/app/boot/prerender.test.tsx hydrates it and sees no mismatch).
import { renderToString } from 'react-dom/server';
import type { Lang } from '../../i18n/core';
import { setCurrentLang } from '../../i18n/lang';
import { App } from '../App';
import { mountedTree } from './mount';

export async function renderHome(lang: Lang): Promise<string> {
  // only the first screen's strings, as in the page: a key home needs beyond them shows as a key
  await setCurrentLang(lang, 'first');
  return renderToString(mountedTree(<App />));
}
