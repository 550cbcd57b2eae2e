// Rule: the home screen lists every game of the registry in the phone's language (Russian
// and English), and passes axe-core's WCAG A/AA checks in the light and the dark theme.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { en } from '../../src/i18n/shell.en';
import { ru } from '../../src/i18n/shell.ru';

const shellStrings = { en, ru };
import { BASE, checkA11y, launch, newPhone } from './browser';

const cases = [
  { lang: 'ru', locale: 'ru-RU' },
  { lang: 'en', locale: 'en-US' },
] as const;

describe('home screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, locale } of cases) {
    it(`lists all ${GAMES.length} games in ${lang === 'ru' ? 'Russian' : 'English'} on a ${locale} phone`, async () => {
      const context = await newPhone(browser, { locale });
      const page = await context.newPage();
      await page.goto(BASE + '/', { waitUntil: 'load' });
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(shellStrings[lang].appName);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      for (const game of GAMES) {
        await page.getByRole('heading', { name: game.title[lang], exact: true }).waitFor();
      }
      const headings = await page.locator('.game-list h2').allTextContents();
      expect(headings).toEqual(GAMES.map((g) => g.title[lang]));
      await context.close();
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      it(`passes axe in the ${colorScheme} theme (${lang})`, async () => {
        const context = await newPhone(browser, { locale, colorScheme });
        const page = await context.newPage();
        await page.goto(BASE + '/', { waitUntil: 'load' });
        await page.getByRole('heading', { name: GAMES[0]!.title[lang], exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
        await checkA11y(page, `home (${lang}, ${colorScheme})`);
        await context.close();
      });
    }
  }
});
