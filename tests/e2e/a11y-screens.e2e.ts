// Rule (issue #8): axe-core (WCAG 2.x A/AA and best practices) finds no violation on any screen
// of the shell, Village Pillage and Rolling Village, in Russian and English, light and dark.
// One pass per language and theme walks every screen and checks each as it appears; late
// screens (a buy, a bonus round, the end) are reached by moving the saved game forward in node
// with the games' bots, then reopening it in the app.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/kit/random';
import { GAMES } from '../../src/games/registry';
import { bots as vpBots, rules as vpRules } from '../../src/games/village-pillage/rules';
import type { State as VpState } from '../../src/games/village-pillage/rules/types';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { bots as rvBots } from '../games/rolling-village/bots';
import type { State as RvState } from '../../src/games/rolling-village/rules/types';
import { BASE, checkA11y, launch, newPhone } from './browser';
import { advanceSavedGame, readSavedSessions, writeSavedSessions } from './privacy';
import { submitPlan } from './vp-plan';

type Lang = 'ru' | 'en';

async function phone(browser: Browser, lang: Lang, colorScheme: 'light' | 'dark'): Promise<Page> {
  const ctx = await newPhone(browser, {
    reducedMotion: true,
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    colorScheme,
  });
  return ctx.newPage();
}

async function seats(page: Page, gameId: string, list: { name: string; plays: string }[]): Promise<void> {
  await page.goto(`${BASE}/#/new/${gameId}/app`, { waitUntil: 'load' });
  const rows = page.locator('.seat-list > li');
  await rows.first().waitFor();
  while ((await rows.count()) < list.length) await page.locator('.add-seat').click();
  while ((await rows.count()) > list.length) await rows.last().getByRole('button').last().click();
  for (let i = 0; i < list.length; i++) {
    await rows.nth(i).locator('input[type=text]').fill(list[i]!.name);
    await rows.nth(i).locator('select').selectOption(list[i]!.plays);
  }
}

/** Village Pillage: taps through handoffs, plans, buys and playbacks until `stop` shows. */
async function vpUntil(page: Page, stop: string): Promise<void> {
  for (let step = 0; step < 300; step++) {
    if (await page.locator(stop).count()) return;
    if (await page.locator('.handoff').count()) await page.locator('.handoff .btn-primary').click();
    else if (await page.locator('.vp-plan').count()) {
      const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
      const slots = await page.locator('.vp-slot').count();
      for (let k = 0; k < slots; k++) await cards.nth(k).click();
      await submitPlan(page);
    } else if (await page.locator('.vp-buy').count()) {
      await page.locator('.vp-buy .vp-hand-card').first().click();
      await page.locator('.vp-buy .bottom-bar .btn-primary').click();
    } else if (await page.locator('.vp-playback').count()) {
      const cont = page.locator('.vp-playback .btn-big');
      const skip = page.locator('.vp-pb-controls .vp-icon-btn').last();
      if (await cont.count()) await cont.click();
      else if (await skip.count()) await skip.click({ timeout: 2000 }).catch(() => {});
      else await page.waitForTimeout(100);
    } else await page.waitForTimeout(100);
  }
  throw new Error(`Village Pillage never showed ${stop}`);
}

const vpDecide = (s: VpState, seat: number, step: number) => vpBots.easy.decide(s, seat, createRng(step + 1));
const rvDecide = (s: RvState, seat: number, step: number) =>
  rvBots.greedy.decide(s, seat, createRng(step + 1));

/** Leaves only the game open on the page among the saved games, so it can be moved on in node. */
async function keepOnlyThisGame(page: Page): Promise<void> {
  const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/play\//, ''));
  const mine = (await readSavedSessions(page)).filter((s) => s.id === id);
  expect(mine).toHaveLength(1);
  await writeSavedSessions(page, mine);
}

async function rvRoll(page: Page): Promise<void> {
  // a roll is one tap (issue 13 item 7)
  await page.getByTestId('rv-roll').click();
}

describe('axe finds no violation on any shell, Village Pillage or Rolling Village screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // every screen in Russian light and English dark, so both languages and both themes are
  // checked within CI's time; A11Y_ALL=1 adds the other two pairs for the game screens
  const pairs = [
    ['ru', 'light', true],
    ['en', 'dark', true],
    ['ru', 'dark', false],
    ['en', 'light', false],
  ] as const;
  for (const [lang, theme, withShell] of process.env.A11Y_ALL ? pairs : pairs.slice(0, 2))
    it(`${withShell ? 'shell and game' : 'game'} screens, ${lang}, ${theme} theme`, async () => {
      const page = await phone(browser, lang, theme);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const axe = (name: string) => checkA11y(page, `${name} (${lang}, ${theme})`);

      // shell
      await page.goto(BASE + '/', { waitUntil: 'load' });
      await page.locator('.game-list h2').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      if (withShell) {
        // home itself: home.e2e.ts checks it in all four language/theme pairs
        for (const game of GAMES) {
          await page.goto(`${BASE}/#/new/${game.id}/app`, { waitUntil: 'load' });
          await page.locator('.seat-list > li').first().waitFor();
          await axe(`new game of ${game.id}`);
          await page.goto(`${BASE}/#/rules/${game.id}`, { waitUntil: 'load' });
          await page.locator('.topbar h1').waitFor();
          await page.locator('main h2').first().waitFor();
          await axe(`rules of ${game.id}`);
        }
        await page.goto(`${BASE}/#/settings`, { waitUntil: 'load' });
        await page.locator('.topbar h1').waitFor();
        await axe('settings');
      }

      // Rolling Village: the setup panel with a game code, a join error, dice only
      await seats(page, 'rolling-village', [{ name: 'Ann', plays: 'paper' }]);
      if (withShell) {
        // part of the new-game form: with the shell's screens
        await page.locator('input[name=rv-phones]').nth(1).check();
        await page.getByTestId('rv-code').waitFor();
        await axe('Rolling Village setup with a game code');
        await page.locator('input[name=rv-phones]').nth(2).check();
        await page.locator('#rv-join-code').fill('zzz-zzz-zzz');
        await page.getByTestId('rv-join-msg').waitFor();
        await axe('Rolling Village join with a wrong code');
        await page.locator('input[name=rv-phones]').nth(0).check();
      }
      await page.locator('.bottom-bar .btn-primary').click();
      await page.getByTestId('rv-screen').waitFor();

      await rvRoll(page);
      await page.getByTestId('rv-ask').locator('.rv-ask-main').waitFor();
      // the Roll button rests (disabled, faded) for a moment after each roll; axe reads the
      // screen after that, not while the button changes state under it
      await page.locator('[data-testid=rv-roll]:not([disabled])').waitFor();
      await axe('Rolling Village dice only, after the setup roll');

      // Rolling Village on this phone's sheets
      await seats(page, 'rolling-village', [
        { name: 'Ann', plays: 'this-phone' },
        { name: 'Boris', plays: 'this-phone' },
      ]);
      await page.locator('.bottom-bar .btn-primary').click();
      await page.getByTestId('rv-screen').waitFor();
      await rvRoll(page);
      await page.locator('[data-testid=rv-sheet-panel]').waitFor();
      const types = page.locator('.rv-types .rv-type:not([disabled])');
      if ((await types.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0)
        await types.first().click();
      await page.locator('.rv-cell:not([disabled])').first().waitFor();

      await page.locator('.rv-cell:not([disabled])').first().click();
      await page.locator('.rv-cell-new').first().waitFor();
      await axe('Rolling Village sheet with an unconfirmed placement');
      // keep only this game, then move it on in node
      await keepOnlyThisGame(page);
      // round 3 is a bonus round; a choice of avenue comes only with some rolls and is not forced here
      await advanceSavedGame(page, rvRules, rvDecide, (s) => s.round === 3 && s.phase === 'building');
      await page.getByTestId('rv-screen').waitFor();
      await axe('Rolling Village bonus round, building');
      await advanceSavedGame(page, rvRules, rvDecide, (s) => s.phase === 'over');
      await page.getByTestId('rv-results').waitFor();
      await axe('Rolling Village final ranking');

      // Village Pillage: handoff, plan, playback, buy, end
      await seats(page, 'village-pillage', [
        { name: lang === 'ru' ? 'Аня' : 'Anna', plays: 'person' },
        { name: lang === 'ru' ? 'Борис' : 'Boris', plays: 'person' },
        { name: lang === 'ru' ? 'Вера' : 'Vera', plays: 'easy' },
      ]);
      await page.locator('.bottom-bar .btn-primary').click();
      await page.locator('.handoff').waitFor();
      await axe('Village Pillage handoff');
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.vp-plan').waitFor();
      await axe('Village Pillage plan');
      await page.locator('.vp-plan .vp-hand-card:not([disabled])').first().click();
      await page.locator('.vp-plan .bottom-bar .btn-primary').isDisabled();
      await page.locator('.vp-plan .vp-hand-card:not([disabled])').nth(1).click();
      // Anna hands the phone on: her plan goes at once; Boris's, the last before the reveal, asks
      // (issue 23 item 7)
      expect(await submitPlan(page)).toBe(false);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.vp-plan .vp-hand-card:not([disabled])').first().click();
      await page.locator('.vp-plan .vp-hand-card:not([disabled])').nth(1).click();
      await page.locator('.vp-plan .bottom-bar .btn-primary').click();
      await page.locator('dialog[open]').waitFor();
      await axe('Village Pillage plan confirmation');
      await page.locator('dialog[open] .btn-primary').click();
      await vpUntil(page, '.vp-playback');
      await axe('Village Pillage playback');
      await vpUntil(page, '.vp-playback .btn-big');
      await axe('Village Pillage playback at its end');
      await keepOnlyThisGame(page);
      const humans = new Set([0, 1]);
      let bought = false;
      try {
        await advanceSavedGame(
          page,
          vpRules,
          vpDecide,
          (s) => s.phase === 'buy' && vpRules.actors(s).some((a) => humans.has(a)),
          400,
        );
        bought = true;
      } catch {
        // no person had a buy in this game: the end is still checked below
      }
      if (bought) {
        await vpUntil(page, '.vp-buy');
        await axe('Village Pillage buy choice');
      }
      await advanceSavedGame(page, vpRules, vpDecide, (s) => s.phase === 'over');
      await vpUntil(page, '.vp-end');
      await axe('Village Pillage end');

      // saved games (this game and the Rolling Village one), then the storage banner
      await page.goto(`${BASE}/#/saved`, { waitUntil: 'load' });
      await page.locator('.saved-list li').first().waitFor();
      await axe('saved games');
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('pocket-table');
            open.onupgradeneeded = () => open.result.createObjectStore('kv');
            open.onsuccess = () => {
              const tx = open.result.transaction('kv', 'readwrite');
              tx.objectStore('kv').put('not an envelope', 'settings');
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          }),
      );
      await page.goto(`${BASE}/#/`, { waitUntil: 'load' });
      await page.reload({ waitUntil: 'load' });
      await page.locator('.banner[role=alert]').waitFor();
      await axe('home with the storage banner');
      expect(errors).toEqual([]);
      await page.context().close();
    }, 240_000);
});
