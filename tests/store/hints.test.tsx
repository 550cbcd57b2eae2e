// Rule (issue 12, item 8): the first paint of the next start is in the language and theme chosen
// now. Settings live in IndexedDB, which answers after the first paint, so the settings store
// keeps a copy of both in localStorage (store/hints.ts), and a fresh start begins from it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANG_HINT_KEY, THEME_HINT_KEY } from '../../src/store/hints';
import { useSettings } from '../../src/store/settings';

describe('language and theme hints', () => {
  beforeEach(() => localStorage.clear());

  it('a choice of language or theme is copied to localStorage at once', () => {
    useSettings.getState().update({ lang: 'en', theme: 'dark' });
    expect(localStorage.getItem(LANG_HINT_KEY)).toBe('en');
    expect(localStorage.getItem(THEME_HINT_KEY)).toBe('dark');
    useSettings.getState().update({ theme: 'system' });
    expect(localStorage.getItem(THEME_HINT_KEY)).toBe('system');
  });

  it('a fresh start begins in the copied language and theme, before IndexedDB is read', async () => {
    localStorage.setItem(LANG_HINT_KEY, 'en');
    localStorage.setItem(THEME_HINT_KEY, 'light');
    vi.resetModules();
    const fresh = await import('../../src/store/settings');
    expect(fresh.useSettings.getState()).toMatchObject({ lang: 'en', theme: 'light', loaded: false });
  });

  it('a copy that is not a language or theme of the app is ignored', async () => {
    localStorage.setItem(LANG_HINT_KEY, 'xx');
    localStorage.setItem(THEME_HINT_KEY, 'neon');
    vi.resetModules();
    const fresh = await import('../../src/store/settings');
    expect(fresh.useSettings.getState().theme).toBe('system');
    expect(['ru', 'en']).toContain(fresh.useSettings.getState().lang);
  });
});
