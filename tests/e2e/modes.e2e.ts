// Issue 22: a game with two ways to play asks first, on the new-game screen: «Играть в
// приложении» / «С коробкой на столе», one tap, remembered on this phone, changeable there; the
// seats then follow the chosen mode (with the box: people only). A game started with the box is
// saved with its mode: the saved games say so, and it reopens in the companion.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Each choice: on screen without scrolling, at least 48 px tall, and what a tap on it hits. */
function choices(page: Page) {
  return page.$$eval('.mode-option', (els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        text: (el.querySelector('.mode-label')?.textContent ?? '').trim(),
        onScreen: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
        tall: r.height >= 48,
        hits: !!hit && el.contains(hit),
        lowerHalf: r.top >= innerHeight / 2,
      };
    }),
  );
}

describe('the mode question on the new-game screen (Village Pillage)', () => {
  for (const [locale, width, height, app, box, change, saved] of [
    ['ru-RU', 360, 640, 'Играть в приложении', 'С коробкой на столе', 'Изменить', 'Сохранённые игры'],
    ['en-US', 390, 844, 'Play in the app', 'With the box', 'Change', 'Saved games'],
  ] as const)
    it(`${locale} at ${width}×${height}: one tap, remembered after a reload, changeable; with the box seats are people only, and the game is saved and resumed in that mode`, async () => {
      const ctx = await newPhone(browser, { locale, width, height, reducedMotion: true });
      const page = await ctx.newPage();
      await page.goto(`${BASE}/#/new/village-pillage`);
      await page.waitForSelector('.mode-option');
      const shown = await choices(page);
      expect(shown.map((c) => c.text)).toEqual([app, box]);
      for (const c of shown)
        expect(c).toMatchObject({ onScreen: true, tall: true, hits: true, lowerHalf: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await checkA11y(page, `mode question ${locale}`);
      // with the box: the form says so; no seat can be a bot
      await page.click('.mode-option[data-mode="companion"]');
      await page.waitForSelector('.mode-now');
      expect(await page.textContent('.mode-now strong')).toBe(box);
      await page.waitForSelector('.seat-list > li');
      expect(await page.locator('.seat-list option[value="easy"]').count()).toBe(0);
      await checkA11y(page, `new game with the box ${locale}`);
      // remembered on this phone: a reload opens the form in that mode, without the question
      await page.reload();
      await page.waitForSelector('.mode-now');
      expect(await page.textContent('.mode-now strong')).toBe(box);
      expect(await page.locator('.mode-option').count()).toBe(0);
      // changeable there: the question again with the choice marked; in the app, bots again
      await page.getByRole('button', { name: change, exact: true }).click();
      expect(await page.getAttribute('.mode-option[data-mode="companion"]', 'aria-pressed')).toBe('true');
      await page.click('.mode-option[data-mode="app"]');
      await page.waitForSelector('.mode-now');
      expect(await page.textContent('.mode-now strong')).toBe(app);
      expect(await page.locator('.seat-list option[value="easy"]').count()).toBeGreaterThan(0);
      // with the box again, and start: the companion's first screen (the market), saved with its mode
      await page.getByRole('button', { name: change, exact: true }).click();
      await page.click('.mode-option[data-mode="companion"]');
      await page.waitForSelector('.mode-now');
      await page.locator('.bottom-bar .btn-primary').click();
      await page.waitForURL(/#\/play\//);
      await page.waitForSelector('.vpc-screen');
      const playing = page.url();
      await page.goto(`${BASE}/#/saved`);
      await page.getByRole('heading', { name: saved }).first().waitFor();
      expect(await page.textContent('.saved-item .mode-tag')).toBe(box);
      // resume: the companion again, not the app's game
      await page.click('.saved-item a.btn-primary');
      await page.waitForURL(playing);
      await page.waitForSelector('.vpc-screen');
      await ctx.close();
    }, 60_000);
});
