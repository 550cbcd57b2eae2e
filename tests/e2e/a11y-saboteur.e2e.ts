// Rule (issue #8): axe-core reports no violation on any Saboteur screen, in Russian and
// English, light and dark. One flow per language/theme walks a classic game (role handoff and
// reveal, a path card with its legal spots and a chosen spot, an action card aimed at a seat,
// a Map peek's private result, the pass dialog, the nugget pick, the round end with payouts,
// the final ranking) and a Deluxe game (role reveal, an Inspection result, the Deluxe discard
// and heal choices, the round end, the final ranking), running axe on each screen. The games
// start from fixed seeds so the seat to move holds the cards each screen needs; late screens
// are reached by playing the rest of the game in node and reopening the saved game.
// Each screen is photographed to tmp/shots-sab11y/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/saboteur/rules/index';
import type { Action, State } from '../../src/games/saboteur/rules/types';
import { checkA11y, launch, newPhone } from './browser';
import { SHOTS_DIR } from './config';
import { advance, openGame, placeFirst, stateOf, type GameSpec } from './privacy-saboteur-helpers';

const SHOTS = `${SHOTS_DIR}/shots-sab11y`;

/** Greedy play towards the goals, so a round ends with gold found now and then. */
function towardsGold(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  const places = legal.filter((a) => a.type === 'place' && !a.card.startsWith('dead'));
  if (places.length) return places.sort((a, b) => (b as { x: number }).x - (a as { x: number }).x)[0]!;
  return placeFirst(state, seat);
}

// Russian light at 390×844 and English dark at 360×640 cover both languages, both themes and
// both phone sizes within CI's time; A11Y_ALL=1 adds the other two pairs
const allCases = [
  { lang: 'ru', theme: 'light', width: 390, height: 844 },
  { lang: 'en', theme: 'dark', width: 360, height: 640 },
  { lang: 'ru', theme: 'dark', width: 360, height: 640 },
  { lang: 'en', theme: 'dark', width: 390, height: 844 },
  { lang: 'en', theme: 'light', width: 360, height: 640 },
] as const;
const cases = process.env.A11Y_ALL ? allCases.filter((_, i) => i !== 1) : allCases.slice(0, 2);

/** Clicks the card of this seat's hand whose id is `id` (hand order is the view's order). */
async function chooseCard(page: Page, hand: readonly string[], id: string) {
  const i = hand.indexOf(id);
  expect(i, `the hand holds ${id}`).toBeGreaterThanOrEqual(0);
  await page.locator('.sab-hand .sab-hand-card').nth(i).click();
}

describe('Saboteur screens pass axe in both languages and both themes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, theme, width, height } of cases)
    it(`classic and Deluxe, every screen (${lang}, ${theme}, ${width}×${height})`, async () => {
      const context = await newPhone(browser, {
        locale: lang === 'ru' ? 'ru-RU' : 'en-US',
        colorScheme: theme,
        width,
        height,
      });
      const page = await context.newPage();
      const tag = `${lang}-${theme}-${width}x${height}`;
      const checked: string[] = [];
      const check = async (name: string) => {
        await page.screenshot({ path: `${SHOTS}/a11y-${name}-${tag}.png` });
        await checkA11y(page, `Saboteur ${name} (${tag})`);
        checked.push(name);
      };
      const ru = lang === 'ru';
      const primary = () => page.locator('.bottom-bar .btn-primary').first();

      // ---- classic, three people; seed 10 deals seat 1 a path card, Break cart and a Map
      const classic: GameSpec = {
        mode: 'classic',
        seed: 10,
        seats: ru
          ? [{ name: 'Анна' }, { name: 'Борис' }, { name: 'Вера' }]
          : [{ name: 'Anna' }, { name: 'Boris' }, { name: 'Vera' }],
      };
      await openGame(page, classic);
      await page.locator('.handoff').waitFor();
      await check('role-handoff');
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-role-big').waitFor();
      await check('role-reveal');
      for (let k = 0; k < 2; k++) {
        await primary().click();
        await page.locator('.handoff .btn-primary').click();
        await page.locator('.sab-role-big').waitFor();
      }
      await primary().click();
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-hand').waitFor();
      const hand0 = stateOf(classic, []).hands[0];
      // a path card: legal spots, then one chosen (the card previewed there)
      await chooseCard(page, hand0!, 'curve-ne');
      await page.locator('.sab-spot-legal').first().click();
      await page.locator('.sab-ghost').waitFor();
      await check('turn-path-spot');
      // an action card aimed at a seat
      await chooseCard(page, hand0!, 'break-cart');
      await page.locator('.sab-target-btn:not([disabled])').first().click();
      await check('turn-action-target');
      // a Map: the goal choices, then the private result
      await chooseCard(page, hand0!, 'map');
      await page.locator('.sab-goal-choices .btn').first().click();
      await page.locator('.sab-actions .btn-primary').click();
      await page.locator('.sab-private').waitFor();
      await check('map-result');
      await primary().click();
      // the next person: the pass dialog
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-hand .sab-hand-card').first().click();
      await page.locator('.sab-actions .btn:not(.btn-primary)').last().click();
      await page.locator('dialog[open]').waitFor();
      await check('pass-dialog');
      await page.locator('dialog[open] .btn-primary').click();
      await page.locator('.handoff').waitFor();
      // the rest of the game in node: first to a nugget pick, then the end
      let spec = await advance(page, classic, towardsGold, (s) => s.phase === 'nugget-pick');
      await page.locator('.handoff').waitFor();
      await page.locator('.handoff .btn-primary').click();
      await page.locator('[data-stage="pick"]').waitFor();
      await check('nugget-pick');
      for (let guard = 0; guard < 20; guard++) {
        const st = await page.locator('.sab-root').getAttribute('data-stage');
        if (st === 'summary') break;
        if (await page.locator('.handoff').count()) await page.locator('.handoff .btn-primary').click();
        else if (st === 'pick') await primary().click();
        else await page.waitForTimeout(100);
      }
      await page.locator('.sab-payouts').waitFor();
      await check('round-end-payouts');
      spec = await advance(page, spec, towardsGold, (s) => s.phase === 'over');
      await page.locator('.sab-final .final-ranking-list').waitFor();
      await check('final-ranking');

      // ---- Deluxe, two people; seed 362 deals seat 1 an Inspection and seat 2 a Break pickaxe
      const deluxe: GameSpec = {
        mode: 'deluxe',
        seed: 362,
        seats: ru ? [{ name: 'Анна' }, { name: 'Борис' }] : [{ name: 'Anna' }, { name: 'Boris' }],
      };
      const d0 = stateOf(deluxe, []);
      await openGame(page, deluxe);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-role-big').waitFor();
      await check('deluxe-role-reveal');
      await primary().click();
      await page.locator('.handoff .btn-primary').click();
      await primary().click();
      await page.locator('.handoff .btn-primary').click();
      await chooseCard(page, d0.hands[0]!, 'inspection');
      await page.locator('.sab-target-btn:not([disabled])').first().click();
      await page.locator('.sab-actions .btn-primary').click();
      await page.locator('.sab-private').waitFor();
      await check('deluxe-inspection-result');
      await primary().click();
      // seat 2 breaks seat 1's pickaxe, so seat 1 may heal
      await page.locator('.handoff .btn-primary').click();
      await chooseCard(page, d0.hands[1]!, 'break-pickaxe');
      await page.locator('.sab-target-btn:not([disabled])').first().click();
      await page.locator('.sab-actions .btn-primary').click();
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-hand').waitFor();
      // Deluxe discard: one to three cards
      await page.locator('.sab-actions .btn:not(.btn-primary)').first().click();
      await page.locator('.sab-turn[data-mode="pass"]').waitFor();
      await page.locator('.sab-hand .sab-hand-card').first().click();
      await check('deluxe-pass-mode');
      await page.locator('.sab-actions .btn').last().click();
      // heal: two cards and the broken tool to remove
      await page.locator('.sab-actions .btn:not(.btn-primary)').nth(1).click();
      await page.locator('.sab-turn[data-mode="heal"]').waitFor();
      await page.locator('.sab-hand .sab-hand-card').nth(0).click();
      await page.locator('.sab-hand .sab-hand-card').nth(1).click();
      await check('deluxe-heal');
      // the rest in node: the end of round 1 (Deluxe payouts), then the end of the game
      spec = await advance(page, deluxe, towardsGold, (s) => s.round >= 2);
      await page.locator('.sab-payouts').waitFor();
      await check('deluxe-round-end');
      await advance(page, spec, towardsGold, (s) => s.phase === 'over');
      await page.locator('.sab-final .final-ranking-list').waitFor();
      await check('deluxe-final-ranking');
      await context.close();
      expect(checked).toHaveLength(15);
    }, 240_000);
});
