// Issue 13 item 5, "every screen has a way home that keeps the game", in Chromium: from each
// game's handoff, turn, private, summary (Saboteur's round, Village Pillage's playback and buy)
// and end screens, the host menu's Home («Домой» in Russian) lands
// on home; an unfinished game is listed under Continue and reopens at the same point (a private
// screen reopens at its person's handoff, never at the private screen), with no move lost or
// added; a finished game is in Saved games as finished and reopens at its final ranking.
// (Home from Village Pillage's plan is also in help-and-menu.e2e.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/kit/random';
import { bots as vpBots, rules as vpRules } from '../../src/games/village-pillage/rules';
import type { State as VpState } from '../../src/games/village-pillage/rules/types';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { bots as rvBots } from '../games/rolling-village/bots';
import type { State as RvState } from '../../src/games/rolling-village/rules/types';
import { rules as sabRules } from '../../src/games/saboteur/rules/index';
import type { Action as SabAction } from '../../src/games/saboteur/rules/types';
import { BASE, launch, newPhone } from './browser';
import { advance, openGame, passFirst, placeFirst, stateOf, type GameSpec } from './privacy-saboteur-helpers';
import { advanceSavedGame, readSavedSessions } from './privacy';

const WORDS = {
  en: { menu: 'Menu', home: 'Home' },
  ru: { menu: 'Меню', home: 'Домой' },
};

/** The only saved game's id and number of moves. */
async function savedPoint(page: Page): Promise<{ id: string; moves: number }> {
  const all = await readSavedSessions(page);
  expect(all).toHaveLength(1);
  return { id: all[0]!.id, moves: all[0]!.actions.length };
}

/**
 * Menu → Home: lands on home; the game is under Continue (or, finished, in Saved games as
 * finished), and opening it from there reopens it with the same moves.
 */
async function homeAndBack(page: Page, lang: 'en' | 'ru', finished: boolean): Promise<void> {
  const before = await savedPoint(page);
  await page.getByRole('button', { name: WORDS[lang].menu }).click();
  await page.locator('dialog.game-menu').getByRole('button', { name: WORDS[lang].home }).click();
  await page.locator('.game-list').waitFor();
  expect(new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
  const cont = page.locator('.continue-link');
  if (!finished) {
    await cont.first().waitFor();
    expect(await cont.count()).toBe(1);
    expect(await cont.getAttribute('href')).toContain(encodeURIComponent(before.id));
    await cont.click();
  } else {
    expect(await cont.count()).toBe(0);
    await page.locator('a[href="#/saved"]').first().click();
    const item = page.locator('.saved-item');
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.locator('.saved-status').getAttribute('data-finished')).toBe('yes');
    await item.locator('.btn-primary').click();
  }
  await page.getByRole('button', { name: WORDS[lang].menu }).waitFor();
  expect(await savedPoint(page)).toEqual(before);
}

const handoffName = (page: Page) => page.locator('.handoff-name').textContent();

/** Village Pillage: skips through a round's playback (Continue, or skip to its end) until `until` shows. */
async function skipPlaybackUntil(page: Page, until: string): Promise<void> {
  for (let i = 0; i < 100 && !(await page.locator(until).count()); i++) {
    const cont = page.locator('.vp-playback .btn-big');
    const skip = page.locator('.vp-pb-controls .vp-icon-btn').last();
    if (await cont.count()) await cont.click();
    else if (await skip.count()) await skip.click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(200);
  }
}

describe('issue 13 item 5: every screen has a way home that keeps the game', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Saboteur: role handoff, role (private), turn handoff, turn (private), the round summary and the final ranking', async () => {
    const context = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stage = () => page.locator('.sab-root').getAttribute('data-stage');
    let spec: GameSpec = {
      mode: 'deluxe',
      seed: 11,
      seats: ['Anna', 'Boris', 'Carl'].map((name) => ({ name })),
      actions: [],
    };
    // the round's role handoff, then the role itself
    await openGame(page, spec);
    await page.locator('.handoff').waitFor();
    const first = await handoffName(page);
    const firstStage = await stage();
    await homeAndBack(page, 'en', false);
    await page.locator('.handoff').waitFor();
    expect(await handoffName(page)).toBe(first);
    expect(await stage()).toBe(firstStage);
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.sab-role-help').waitFor();
    await homeAndBack(page, 'en', false);
    await page.locator('.handoff').waitFor();
    expect(await handoffName(page)).toBe(first);
    expect(await page.locator('.sab-role-help').count()).toBe(0);

    // a turn's handoff and the turn: it reopens at the same person's handoff, same hand
    spec = { ...spec, actions: [] as SabAction[] };
    let s = stateOf(spec, []);
    const log: SabAction[] = [];
    for (let k = 0; k < 2; k++) {
      const a = passFirst(s, sabRules.actors(s)[0]!);
      s = sabRules.apply(s, a);
      log.push(a);
    }
    spec = { ...spec, actions: log };
    await openGame(page, spec);
    await page.locator('.handoff').waitFor();
    const turnName = await handoffName(page);
    expect(turnName).toContain(spec.seats[sabRules.actors(s)[0]!]!.name);
    await homeAndBack(page, 'en', false);
    expect(await handoffName(page)).toBe(turnName);
    await page.locator('.handoff .btn-primary').click();
    const hand = page.locator('.sab-hand .sab-hand-name');
    await hand.first().waitFor();
    const cards = await hand.allTextContents();
    await homeAndBack(page, 'en', false);
    await page.locator('.handoff').waitFor();
    expect(await handoffName(page)).toBe(turnName);
    expect(await page.locator('.sab-hand').count()).toBe(0);
    await page.locator('.handoff .btn-primary').click();
    await hand.first().waitFor();
    expect(await hand.allTextContents()).toEqual(cards);

    // the first round's summary (public): Home keeps it, it reopens at the same summary
    spec = await advance(page, spec, placeFirst, (st) => st.rounds.length === 1);
    for (let i = 0; i < 10 && (await stage()) !== 'summary'; i++) {
      // what the round's end owes first (private results behind their handoffs)
      await page.locator('.bottom-bar .btn-primary, .handoff .btn-primary').first().click();
      await page.waitForTimeout(100);
    }
    expect(await stage()).toBe('summary');
    const summary = await page.locator('.sab-root').textContent();
    await homeAndBack(page, 'en', false);
    await page.locator('.sab-root[data-stage=summary]').waitFor();
    expect(await page.locator('.sab-root').textContent()).toBe(summary);

    // the final ranking
    await advance(page, spec, placeFirst, (st) => sabRules.outcome(st) !== null);
    for (let i = 0; i < 20 && !(await page.locator('.sab-final').count()); i++) {
      // round summaries on the way, then the results
      const next = page.locator('.bottom-bar .btn-primary, .handoff .btn-primary');
      if (await next.count()) await next.first().click();
      else await page.waitForTimeout(200);
    }
    await page.locator('.sab-final').waitFor();
    await homeAndBack(page, 'en', true);
    await page.locator('.sab-final').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('Village Pillage: handoff, plan (private), the round playback, the buy (private) and the final ranking', async () => {
    const context = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
    const rows = page.locator('.seat-list > li');
    await rows.first().waitFor();
    // three people: a bot's plan, saved whenever it comes, would make the move count race
    const seats = [
      ['Anna', 'person'],
      ['Boris', 'person'],
      ['Vera', 'person'],
    ];
    while ((await rows.count()) < seats.length) await page.locator('.add-seat').click();
    while ((await rows.count()) > seats.length) await rows.last().getByRole('button').last().click();
    for (const [i, [name, who]] of seats.entries()) {
      await rows.nth(i).locator('input[type=text]').fill(name!);
      await rows.nth(i).locator('select').selectOption(who!);
    }
    await page.locator('.bottom-bar .btn-primary').click();
    await page.locator('.handoff').waitFor();
    const first = await handoffName(page);
    await homeAndBack(page, 'en', false);
    await page.locator('.handoff').waitFor();
    expect(await handoffName(page)).toBe(first);
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.vp-plan').waitFor();
    await homeAndBack(page, 'en', false);
    await page.locator('.handoff').waitFor();
    expect(await handoffName(page)).toBe(first);
    expect(await page.locator('.vp-plan').count()).toBe(0);

    // a round's playback, then a buy: the playback reopens from its start; the buy, public, has
    // no handoff (issue 23 item 7) and reopens as it was
    const vpDecide = (st: VpState, seat: number, step: number) =>
      vpBots.easy.decide(st, seat, createRng(step + 1));
    await advanceSavedGame(page, vpRules, vpDecide, (st) => st.phase === 'buy');
    await page.locator('.vp-playback').waitFor();
    await homeAndBack(page, 'en', false);
    await page.locator('.vp-playback').waitFor();
    await skipPlaybackUntil(page, '.vp-buy');
    expect(await page.locator('.handoff').count()).toBe(0);
    const buyer = await page.locator('#vp-buy-title').textContent();
    await homeAndBack(page, 'en', false);
    await skipPlaybackUntil(page, '.vp-buy');
    expect(await page.locator('#vp-buy-title').textContent()).toBe(buyer);

    await advanceSavedGame(page, vpRules, vpDecide, (st) => st.phase === 'over');
    // the last round's playback first
    await skipPlaybackUntil(page, '.vp-end');
    await page.locator('.vp-end').waitFor();
    await homeAndBack(page, 'en', true);
    await page.locator('.vp-end').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('Rolling Village (ru, «Домой»): the sheet during a round, the totals entry and the final ranking', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU', reducedMotion: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE + '/#/new/rolling-village', { waitUntil: 'load' });
    const rows = page.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) < 2) await page.locator('.add-seat').click();
    while ((await rows.count()) > 2) await rows.last().getByRole('button').last().click();
    for (const [i, [name, where]] of [
      ['Аня', 'this-phone'],
      ['Борис', 'paper'],
    ].entries()) {
      await rows.nth(i).locator('input[type=text]').fill(name!);
      await rows.nth(i).locator('select').selectOption(where!);
    }
    await page.locator('.bottom-bar .btn-primary').click();
    await page.getByTestId('rv-screen').waitFor();
    await page.getByTestId('rv-roll').click();
    await page.getByTestId('rv-sheet-panel').waitFor();
    const round = await page.getByTestId('rv-round').textContent();
    const ask = await page.getByTestId('rv-ask').textContent();
    await homeAndBack(page, 'ru', false);
    await page.getByTestId('rv-sheet-panel').waitFor();
    expect(await page.getByTestId('rv-round').textContent()).toBe(round);
    expect(await page.getByTestId('rv-ask').textContent()).toBe(ask);

    const decide = (st: RvState, seat: number, step: number) =>
      rvBots.greedy.decide(st, seat, createRng(step + 1));
    await advanceSavedGame(page, rvRules, decide, (st) => st.phase === 'totals');
    await page.getByTestId('rv-totals').waitFor();
    await homeAndBack(page, 'ru', false);
    await page.getByTestId('rv-totals').waitFor();

    await advanceSavedGame(page, rvRules, decide, (st) => st.phase === 'over');
    await page.getByTestId('rv-results').waitFor();
    await homeAndBack(page, 'ru', true);
    await page.getByTestId('rv-results').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
