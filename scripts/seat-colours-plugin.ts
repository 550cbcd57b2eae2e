// Build step (issue 31 item 2, "every rule once"): the seat colours' hues are written once, in
// src/kit/seatColours.ts. This plugin makes from them the stylesheet that gives CSS --seat-0 …
// --seat-7 in each theme and the [data-colour='N'] rules; src/main.tsx imports it as
// 'virtual:seat-colours.css' and the build puts it in the app's CSS file. A stylesheet the build
// writes, not a style the page injects, so the CSP's style-src 'self' holds.
import type { Plugin } from 'vite';
import { SEAT_COLOURS } from '../src/kit/seatColours.ts';

export const SEAT_COLOURS_CSS = 'virtual:seat-colours.css';
const RESOLVED = `\0${SEAT_COLOURS_CSS}`;

/** The stylesheet: each theme's eight hues, and the rule that picks a seat's by its index. */
export function seatColourCss(): string {
  const vars = (theme: 'light' | 'dark') =>
    SEAT_COLOURS.map((c, i) => `  --seat-${i}: ${c[theme]};`).join('\n');
  const pick = SEAT_COLOURS.map((_, i) => `[data-colour='${i}'] {\n  --seat: var(--seat-${i});\n}`).join(
    '\n',
  );
  return `:root {\n${vars('light')}\n}\n:root[data-theme='dark'] {\n${vars('dark')}\n}\n${pick}\n`;
}

export function seatColours(): Plugin {
  return {
    name: 'pocket-table:seat-colours',
    resolveId: (id) => (id === SEAT_COLOURS_CSS ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? seatColourCss() : null),
  };
}
