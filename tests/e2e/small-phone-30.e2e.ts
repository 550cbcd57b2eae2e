// Small phones, every screen (issue 30): at 360×640, in Russian and English, on each screen the
// walks reach, no text box is narrower than its longest word (a word that breaks across lines:
// names one letter per line, «3 самородка» clipped), and no control or title the screen shows is
// covered by a sticky header, a bottom bar or the ☀ "screen stays on" mark. The late screens
// (an end, a nugget pick, a bonus stage, a scoring double, the paper totals) are reached by
// playing the game in node and opening it, as a resumed game opens.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { writeSavedSessions, type SavedSession } from './privacy';
import { createRng, nextInt } from '../../src/kit/random';
import { rules as vpRules, bots as vpBots } from '../../src/games/village-pillage/rules';
import {
  rules as sabRules,
  bots as sabBots,
  companion as sabCompanion,
} from '../../src/games/saboteur/rules';
import { companion as vpCompanion } from '../../src/games/village-pillage/rules';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { bots as rvBots } from '../games/rolling-village/bots';
import { layoutDefects, type Defect } from './smallPhoneChecks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

type Lang = 'ru' | 'en';
const LANGS: Lang[] = ['ru', 'en'];

/** Headless Chromium grants no wake lock: this one does, so the ☀ mark shows as on a phone. */
function grantingWakeLock(): void {
  Object.defineProperty(navigator, 'wakeLock', {
    value: {
      request: () =>
        Promise.resolve({ released: false, release: () => Promise.resolve(), addEventListener() {} }),
    },
  });
}

async function phone(lang: Lang): Promise<Page> {
  const ctx = await newPhone(browser, {
    reducedMotion: true,
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    width: 360,
    height: 640,
  });
  await ctx.addInitScript(grantingWakeLock);
  const page = await ctx.newPage();
  await page.goto(BASE + '/#/', { waitUntil: 'load' });
  await page.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
  return page;
}

/** Long names, the kind that broke: a column too narrow shows them a letter per line. */
const NAMES = ['Александра', 'Константин', 'Маргарита', 'Святослав', 'Евдокия'];

interface Rules<S> {
  setup(config: never, seed: number): S;
  actors(s: S): number[];
  apply(s: S, a: never): S;
  outcome(s: S): unknown;
}

/** Plays a game in node from `seed` with `decide` until `until` holds; the actions, or null. */
function playTo<S>(
  rules: Rules<S>,
  config: unknown,
  seed: number,
  decide: (s: S, seat: number) => { seat: number; type: string },
  until: (s: S) => boolean,
): { seat: number; type: string }[] | null {
  let s = rules.setup(config as never, seed);
  const actions: { seat: number; type: string }[] = [];
  for (let i = 0; i < 20_000 && !until(s); i++) {
    const seat = rules.actors(s)[0];
    if (seat === undefined || rules.outcome(s) !== null) return null;
    const a = decide(s, seat);
    s = rules.apply(s, a as never);
    actions.push(a);
  }
  return until(s) ? actions : null;
}

/** The first seed (from 1) whose game `play` brings where it should, with its actions. */
function firstSeed(play: (seed: number) => { seat: number; type: string }[] | null): {
  seed: number;
  actions: { seat: number; type: string }[];
} {
  for (let seed = 1; seed < 200; seed++) {
    const actions = play(seed);
    if (actions) return { seed, actions };
  }
  throw new Error('no seed brings the game to the wanted screen');
}

/** Opens a game made in node as the phone's only saved game. */
async function openSaved(
  page: Page,
  gameId: string,
  config: unknown,
  seed: number,
  actions: { seat: number; type: string }[],
  where: string[],
  finished: boolean,
  mode?: string,
): Promise<void> {
  const id = `small-${gameId}-${seed}`;
  const session = {
    version: 1,
    id,
    gameId,
    config,
    seed,
    actions,
    seats: where.map((w, i) => ({ name: NAMES[i]!, colour: i, who: 'person', where: w })),
    createdAt: Date.now(),
    updatedAt: Date.now(),
    finished,
    ...(mode ? { mode } : {}),
  };
  // home first: an open game would be saved again over the one written here
  await page.goto(`${BASE}/#/`, { waitUntil: 'load' });
  await page.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
  await writeSavedSessions(page, [session as unknown as SavedSession]);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload({ waitUntil: 'load' });
  await page.goto(`${BASE}/#/play/${id}`, { waitUntil: 'load' });
}

/** Checks the screen as it stands, after passing any handoff in front of it; records a shot. */
async function check(page: Page, lang: Lang, name: string, ready: string): Promise<Defect[]> {
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(150);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${lang}.png`, fullPage: false });
  // a key pressed: the focus the check moves is a keyboard's, as a person tabbing would move it
  await page.keyboard.press('Shift');
  return (await layoutDefects(page)).map((d) => ({ ...d, where: `${name} (${lang}): ${d.where}` }));
}

/** Passes the handoff in front of the screen, when there is one. */
async function passHandoff(page: Page, ready: string): Promise<void> {
  await page
    .locator(`.handoff .btn-primary, ${ready}`)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (e: unknown) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/stuck.png` });
      throw e;
    });
  const go = page.locator('.handoff .btn-primary');
  if (await go.count()) await go.click();
}

// ------------------------------------------------------------------ the walks

const VP_CONFIG = vpRules.defaultConfig(4);

async function vpEnd(page: Page, lang: Lang): Promise<Defect[]> {
  // a game played to the end by the easy bot for every seat, opened as a person's game
  const rng = createRng(5);
  const actions = playTo(
    vpRules as never,
    VP_CONFIG,
    7,
    (s, seat) => vpBots.easy.decide(s as never, seat, rng) as { seat: number; type: string },
    (s) => vpRules.outcome(s as never) !== null,
  )!;
  await openSaved(page, 'village-pillage', VP_CONFIG, 7, actions, Array(4).fill('this-phone'), true);
  const out = await check(page, lang, 'vp-end', '.vp-end, .final-ranking, h1');
  // the final ranking and the results table, further down
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  return [...out, ...(await check(page, lang, 'vp-end-bottom', 'h1'))];
}

const FIVE = NAMES.map(() => 'this-phone');

async function sabNuggetPick(page: Page, lang: Lang): Promise<Defect[]> {
  const config = { mode: 'classic', players: 5, firstPlayer: 0 };
  // the first seed whose first round the gold-diggers win: the finder picks nuggets
  const { seed, actions } = firstSeed((seed) => {
    const rng = createRng(seed);
    return playTo(
      sabRules as never,
      config,
      seed,
      (s, seat) => sabBots.strong.decide(s as never, seat, rng) as { seat: number; type: string },
      (s) => (s as { phase: string }).phase === 'nugget-pick',
    );
  });
  await openSaved(page, 'saboteur', config, seed, actions, FIVE, false);
  await passHandoff(page, '.sab-root button');
  return check(page, lang, 'sab-nugget-pick', '.sab-root button');
}

async function sabDeluxeHand(page: Page, lang: Lang): Promise<Defect[]> {
  const config = { mode: 'deluxe', players: 5, firstPlayer: 0 };
  await openSaved(page, 'saboteur', config, 11, [], FIVE, false);
  for (let i = 0; i < 5; i++) {
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.sab-role-big').waitFor();
    await page.locator('.bottom-bar .btn-primary').click();
  }
  await passHandoff(page, '.sab-hand-card');
  await page.locator('.sab-hand .sab-hand-card').first().waitFor();
  // issue 30: the hand strip shows whole cards (it showed 2½): each card is wholly in sight
  // between the strip's start and the «+N ›» mark over its end, or only its edge peeks out
  const cut = await page.evaluate(() => {
    const hand = document.querySelector('.sab-hand')!.getBoundingClientRect();
    const more = document.querySelector('.sab-hand-more-end')?.getBoundingClientRect();
    const end = Math.min(hand.right, more ? more.left : hand.right);
    return [...document.querySelectorAll('.sab-hand-card')]
      .map((c) => c.getBoundingClientRect())
      .filter((r) => {
        const seen = Math.min(r.right, end) - Math.max(r.left, hand.left);
        return seen > r.width / 4 && seen < r.width * 0.9;
      }).length;
  });
  const out = await check(page, lang, 'sab-deluxe-hand', '.sab-hand-card');
  if (cut > 0)
    out.push({
      kind: 'covered',
      where: `sab-deluxe-hand (${lang}): cards cut by the strip's edge`,
      text: `${cut}`,
    });
  return out;
}

const RV_CONFIG = {
  seats: [
    { name: NAMES[0]!, kind: 'digital' },
    { name: NAMES[1]!, kind: 'paper' },
  ],
  options: { scoringRoll: 'separate', setupDifferentRows: false },
  shared: null,
};
const RV_WHERE = ['this-phone', 'paper'];

type RvState = { phase: string; round: number; seats: { placed: { req: string }[] }[] };

function rvTo(until: (s: RvState) => boolean): { seed: number; actions: { seat: number; type: string }[] } {
  return firstSeed((seed) => {
    const rng = createRng(seed);
    return playTo(
      rvRules as never,
      RV_CONFIG,
      seed,
      (s, seat) => rvBots.greedy.decide(s as never, seat, rng) as { seat: number; type: string },
      (s) => until(s as RvState),
    );
  });
}

async function rvScreens(page: Page, lang: Lang): Promise<Defect[]> {
  const out: Defect[] = [];
  // round 3, every object placed but the bonus: the bonus slot and its rule text
  const bonus = rvTo(
    (s) =>
      s.phase === 'building' &&
      s.round === 3 &&
      s.seats[0]!.placed.every((p) => p.req !== 'bonus') &&
      s.seats[0]!.placed.length >= 2,
  );
  await openSaved(page, 'rolling-village', RV_CONFIG, bonus.seed, bonus.actions, RV_WHERE, false);
  out.push(...(await check(page, lang, 'rv-bonus', '[data-testid=rv-screen]')));
  // the avenue chooser after a scoring double, its preselected option included
  const avenue = rvTo((s) => s.phase === 'choose-avenue');
  await openSaved(page, 'rolling-village', RV_CONFIG, avenue.seed, avenue.actions, RV_WHERE, false);
  out.push(...(await check(page, lang, 'rv-avenue', '.rv-avenues')));
  // the end: the paper totals to enter
  const totals = rvTo((s) => s.phase === 'totals');
  await openSaved(page, 'rolling-village', RV_CONFIG, totals.seed, totals.actions, RV_WHERE, false);
  out.push(...(await check(page, lang, 'rv-totals', '[data-testid=rv-totals]')));
  // issue 30: the paper sheet's points per round, typed, are kept: the per-round table of the
  // end shows them (every round read «not known»)
  const entry = page.getByTestId('rv-totals');
  await entry.locator('.rv-total-input .btn').click();
  const boxes = entry.locator('.rv-total-rounds input');
  for (let r = 0; r < 9; r++) await boxes.nth(r).fill(String(r + 3));
  await boxes.nth(9).fill('20');
  await page.getByTestId('rv-confirm-totals').click();
  await page.locator('dialog[open] .btn-primary').click();
  await page.locator('.history-score-row').first().waitFor();
  out.push(...(await check(page, lang, 'rv-end', '.history-score-row')));
  const unknown = await page.locator('.history-score-row td .visually-hidden').count();
  if (unknown > 0)
    out.push({
      kind: 'covered',
      where: `rv-end (${lang}): rounds of the paper sheet not known`,
      text: `${unknown}`,
    });
  return out;
}

// ------------------------------------------------------------------ the companions

/** A uniformly random legal action of the seat (the companions have no bots). */
function randomly(rules: { legalActions(s: never, seat: number): unknown[] }, seed: number) {
  const rng = createRng(seed);
  return (s: unknown, seat: number) => {
    const legal = rules.legalActions(s as never, seat) as { seat: number; type: string }[];
    // no undo and no hand fixes: a game that goes forward
    const on = legal.filter((a) => a.type !== 'undo' && a.type !== 'adjust');
    return (on.length ? on : legal)[nextInt(rng, (on.length ? on : legal).length)]!;
  };
}

async function sabCompanionScreens(page: Page, lang: Lang): Promise<Defect[]> {
  const out: Defect[] = [];
  // classic: the nugget pick (its buttons name the values: «3 самородка» was clipped)
  const classic = { mode: 'classic', players: 5, firstPlayer: 0 };
  const pick = firstSeed((seed) =>
    playTo(sabCompanion as never, classic, seed, randomly(sabCompanion as never, seed), (s) => {
      const v = s as { phase: string; pick: { offer: number[] } | null };
      return v.phase === 'pick' && !!v.pick && v.pick.offer.includes(3);
    }),
  );
  await openSaved(page, 'saboteur', classic, pick.seed, pick.actions, FIVE, false, 'companion');
  await passHandoff(page, '.sabc-root button.btn-big');
  out.push(...(await check(page, lang, 'sabc-pick', '.sabc-root .bottom-bar button')));
  // deluxe: the theft choice under the payout (its button was below the fold, names a letter a line)
  const deluxe = { mode: 'deluxe', players: 5, firstPlayer: 0 };
  const theft = firstSeed((seed) =>
    playTo(sabCompanion as never, deluxe, seed, randomly(sabCompanion as never, seed), (s) => {
      return (s as { phase: string }).phase === 'theft';
    }),
  );
  await openSaved(page, 'saboteur', deluxe, theft.seed, theft.actions, FIVE, false, 'companion');
  out.push(...(await check(page, lang, 'sabc-theft', '.sabc-root')));
  // the theft's choice is on the first screen (it was below the payout, under the fold)
  const victim = await page.evaluate(() => {
    const b = document.querySelector('.sabc-seats .sabc-seat, .sabc-root .sabc-seat');
    const r = b?.getBoundingClientRect();
    return r ? r.bottom <= innerHeight : false;
  });
  if (!victim)
    out.push({ kind: 'covered', where: `sabc-theft (${lang}): the choice below the fold`, text: '' });
  return out;
}

async function vpCompanionScreens(page: Page, lang: Lang): Promise<Defect[]> {
  const out: Defect[] = [];
  const config = vpCompanion.defaultConfig(5);
  // round 2's entry: the villages under it, and the fix and log sheets
  const entry = firstSeed((seed) =>
    playTo(vpCompanion as never, config, seed, randomly(vpCompanion as never, seed), (s) => {
      const v = s as { phase: string; board: { round: number } };
      return v.phase === 'enter' && v.board.round === 2;
    }),
  );
  await openSaved(page, 'village-pillage', config, entry.seed, entry.actions, FIVE, false, 'companion');
  await page.locator('.vpc-root').waitFor();
  // the last round plays back first: skip to its end
  for (let i = 0; i < 40 && (await page.locator('[data-testid=vpc-villages]').count()) === 0; i++) {
    const next = page.locator('.vpc-root .bottom-bar .btn-primary');
    if (await next.count()) await next.first().click();
    else await page.waitForTimeout(100);
  }
  out.push(...(await check(page, lang, 'vpc-entry', '[data-testid=vpc-villages]')));
  // issue 30: every village's stockpile, bank and relics on the entry screen
  expect(await page.locator('[data-testid=vpc-villages] tbody tr').count()).toBe(5);
  await page.getByTestId('vpc-fix').click();
  out.push(...(await check(page, lang, 'vpc-fix', '[data-testid=vpc-fix-save]')));
  // issue 30: an amount set in one step, one line in the log
  await page.getByTestId('vpc-fix-stockpile').fill('17');
  await page.getByTestId('vpc-fix-save').click();
  await page.locator('.vpc-tools .btn').first().click();
  const notes = await page.getByTestId('vpc-notes').locator('li').allInnerTexts();
  expect(notes.filter((n) => n.includes('→ 17'))).toHaveLength(1);
  await page.locator('.vpc-screen .bottom-bar .btn-primary').click();
  // the end, a winner's title under the menu button
  const end = firstSeed((seed) =>
    playTo(
      vpCompanion as never,
      config,
      seed,
      randomly(vpCompanion as never, seed),
      (s) => (s as { phase: string }).phase === 'over',
    ),
  );
  await openSaved(page, 'village-pillage', config, end.seed, end.actions, FIVE, true, 'companion');
  await page.locator('.vpc-root').waitFor();
  for (let i = 0; i < 40 && (await page.locator('.final-ranking').count()) === 0; i++) {
    const next = page.locator('.vpc-root .bottom-bar .btn-primary');
    if (await next.count()) await next.first().click();
    else await page.waitForTimeout(100);
  }
  out.push(...(await check(page, lang, 'vpc-end', '.final-ranking')));
  return out;
}

describe('issue 30: every screen at 360×640, in both languages', () => {
  for (const lang of LANGS)
    it(`${lang}: no word broken across lines, nothing the screen shows covered by a sticky header, bar or the ☀ mark`, async () => {
      const page = await phone(lang);
      const defects = [
        ...(await vpEnd(page, lang)),
        ...(await sabNuggetPick(page, lang)),
        ...(await sabDeluxeHand(page, lang)),
        ...(await rvScreens(page, lang)),
        ...(await sabCompanionScreens(page, lang)),
        ...(await vpCompanionScreens(page, lang)),
      ];
      // each on a line of its own (a long list is cut short in the diff)
      expect(defects.map((d) => `${d.kind}: ${d.where}: ${d.text}`).join('\n')).toBe('');
      await page.context().close();
    }, 240_000);
});
