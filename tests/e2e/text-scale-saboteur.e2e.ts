// Rule (issue #8, both languages are first class): Saboteur's text scales to 200%
// without clipping. The root font size is set to 200% (as a larger-text setting does; type
// tokens are rem) and on the role screen, the turn screen (hand, hint, seats panel, a path card
// chosen), the seats panel behind a handoff and the round-end payouts (classic and Deluxe), no
// element that hides its overflow has text cut off, and the page never scrolls sideways.
// Screens are photographed to tmp/shots-sab11y/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoClipping as check, largeTextPhone } from './textScale';
import { launch } from './browser';
import { SHOTS_DIR } from './config';
import { advance, openGame, placeFirst, stateOf, type GameSpec } from './privacy-saboteur-helpers';

const SHOTS = `${SHOTS_DIR}/shots-sab11y`;

const phone = (
  browser: Browser,
  lang: 'ru' | 'en',
  colorScheme: 'light' | 'dark',
  width: number,
  height: number,
) => largeTextPhone(browser, { lang, colorScheme, width, height });

const expectNoClipping = (page: Page, name: string, file: string) =>
  check(page, name, { dir: SHOTS, file }, { spills: false, skipSvg: true });

const cases = [
  { lang: 'ru', theme: 'light', width: 390, height: 844 },
  { lang: 'en', theme: 'dark', width: 390, height: 844 },
  { lang: 'ru', theme: 'dark', width: 360, height: 640 },
] as const;

describe('Saboteur text at 200% is not clipped', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, theme, width, height } of cases)
    it(`role screen, turn screen and seats, handoff, round-end payouts (${lang}, ${theme}, ${width}×${height})`, async () => {
      const page = await phone(browser, lang, theme, width, height);
      const tag = `${lang}-${theme}-${width}x${height}`;
      const ru = lang === 'ru';
      // long names, as people type them
      const seats = ru
        ? [{ name: 'Александра' }, { name: 'Константин' }, { name: 'Вера' }]
        : [{ name: 'Alexandra' }, { name: 'Maximilian' }, { name: 'Vera' }];
      const classic: GameSpec = { mode: 'classic', seed: 10, seats };
      await openGame(page, classic);
      await page.locator('.handoff').waitFor();
      await expectNoClipping(page, 'role handoff with the seats panel', `text200-handoff-${tag}`);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-role-big').waitFor();
      await expectNoClipping(page, 'role screen', `text200-role-${tag}`);
      for (let k = 0; k < 2; k++) {
        await page.locator('.bottom-bar .btn-primary').click();
        await page.locator('.handoff .btn-primary').click();
      }
      await page.locator('.bottom-bar .btn-primary').click();
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-hand').waitFor();
      await expectNoClipping(page, 'turn screen', `text200-turn-${tag}`);
      const hand = stateOf(classic, []).hands[0];
      await page.locator('.sab-hand .sab-hand-card').nth(hand!.indexOf('curve-ne')).click();
      await page.locator('.sab-spot-legal').first().click();
      await expectNoClipping(page, 'turn screen with a path card chosen', `text200-turn-path-${tag}`);
      await page.locator('.sab-hand .sab-hand-card').nth(hand!.indexOf('break-cart')).click();
      await page.locator('.sab-role-btn').click();
      await expectNoClipping(
        page,
        'turn screen with targets and the role panel',
        `text200-turn-targets-${tag}`,
      );
      await page.locator('.sab-seats').scrollIntoViewIfNeeded();
      await expectNoClipping(page, 'seats panel', `text200-seats-${tag}`);
      // round end with payouts, classic (nugget cards) and Deluxe (gold, line by line)
      await advance(page, classic, placeFirst, (s) => s.round >= 2);
      await page.locator('.sab-payouts').waitFor();
      await expectNoClipping(page, 'classic round-end payouts', `text200-round-end-${tag}`);
      await page.locator('.sab-payouts').scrollIntoViewIfNeeded();
      await expectNoClipping(page, 'classic payouts, scrolled', `text200-payouts-${tag}`);
      const deluxe: GameSpec = { mode: 'deluxe', seed: 362, seats: seats.slice(0, 2) };
      await openGame(page, deluxe);
      await advance(page, deluxe, placeFirst, (s) => s.round >= 2);
      await page.locator('.sab-payouts').scrollIntoViewIfNeeded();
      await expectNoClipping(page, 'Deluxe payouts', `text200-deluxe-payouts-${tag}`);
      await page.context().close();
    }, 180_000);
});
