// Issue 32, first screen ("the whole first download within 1.10x a bare React hello world, strings
// included"): the boot script runs only the first screen's strings of its language
// (src/i18n/shellFirst.*.ts); all the others come once home is up (src/i18n/shell.ts). Rules:
// home's first render (the markup index.html carries and the app hydrates) asks for no string
// outside the first screen's, in either language, so it never shows a key or the other language;
// so do the loading line of another screen and the new version's notice; every other screen waits
// for all the strings, and has them once it shows.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS, type Lang } from '../../src/i18n/core';
import type { EarlyShell } from '../../src/i18n/shell';
import { en } from '../../src/i18n/shell.en';
import { ru } from '../../src/i18n/shell.ru';
import { LANG_HINT_KEY } from '../../src/store/hints';

vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));

const ALL = { en, ru } as const;
/** a plain string of the shell's, in `lang` */
const word = (
  lang: Lang,
  key: 'savedGames' | 'loading' | 'staleVersion' | 'settings' | 'theme' | 'themeDark',
) => String(ALL[lang][key]);
const OTHER: Record<Lang, Lang> = { en: 'ru', ru: 'en' };
const early = () => (globalThis as EarlyShell).pocketTableShell!;

/**
 * A fresh copy of the app's modules, as in a page whose boot script ran only the first screen's
 * strings of `lang` (the setup ran both languages' chunks, which left their words where the boot
 * script's chunk leaves them); every key the app asks for is noted.
 */
async function firstScreenOnly(lang: Lang) {
  // the language chosen last, which the settings store starts from
  localStorage.setItem(LANG_HINT_KEY, lang);
  vi.resetModules();
  const first = early()[lang]!;
  const asked = new Set<string>();
  early()[lang] = new Proxy(first, {
    get: (words, key) => {
      if (typeof key === 'string') asked.add(key);
      return Reflect.get(words, key);
    },
  });
  const { setCurrentLang } = await import('../../src/i18n/lang');
  const shell = await import('../../src/i18n/shell');
  await setCurrentLang(lang, 'first');
  // only the first screen's are here: none of the others, in either language
  expect(shell.shellLoaded(lang, 'all')).toBe(false);
  expect(shell.shellLoaded(OTHER[lang], 'all')).toBe(false);
  const outside = () => [...asked].filter((key) => !(key in first));
  return { first, asked, outside, shell, restore: () => (early()[lang] = first) };
}

let restore = () => {};
afterEach(() => {
  restore();
  localStorage.removeItem(LANG_HINT_KEY);
  window.location.hash = '';
});

describe("issue 32 first screen: the first screen's strings", () => {
  for (const lang of LANGS) {
    it(`home's first render asks only for the first screen's strings, in ${lang}`, async () => {
      const loaded = await firstScreenOnly(lang);
      restore = loaded.restore;
      const { App } = await import('../../src/app/App');
      const { mountedTree } = await import('../../src/app/boot/mount');
      const markup = renderToString(mountedTree(<App />));
      expect(loaded.outside()).toEqual([]);
      // it did ask, and shows its words in its language, not the other's
      for (const key of ['appName', 'newGame', 'savedGames', 'settings', 'menu'])
        expect(loaded.asked).toContain(key);
      expect(markup).toContain(word(lang, 'savedGames'));
      expect(markup).not.toContain(word(OTHER[lang], 'savedGames'));
    });

    it(`another screen's loading line and the new version's notice need only them too, in ${lang}`, async () => {
      const loaded = await firstScreenOnly(lang);
      restore = loaded.restore;
      window.location.hash = '#/settings';
      const { App } = await import('../../src/app/App');
      const { StaleVersion } = await import('../../src/app/StaleVersion');
      // the first commit, before the other screens' chunk and all the strings are here
      const { container } = render(<App />);
      expect(container.textContent).toBe(word(lang, 'loading'));
      expect(renderToString(<StaleVersion />)).toContain(word(lang, 'staleVersion'));
      expect(loaded.outside()).toEqual([]);
      await screen.findByRole('heading', { name: word(lang, 'settings'), level: 1 });
    });

    it(`another screen waits for all the strings of ${lang}, and shows its own words`, async () => {
      const loaded = await firstScreenOnly(lang);
      restore = loaded.restore;
      window.location.hash = '#/settings';
      const { App } = await import('../../src/app/App');
      const { container } = render(<App />);
      await screen.findByRole('heading', { name: word(lang, 'settings'), level: 1 });
      expect(loaded.shell.shellLoaded(lang, 'all')).toBe(true);
      // words only all the strings have, and no key in their place
      expect(screen.getAllByText(word(lang, 'theme')).length).toBeGreaterThan(0);
      expect(screen.getAllByText(word(lang, 'themeDark')).length).toBeGreaterThan(0);
      expect(container.textContent).not.toMatch(/\b(theme|themeDark|language)\b/);
      expect(loaded.outside()).toEqual([]);
    });
  }
});
