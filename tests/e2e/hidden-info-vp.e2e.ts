// Rule (pass-and-play privacy, issue #8): the DOM holds only the current viewer's view.
// Village Pillage is walked over several rounds by three people (standard plans to the left and
// right) and by two (the duel's face-down back cards). After every handoff, while it shows, and
// on every other screen, the page's markup and accessibility tree must not name another seat's
// private cards: the cards of its plan before the reveal, its duel back (and front before the
// reveal), its unrevealed Bard draws. The truth comes from the engine: the saved game is read
// from IndexedDB and replayed with the rules in node.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from '../../src/kit/random';
import { replay } from '../../src/kit/session';
import { bots, rules } from '../../src/games/village-pillage/rules';
import type { Action, CardId, State, View } from '../../src/games/village-pillage/rules/types';
import { cardName, vpStrings } from '../../src/games/village-pillage/ui/strings';
import { BASE, launch, newPhone } from './browser';
import {
  assertNoPrivateText,
  dataValues,
  waitForSavedActions,
  writeSavedSessions,
  type SavedSession,
} from './privacy';
import { allowedCards, assertVpPrivacy, type Lang } from './privacy-vp-helpers';
import { submitPlan } from './vp-plan';

interface Walk {
  page: Page;
  lang: Lang;
  names: string[];
  actions: number;
  checks: number;
  /** checks where some private card of another seat was not public anyway (a real test) */
  guarded: number;
  bardPeeks: number;
  detectorProven?: boolean;
}

async function check(w: Walk, viewer: number | null, where: string): Promise<void> {
  const saved = await waitForSavedActions(w.page, w.actions);
  const state = replay(rules, saved.config, saved.seed, saved.actions as never) as State;
  const hidden = await assertVpPrivacy(w.page, state, viewer, w.lang, where);
  w.checks++;
  if (hidden > 0) w.guarded++;
}

async function newGame(page: Page, names: string[]): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
  const rows = page.locator('.seat-list > li');
  await rows.first().waitFor();
  while ((await rows.count()) < names.length) await page.locator('.add-seat').click();
  while ((await rows.count()) > names.length) await rows.last().getByRole('button').last().click();
  for (let i = 0; i < names.length; i++) {
    await rows.nth(i).locator('input[type=text]').fill(names[i]!);
    await rows.nth(i).locator('select').selectOption('person');
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.vp-screen').waitFor();
}

/** Plays `rounds` rounds, checking every screen; prefers buying a Bard so its draws get tested. */
async function walk(w: Walk, rounds: number): Promise<void> {
  const { page } = w;
  const t = vpStrings[w.lang];
  let viewer: number | null = null;
  let round = 1;
  let playbackChecked = -1;
  for (let step = 0; step < 400; step++) {
    if (await page.locator('.vp-end').count()) return;
    if (await page.locator('.handoff').count()) {
      const name = (await page.locator('.handoff-name > span').last().textContent()) ?? '';
      await check(w, null, `the handoff to ${name}`);
      viewer = w.names.indexOf(name);
      expect(viewer).toBeGreaterThanOrEqual(0);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.handoff').waitFor({ state: 'detached' });
    } else if (await page.locator('.vp-plan').count()) {
      await check(w, viewer, `${w.names[viewer!]}'s plan`);
      if (!w.detectorProven) {
        // the detector itself: this seat's own hand is on screen, so naming it must fail
        const own = (await dataValues(page, 'card'))[0] as CardId;
        await expect(assertNoPrivateText(page, [cardName(own, w.lang)], 'own hand')).rejects.toThrow(
          /private data of another seat/,
        );
        w.detectorProven = true;
      }
      const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
      const slots = await page.locator('.vp-slot').count();
      // the hand keeps its order every round (issue 23 item 7), so always planning the first
      // cards would plan the four starters for ever, which the first reveal's log names and
      // which then hide nothing: plan the last cards instead (the market's, once bought)
      const free = await cards.count();
      const picks = Array.from({ length: slots }, (_, k) => free - slots + k);
      for (const k of picks) await cards.nth(k).click();
      await submitPlan(page);
      w.actions++;
      await page.locator('.vp-plan').waitFor({ state: 'detached' });
    } else if (await page.locator('.vp-peek').count()) {
      await check(w, viewer, `${w.names[viewer!]}'s Bard peek`);
      w.bardPeeks++;
      await page.locator('.vp-peek .btn-primary').click();
      await page.locator('.vp-peek').waitFor({ state: 'detached' });
    } else if (await page.locator('.vp-buy').count()) {
      // a buy is public (issue 23 item 7): no handoff before it, and nothing private on it
      await check(w, null, 'a market buy');
      const bard = page.locator('.vp-buy .vp-hand-card[data-card=bard]');
      await ((await bard.count()) ? bard.first() : page.locator('.vp-buy .vp-hand-card').first()).click();
      await page.locator('.vp-buy .bottom-bar .btn-primary').click();
      w.actions++;
      // the next buy, if any, follows on the same screen (no handoff: issue 23 item 7)
      await waitForSavedActions(page, w.actions);
    } else if (await page.locator('.vp-playback').count()) {
      if (playbackChecked !== round) {
        await check(w, null, `the playback of round ${round}`);
        playbackChecked = round;
      }
      const skip = page.locator(`.vp-pb-controls button[aria-label="${t.skip}"]`);
      const peek = page.locator('.vp-pb-bar .vp-bar-row:not(.vp-pb-controls) .btn');
      const cont = page.locator('.vp-playback .btn-big');
      if (await skip.count()) await skip.click({ timeout: 2000 }).catch(() => {});
      else if ((await peek.count()) && w.bardPeeks < 2) await peek.first().click();
      else if (await cont.count()) {
        await cont.click();
        round++;
        if (round > rounds) return;
      } else await page.waitForTimeout(100);
    } else await page.waitForTimeout(100);
  }
  throw new Error('the walk did not finish its rounds');
}

/**
 * A 3-seat game played by the easy bot, which buys Bards (fixed seeds, so always the same) up to the start of a plan
 * phase where some seat holds a card its Bard drew that no one else has seen.
 */
function gameWithBardDraw(): { seed: number; actions: Action[]; drawer: number; card: CardId } {
  for (let seed = 1; seed < 300; seed++) {
    let s = rules.setup(rules.defaultConfig(3), seed);
    const actions: Action[] = [];
    for (let k = 0; k < 800 && !rules.outcome(s); k++) {
      const drawer = s.seats.findIndex((x) => x.secret.length > 0);
      if (s.phase === 'plan' && rules.actors(s).length === 3 && drawer >= 0) {
        const card = s.seats[drawer]!.secret[0]!;
        // only a draw that is not public some other way makes the test bite
        if (!allowedCards(rules.view(s, null) as View, null).has(card))
          return { seed, actions, drawer, card };
      }
      const seat = rules.actors(s)[0];
      const action = bots.easy.decide(s, seat!, createRng(deriveSeed(seed, k))) as Action;
      s = rules.apply(s, action);
      actions.push(action);
    }
  }
  throw new Error('no bot game with a hidden Bard draw');
}

describe('Village Pillage hides every other seat’s private cards after each handoff (DOM and accessibility tree)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('three people, four rounds (ru): no other seat’s planned cards or Bard draws before they are public', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    const w: Walk = {
      page,
      lang: 'ru',
      names: ['Аня', 'Борис', 'Вера'],
      actions: 0,
      checks: 0,
      guarded: 0,
      bardPeeks: 0,
    };
    await newGame(page, w.names);
    await walk(w, 4);
    console.log(
      `${w.names.length} seats: ${w.checks} screens checked, ${w.guarded} with hidden cards to find, ${w.bardPeeks} Bard peeks`,
    );
    // the test looked at every screen. Cards are told apart by kind, and a kind is public once
    // the log or the market names it (round 1's reveal names the starters, a buy is public),
    // so a leak can be seen on round 1's second and third handoffs (another seat's plan, not
    // yet revealed) and after a Bard draw: at least those two are checked (2 in 3 runs here)
    expect(w.checks).toBeGreaterThanOrEqual(4 * 7);
    expect(w.guarded).toBeGreaterThanOrEqual(2);
    expect(w.detectorProven).toBe(true);
    await context.close();
  }, 240_000);

  it('a Bard’s draw (en): after the bots reach a round where one seat holds a hidden drawn card, two rounds show it to no one else', async () => {
    const game = gameWithBardDraw();
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const names = ['Anna', 'Boris', 'Carl'];
    await page.goto(BASE + '/#/', { waitUntil: 'load' });
    await page.locator('.game-list h2').first().waitFor();
    const now = Date.now();
    const session = {
      version: 1,
      id: 'bard-draw',
      gameId: 'village-pillage',
      config: rules.defaultConfig(3),
      seed: game.seed,
      actions: game.actions,
      seats: names.map((name, colour) => ({ name, colour, who: 'person', where: 'this-phone' })),
      createdAt: now,
      updatedAt: now,
      finished: false,
    };
    await writeSavedSessions(page, [session as unknown as SavedSession]);
    await page.reload({ waitUntil: 'load' });
    await page.goto(BASE + '/#/play/bard-draw', { waitUntil: 'load' });
    await page.locator('.vp-screen').waitFor();
    const w: Walk = {
      page,
      lang: 'en',
      names,
      actions: game.actions.length,
      checks: 0,
      guarded: 0,
      bardPeeks: 0,
    };
    await walk(w, 2);
    console.log(
      `Bard draw of ${names[game.drawer]} (${game.card}): ${w.checks} screens checked, ${w.guarded} with hidden cards`,
    );
    expect(w.checks).toBeGreaterThanOrEqual(2 * 7);
    // the drawn card was hidden on the first handoffs at least
    expect(w.guarded).toBeGreaterThanOrEqual(2);
    await context.close();
  }, 240_000);

  it('a duel (en), four rounds: neither person’s back card (nor front before the reveal) shows to the other', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const w: Walk = {
      page,
      lang: 'en',
      names: ['Anna', 'Boris'],
      actions: 0,
      checks: 0,
      guarded: 0,
      bardPeeks: 0,
    };
    await newGame(page, w.names);
    await walk(w, 4);
    console.log(
      `${w.names.length} seats: ${w.checks} screens checked, ${w.guarded} with hidden cards to find, ${w.bardPeeks} Bard peeks`,
    );
    // round 1's handoffs, before the reveal names the starters, and any Bard draw (4-6 here)
    expect(w.checks).toBeGreaterThanOrEqual(4 * 5);
    expect(w.guarded).toBeGreaterThanOrEqual(2);
    expect(w.detectorProven).toBe(true);
    await context.close();
  }, 240_000);
});
