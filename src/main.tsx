// Listen for the install offer before anything else: Chromium may fire it before React mounts.
// Inside another page's frame the app does not start (FramedNotice).
import './app/pwa/installPrompt';
// then the language chosen last: its shell strings are fetched while React is still being evaluated
import './app/langFirst';
import type { ReactNode } from 'react';
import { LANGS } from './i18n/core';
import { currentLangReady } from './i18n/lang';
import { loadShellStrings } from './i18n/shell';
import { App } from './app/App';
import { isFramed } from './app/boot/framed';
import { mount, prerenderedHome } from './app/boot/mount';
import { inTaskOfItsOwn } from './app/boot/ownTask';
import './app/styles.css';
// --seat-0 … --seat-7 and [data-colour] from kit/seatColours.ts (scripts/seat-colours-plugin.ts)
import 'virtual:seat-colours.css';

const framed = isFramed();
// the first paint waits for the first screen's strings of its language (a chunk of its own;
// fetched while the rest of this script runs), so the other language never flashes; the framed
// notice shows both languages' (all of them: it is not home)
const strings = framed ? Promise.all(LANGS.map((l) => loadShellStrings(l, 'all'))) : currentLangReady();
const root = document.getElementById('root') as HTMLElement;
// home's prerendered markup is hydrated only in its own words: without its strings the app shows
// keys, so it starts afresh instead of hydrating markup it cannot match
const render = (app: ReactNode, words: boolean) =>
  mount(root, app, words && !framed && prerenderedHome(root));
// the framed notice is its own chunk (issue 32, first screen): only a framed page needs it
const show = (words: boolean) =>
  framed
    ? void import('./app/FramedNotice').then((m) => render(<m.FramedNotice />, words))
    : render(<App />, words);
// a chunk that cannot be read still shows the app (its keys in place of words) rather than nothing;
// React's first commit in a task of its own, not in this chunk's evaluation (issue 33 "Scale":
// the two made one task of 100–230 ms at 4×)
strings.then(
  () => inTaskOfItsOwn(() => show(true)),
  () => inTaskOfItsOwn(() => show(false)),
);
