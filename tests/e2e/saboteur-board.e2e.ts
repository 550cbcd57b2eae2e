// Saboteur's board for thumbs and seats at a glance (issue 13 items 1 and 2), in Chromium:
// - at 360×640 (Russian) and 390×844 (English) two pass-and-play turns are played by tapping:
//   after a path card is chosen every legal spot is at least 44×44 px and lies on screen, the
//   chosen card and "Place here" are on screen, and a turn takes at most 4 taps (I am, card,
//   spot, place); the full-screen board keeps the hand and the button;
// - 12 seats (Deluxe): the seat panel shows all 12 names with no sideways scroll, and a seat
//   with broken tools is no taller than the others;
// - a game still plays through its last round to the final ranking.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPlacements, rules } from '../../src/games/saboteur/rules/index';
import type { Action, State } from '../../src/games/saboteur/rules/types';
import { launch, newPhone } from './browser';
import { SHOTS_DIR } from './config';
import { advance, openGame, passFirst, savedState, stateOf, type GameSpec } from './privacy-saboteur-helpers';

const SHOTS = `${SHOTS_DIR}/shots-sab-board`;

type Box = { x: number; y: number; width: number; height: number };

const inside = (b: Box, w: number, h: number) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on the page`);
  return b;
}

/** Confirms every role reveal of a fresh round (handoff, then Done), seat by seat. */
async function confirmRoles(page: Page, seats: number) {
  for (let i = 0; i < seats; i++) {
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.sab-role-big').waitFor();
    await page.locator('.bottom-bar .btn-primary').click();
  }
}

/**
 * One turn by taps, from the handoff: chooses the first path card of the hand with a legal spot,
 * checks every spot offered, places it. Returns the taps used.
 */
async function placeByTaps(page: Page, spec: GameSpec, size: { width: number; height: number }) {
  let taps = 0;
  const tap = async (selector: string, nth = 0) => {
    taps++;
    await page.locator(selector).nth(nth).click();
  };
  const before = await page.locator('.sab-maze-svg .sab-card').count();
  await tap('.handoff .btn-primary');
  await page.locator('.sab-hand').waitFor();
  const state = stateOf(spec, spec.actions ?? []);
  const seat = state.current;
  const hand = state.hands[seat];
  const index = hand!.findIndex((c) => legalPlacements(state.maze, c).length > 0);
  expect(index, 'the hand holds a path card that fits').toBeGreaterThanOrEqual(0);
  await tap('.sab-hand .sab-hand-card', index);
  // every legal spot of this card as it is turned now (or the one already chosen)
  const spots = page.locator('.sab-spot-legal, .sab-ghost');
  const n = await spots.count();
  expect(n).toBeGreaterThan(0);
  const maze = await boxOf(page, '.sab-maze');
  for (let i = 0; i < n; i++) {
    const b = (await spots.nth(i).boundingBox())!;
    expect(b.width, `spot ${i} width`).toBeGreaterThanOrEqual(44);
    expect(b.height, `spot ${i} height`).toBeGreaterThanOrEqual(44);
    expect(inside(b, size.width, size.height), `spot ${i} on screen: ${JSON.stringify(b)}`).toBe(true);
    // inside the maze's own box, so nothing (zoom buttons included) covers it
    expect(b.x >= maze.x - 0.5 && b.x + b.width <= maze.x + maze.width + 0.5, `spot ${i} in the maze`).toBe(
      true,
    );
    expect(b.y >= maze.y - 0.5 && b.y + b.height <= maze.y + maze.height + 0.5).toBe(true);
  }
  // the zoom buttons are beside the maze, not over it
  const zoom = await boxOf(page, '.sab-zoom');
  expect(zoom.x).toBeGreaterThanOrEqual(maze.x + maze.width);
  // the chosen card and the button that places it are in sight without scrolling
  expect(inside(await boxOf(page, '.sab-hand-card.sab-on'), size.width, size.height)).toBe(true);
  const place = page.locator('.sab-actions .sab-place');
  expect(inside((await place.boundingBox())!, size.width, size.height)).toBe(true);
  if ((await page.locator('.sab-ghost').count()) === 0) await tap('.sab-spot-legal');
  await page.screenshot({ path: `${SHOTS}/turn-${size.width}x${size.height}-${taps}.png` });
  taps++;
  await place.click();
  await page.locator('.handoff').waitFor();
  expect(await page.locator('.sab-maze-svg .sab-card').count()).toBe(before + 1);
  return taps;
}

describe('Saboteur board for thumbs and seats at a glance', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of [
    { width: 360, height: 640, lang: 'ru' as const },
    { width: 390, height: 844, lang: 'en' as const },
  ])
    it(`at ${size.width}×${size.height} (${size.lang}) every legal spot is ≥ 44×44 px and on screen, and a turn takes 4 taps`, async () => {
      const context = await newPhone(browser, { locale: size.lang === 'ru' ? 'ru-RU' : 'en-US', ...size });
      const page = await context.newPage();
      const seats = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина'].map((name) => ({ name }));
      let spec: GameSpec = { mode: 'classic', seed: 11, seats };
      await openGame(page, spec);
      await confirmRoles(page, 5);
      for (let turn = 0; turn < 2; turn++) {
        const taps = await placeByTaps(page, spec, size);
        // handoff "I am", the card, the spot (unless it is the only one), "Place here"
        expect(taps).toBeLessThanOrEqual(4);
        const { actions } = await savedState(page, spec);
        spec = { ...spec, actions };
      }
      // the full-screen board: header and seats go, the hand and "Place here" stay in sight
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-zoom button[aria-pressed]').click();
      await page.locator('.sab-turn[data-board="full"]').waitFor();
      expect(await page.locator('.sab-seats').count()).toBe(0);
      const state = stateOf(spec, spec.actions ?? []);
      const index = state.hands[state.current]!.findIndex((c) => legalPlacements(state.maze, c).length > 0);
      await page.locator('.sab-hand .sab-hand-card').nth(Math.max(0, index)).click();
      expect(inside(await boxOf(page, '.sab-hand-card.sab-on'), size.width, size.height)).toBe(true);
      expect(inside(await boxOf(page, '.sab-actions .btn-primary'), size.width, size.height)).toBe(true);
      await context.close();
    }, 180_000);

  it('12 seats (Deluxe): all 12 names at once, no sideways scroll, broken tools never make a seat taller', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU', width: 360, height: 640 });
    const page = await context.newPage();
    const names = Array.from({ length: 12 }, (_, i) => `Игрок ${i + 1}`);
    const spec: GameSpec = { mode: 'deluxe', seed: 5, seats: names.map((name) => ({ name })) };
    await openGame(page, spec);
    // play in node until three tools lie broken in front of seats, then reopen
    const breaks = (s: State) => s.front.flat().filter((f) => f.card.startsWith('break')).length;
    const breakFirst = (s: State, seat: number): Action => {
      const legal = rules.legalActions(s, seat) as Action[];
      return legal.find((a) => a.type === 'play' && a.card.startsWith('break')) ?? passFirst(s, seat);
    };
    await advance(page, spec, breakFirst, (s) => s.phase === 'turn' && breaks(s) >= 3);
    await page.locator('.sab-seat-list').waitFor();
    const list = page.locator('.sab-seat-list');
    const [scrollW, clientW] = await list.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(scrollW).toBeLessThanOrEqual(clientW);
    const pageScroll = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(pageScroll[0]).toBeLessThanOrEqual(pageScroll[1]!);
    const shown = (await page.locator('.sab-seat-name').allTextContents()).map((s) =>
      s.replace(/·.*$/, '').trim(),
    );
    expect(shown).toEqual(names);
    // every name card is on screen, and the tool icons are drawn
    for (const b of await page
      .locator('.sab-seat')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box)))
      expect(inside(b, 360, 640)).toBe(true);
    expect(await page.locator('.sab-seat .sab-front-icon').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/seats-12.png` });
    const heights = await page
      .locator('.sab-seat')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(new Set(heights).size, `seat heights ${heights.join(',')}`).toBe(1);
    await context.close();
  }, 180_000);

  it('a classic game plays through its last round to the final ranking', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    const spec: GameSpec = {
      mode: 'classic',
      seed: 3,
      seats: ['Ann', 'Bob', 'Cid'].map((name) => ({ name })),
    };
    await openGame(page, spec);
    // the first two rounds and most of the third in node; the rest by taps
    const left = (s: State) => s.deck.length + s.hands.reduce((n, h) => n + h.length, 0);
    await advance(page, spec, passFirst, (s) => s.round === 3 && s.phase === 'turn' && left(s) <= 6);
    for (let guard = 0; guard < 200; guard++) {
      if (await page.locator('.final-ranking-list').count()) break;
      const stage = await page.locator('.sab-root').getAttribute('data-stage');
      if (await page.locator('.handoff').count()) await page.locator('.handoff .btn-primary').click();
      else if (stage === 'turn') {
        await page.locator('.sab-hand .sab-hand-card').first().click();
        await page.getByRole('button', { name: 'Discard and pass' }).click();
        await page.locator('dialog[open] .btn-primary').click();
      } else if (await page.locator('.bottom-bar .btn-primary').count())
        await page.locator('.bottom-bar .btn-primary').first().click();
      else await page.waitForTimeout(100);
    }
    await page.locator('.final-ranking-list').waitFor();
    expect(await page.locator('.final-ranking-list li').count()).toBe(3);
    await context.close();
  }, 180_000);
});
