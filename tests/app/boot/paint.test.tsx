// Issue 12, item 8: the boot script (src/app/boot/paint.ts), which runs while index.html is
// parsed. Rules: the first paint is in the language and theme the app will start in (the ones
// chosen last on this phone, else the browser's and the system's); the prerendered home shows
// only where the app will show home, never inside another page's frame, and never twice; the
// strings of that language are fetched and run at once (issue 32: their chunk, run before the
// app's script, gives the app's first render its words without waiting: i18n/shell.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintShell } from '../../../src/app/boot/paint';
import { homeTemplateId } from '../../../src/app/boot/templateId';
import { LANG_HINT_KEY, THEME_HINT_KEY } from '../../../src/store/hints';

function page(hash = '') {
  document.head.innerHTML = '<meta name="theme-color" content="#f6f3ec">';
  document.body.innerHTML = `<div id="root"></div>
    <template id="${homeTemplateId('ru')}" data-strings="/assets/shell.ru-1.js"><main id="main">Игры</main></template>
    <template id="${homeTemplateId('en')}" data-strings="/assets/shell.en-1.js"><main id="main">Games</main></template>`;
  window.location.hash = hash;
}
const root = () => document.getElementById('root') as HTMLElement;
/** The chunks the boot script ran (its import(), here a spy). */
let imported: string[] = [];
const load = (url: string) => {
  imported.push(url);
  return Promise.resolve();
};
const paint = (win: Window = window) => paintShell(document, win, load);
const runs = () => imported;
function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (q) => ({ matches: dark && q.includes('dark'), media: q }) as MediaQueryList,
  );
}

describe('boot script', () => {
  beforeEach(() => {
    imported = [];
    localStorage.clear();
    window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    prefersDark(false);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
  });
  afterEach(() => vi.restoreAllMocks());

  it("paints home in the browser's language when none was chosen, and runs its strings", () => {
    page();
    paint();
    expect(document.documentElement.lang).toBe('en');
    expect(root().textContent).toBe('Games');
    expect(runs()).toEqual(['/assets/shell.en-1.js']);
    // and no template is left in the page
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('paints home in the language chosen last, over the browser’s', () => {
    localStorage.setItem(LANG_HINT_KEY, 'ru');
    page('#/');
    paint();
    expect(document.documentElement.lang).toBe('ru');
    expect(root().textContent).toBe('Игры');
    expect(runs()).toEqual(['/assets/shell.ru-1.js']);
  });

  it('ignores a stored language the app does not have', () => {
    localStorage.setItem(LANG_HINT_KEY, 'de');
    page();
    paint();
    expect(document.documentElement.lang).toBe('en');
  });

  it('paints dark when dark was chosen, and when the system is dark and the choice is "system"', () => {
    localStorage.setItem(THEME_HINT_KEY, 'dark');
    page();
    paint();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#14130f');

    localStorage.setItem(THEME_HINT_KEY, 'system');
    prefersDark(true);
    page();
    paint();
    expect(document.documentElement.dataset.theme).toBe('dark');

    localStorage.setItem(THEME_HINT_KEY, 'light');
    page();
    paint();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('paints no home where the app opens another screen, but still runs the strings', () => {
    for (const hash of ['#/saved', '#/play/abc', '#/new/saboteur', '#/settings']) {
      page(hash);
      imported = [];
      paint();
      expect(root().childNodes, hash).toHaveLength(0);
      expect(document.querySelectorAll('template'), hash).toHaveLength(0);
      expect(runs(), hash).toEqual(['/assets/shell.en-1.js']);
    }
  });

  it('paints home for a route the app does not know (the app shows home there too)', () => {
    page('#/nowhere/at/all');
    paint();
    expect(root().textContent).toBe('Games');
  });

  it('paints nothing inside another page’s frame', () => {
    page();
    const framed = { top: {}, self: {}, location: window.location, matchMedia: window.matchMedia };
    paint(framed as unknown as Window);
    expect(root().childNodes).toHaveLength(0);
  });

  it('leaves a root that already has content alone', () => {
    page();
    root().innerHTML = '<p>app</p>';
    paint();
    expect(root().innerHTML).toBe('<p>app</p>');
  });
});
