// Light or dark: the setting, or the system's when the setting is "system". Applied by the boot
// script before the first paint (boot/paint.ts) and by the app from then on (useThemeAndLang).
import type { Theme } from '../../store/settings';

/** The browser chrome's colour in each theme (styles/base.css --bg). */
const THEME_COLOR = { light: '#f6f3ec', dark: '#14130f' } as const;

export function prefersDarkQuery(win: Window): MediaQueryList | undefined {
  return win.matchMedia?.('(prefers-color-scheme: dark)');
}

/** Sets `data-theme` on the page and the browser chrome's colour. */
export function applyTheme(doc: Document, theme: Theme, systemDark: boolean): void {
  const dark = theme === 'dark' || (theme === 'system' && systemDark);
  doc.documentElement.dataset.theme = dark ? 'dark' : 'light';
  doc
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLOR[dark ? 'dark' : 'light']);
}
