// Rule (issue #8, both languages are first class): text scales to 200% without
// clipping. The root font size is set to 200% (as a person's larger text setting does; our type
// tokens are rem) and, on home, new game, the Village Pillage plan and a Rolling Village sheet,
// no element that hides its overflow has text cut off, no label runs out of its box, and the page
// never scrolls sideways. Each
// screen is photographed to tmp/shots-a11y/ for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoClipping as check, largeTextPhone } from './textScale';
import { BASE, launch } from './browser';
import { SHOTS_DIR } from './config';

const SHOTS = `${SHOTS_DIR}/shots-a11y`;

const phone = (
  browser: Browser,
  lang: 'ru' | 'en',
  colorScheme: 'light' | 'dark',
  width: number,
  height: number,
) => largeTextPhone(browser, { lang, colorScheme, width, height, reducedMotion: true });

const expectNoClipping = (page: Page, name: string, file: string) =>
  check(page, name, { dir: SHOTS, file }, { spills: true, skipSvg: false });

async function setSeats(page: Page, gameId: string, list: { name: string; plays: string }[]) {
  await page.goto(`${BASE}/#/new/${gameId}/app`, { waitUntil: 'load' });
  const rows = page.locator('.seat-list > li');
  await rows.first().waitFor();
  while ((await rows.count()) < list.length) await page.locator('.add-seat').click();
  for (let i = 0; i < list.length; i++) {
    await rows.nth(i).locator('input[type=text]').fill(list[i]!.name);
    await rows.nth(i).locator('select').selectOption(list[i]!.plays);
  }
}

const cases = [
  { lang: 'ru', theme: 'light', width: 390, height: 844 },
  { lang: 'ru', theme: 'dark', width: 360, height: 640 },
  { lang: 'en', theme: 'dark', width: 390, height: 844 },
  { lang: 'en', theme: 'light', width: 360, height: 640 },
] as const;

describe('text at 200% is not clipped', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, theme, width, height } of cases)
    it(`home, new game, the Village Pillage plan and a Rolling Village sheet (${lang}, ${theme}, ${width}×${height})`, async () => {
      const page = await phone(browser, lang, theme, width, height);
      const tag = `${lang}-${theme}-${width}x${height}`;
      await page.goto(BASE + '/', { waitUntil: 'load' });
      await page.locator('.game-list h2').first().waitFor();
      await expectNoClipping(page, 'home', `home-${tag}`);

      const ru = lang === 'ru';
      await setSeats(page, 'village-pillage', [
        { name: ru ? 'Александра' : 'Alexandra', plays: 'person' },
        { name: ru ? 'Борис' : 'Boris', plays: 'person' },
        { name: ru ? 'Вера' : 'Vera', plays: 'easy' },
      ]);
      await expectNoClipping(page, 'new game', `new-game-vp-${tag}`);
      await page.locator('.bottom-bar .btn-primary').click();
      await page.locator('.handoff').waitFor();
      await expectNoClipping(page, 'Village Pillage handoff', `vp-handoff-${tag}`);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.vp-plan').waitFor();
      await page.locator('.vp-plan .vp-hand-card:not([disabled])').first().click();
      await expectNoClipping(page, 'Village Pillage plan', `vp-plan-${tag}`);

      await setSeats(page, 'rolling-village', [
        { name: ru ? 'Александра' : 'Alexandra', plays: 'this-phone' },
      ]);
      await page.locator('.bottom-bar .btn-primary').click();
      await page.getByTestId('rv-roll').click();
      await page.locator('.rv-cell:not([disabled])').first().waitFor();
      await expectNoClipping(page, 'Rolling Village sheet', `rv-sheet-${tag}`);
      await page.context().close();
    }, 120_000);
});
