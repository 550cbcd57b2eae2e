// The double-tap browser test's pieces (issue 29, "Thumbs are impatient"): the ways of tapping
// on, the recorder of private content appearing once the next screen is up, a tap that must
// reach nothing private, a handoff opened with a fresh tap, and the ways to the moments tested.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createRng, deriveSeed } from '../../src/kit/random';
import { rules, type Action, type State } from '../../src/games/saboteur/rules';
import { doorRuleTeams } from '../../src/games/saboteur/rules/connectivity';
import { finderTeam } from '../../src/games/saboteur/rules/roles';
import type { Role } from '../../src/games/saboteur/rules/types';
import { bots as vpBots, rules as vpRules } from '../../src/games/village-pillage/rules';
import type { Action as VpAction, State as VpState } from '../../src/games/village-pillage/rules/types';
import { BASE } from './browser';
import { writeSavedSessions, type SavedSession } from './privacy';
import { passFirst, placeFirst, stateOf, type GameSpec } from './privacy-saboteur-helpers';
import { trueState } from './saboteur-companion-helpers';
import { submitPlan } from './vp-plan';

export const W = 360;
export const H = 640;
/** every way of tapping on: a double and a triple tap, 120 ms and 300 ms apart */
export const TAPS = [
  { count: 2, gap: 120 },
  { count: 2, gap: 300 },
  { count: 3, gap: 120 },
  { count: 3, gap: 300 },
] as const;
export type Taps = (typeof TAPS)[number];

/**
 * Starts recording: once `armed` (a selector: the next handoff, or the next public screen) has
 * been in the page, any appearance of `secret` is written down with its text.
 */
async function watch(page: Page, armed: string, secret: string): Promise<void> {
  await page.evaluate(
    ([armedSel, secretSel]) => {
      const w = window as unknown as { __watch?: MutationObserver; __leaks: string[]; __armed: boolean };
      w.__watch?.disconnect();
      w.__leaks = [];
      w.__armed = false;
      const check = () => {
        if (document.querySelector(armedSel!)) w.__armed = true;
        const leak = document.querySelector(secretSel!);
        if (w.__armed && leak) w.__leaks.push((leak.textContent ?? '').slice(0, 120));
      };
      w.__watch = new MutationObserver(check);
      w.__watch.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    [armed, secret],
  );
}

/** Stops recording; returns whether the armed state was reached and what leaked. */
async function stopWatch(page: Page): Promise<{ armed: boolean; leaks: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __watch?: MutationObserver; __leaks: string[]; __armed: boolean };
    w.__watch?.disconnect();
    return { armed: w.__armed, leaks: w.__leaks };
  });
}

/** `count` presses at the centre of `selector`'s element, `gap` ms apart: touch for doubles, mouse for triples. */
export async function multiTap(page: Page, selector: string, { count, gap }: Taps): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`no ${selector} to tap`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.waitForTimeout(gap);
    if (count === 2) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
  // the last press has had its time to act (a handoff's dwell is shorter)
  await page.waitForTimeout(700);
}

/**
 * Taps `closing` as `taps` says and checks that `secret` never showed after `armed`, neither in
 * the DOM (recorded as it changed) nor in the accessibility tree (read after the taps), where
 * `heading` is the private screen's heading text.
 */
export async function tapOn(
  page: Page,
  where: string,
  closing: string,
  taps: Taps,
  armed: string,
  secret: string,
  heading: RegExp,
): Promise<void> {
  await page.locator(closing).first().waitFor();
  await page.locator(`${closing}:not([disabled]):not([aria-disabled="true"])`).first().waitFor();
  await watch(page, armed, secret);
  await multiTap(page, closing, taps);
  const { armed: reached, leaks } = await stopWatch(page);
  const label = `${where}, ${taps.count} taps ${taps.gap} ms apart`;
  expect(reached, `${label}: the next screen came`).toBe(true);
  expect(leaks, `${label}: private content in the DOM`).toEqual([]);
  const aria = await page.locator('body').ariaSnapshot();
  expect(aria, `${label}: private content in the accessibility tree`).not.toMatch(heading);
}

/** The handoff opens with a fresh tap once its "I am" is armed (at once where nothing arms it). */
export async function confirmFresh(page: Page, secret: string): Promise<void> {
  const button = page.locator('.handoff .btn-primary:not([data-armed="false"])');
  await button.waitFor();
  const box = (await button.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator(secret).first().waitFor();
}

/** Rules-driven moves to reach a nugget pick quickly: the path card furthest right. */
export function towardsGold(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  const places = legal.filter((a) => a.type === 'place' && !a.card.startsWith('dead'));
  if (places.length) return places.sort((a, b) => (b as { x: number }).x - (a as { x: number }).x)[0]!;
  return placeFirst(state, seat);
}

/** The companion's role dealing: every way of tapping on "Got it", the last one onto the round. */
export async function companionRoles(page: Page, mode: string): Promise<void> {
  const secret = '[data-testid="sabc-private"]';
  const gotIt = '.sabc-role .bottom-bar .btn-primary';
  for (let k = 0; ; k++) {
    await page.locator('.handoff, .sabc-root[data-phase="play"]').first().waitFor();
    if (!(await page.locator('.handoff').count())) break;
    await confirmFresh(page, secret);
    const { state } = await trueState(page);
    const last = state.seen.filter((s) => !s).length === 1;
    if (!last) {
      await tapOn(
        page,
        `${mode} companion role ${k + 1}`,
        gotIt,
        TAPS[k % TAPS.length]!,
        '.handoff',
        secret,
        /Your role/,
      );
    } else {
      // the last role: taps onto the play screen must not end the round
      await tapOn(
        page,
        `${mode} companion last role`,
        gotIt,
        { count: 3, gap: 300 },
        '.sabc-root[data-phase="play"]',
        `${secret}, .sabc-root[data-phase="questions"]`,
        /Your role|Was the gold reached/,
      );
      break;
    }
  }
}

/**
 * A 3-seat Village Pillage game played by the easy bot (fixed seeds) up to the last plan of a
 * round whose reveal has a Bard draw and no market pause: put on the phone as its only saved
 * game (everybody a person) and opened. Returns the last plan, for its person to make.
 */
export async function openVpBeforeBardDraw(
  page: Page,
  names: string[],
): Promise<{ left: string; right: string }> {
  for (let seed = 1; seed < 200; seed++) {
    let s = vpRules.setup(vpRules.defaultConfig(3), seed) as VpState;
    const actions: VpAction[] = [];
    for (let k = 0; k < 800 && !vpRules.outcome(s); k++) {
      const seat = vpRules.actors(s)[0];
      const action = vpBots.easy.decide(s, seat!, createRng(deriveSeed(seed, k))) as VpAction;
      const next = vpRules.apply(s, action);
      const drew = next.lastLog.some((e) => e.kind === 'draw' && e.card);
      if (
        s.phase === 'plan' &&
        next.phase === 'plan' &&
        next.round === s.round + 1 &&
        drew &&
        action.type === 'plan' &&
        'left' in action
      ) {
        await page.goto(BASE + '/#/', { waitUntil: 'load' });
        await page.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
        const now = Date.now();
        const session = {
          version: 1,
          id: 'double-tap-bard',
          gameId: 'village-pillage',
          config: vpRules.defaultConfig(3),
          seed,
          actions,
          seats: names.map((name, colour) => ({ name, colour, who: 'person', where: 'this-phone' })),
          createdAt: now,
          updatedAt: now,
          finished: false,
        };
        await writeSavedSessions(page, [session as unknown as SavedSession]);
        await page.reload({ waitUntil: 'load' });
        await page.goto(BASE + '/#/play/double-tap-bard', { waitUntil: 'load' });
        await page.locator('.vp-screen').waitFor({ timeout: 60_000 });
        return { left: action.left, right: action.right };
      }
      s = next;
      actions.push(action);
    }
  }
  throw new Error('no bot game has a Bard draw in a round without a market pause');
}

/**
 * That game's last plan made as the bot made it, then its playback step by step up to the draw:
 * the drawer's "see your drawn card" is on the table's screen.
 */
export async function openVpAtBardPeek(page: Page, names: string[]): Promise<void> {
  const plan = await openVpBeforeBardDraw(page, names);
  await confirmFresh(page, '.vp-plan');
  for (const card of [plan.left, plan.right])
    await page.locator(`.vp-plan .vp-hand-card[data-card="${card}"]:not(.vp-picked)`).first().click();
  await submitPlan(page);
  const opener = page.getByRole('button', { name: /: see your drawn card$/ });
  for (let k = 0; k < 100 && !(await opener.count()); k++) {
    const next = page.getByRole('button', { name: 'Next', exact: true });
    if (await next.count()) await next.click({ timeout: 1000 }).catch(() => {});
    else await page.waitForTimeout(100);
  }
}

/**
 * The Deluxe companion's round end: gold reached by Boris, the doors answered so that a digger
 * team with somebody in it is paid (the deal is random), four thieves (the most there are; then
 * whoever got gold, some thief has somebody to rob), and "Reveal roles and pay" (its dialog next).
 */
export async function companionRoundEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Round over' }).click();
  await page.locator('fieldset[data-q="gold"]').getByRole('button', { name: 'Yes' }).click();
  await page.locator('fieldset[data-q="last"]').getByRole('button', { name: 'Boris' }).click();
  const { roles } = (await trueState(page)).state as unknown as { roles: Role[] };
  const pays = ([green, blue]: readonly [boolean, boolean]) =>
    doorRuleTeams(finderTeam(roles[1]!), green, blue).some((team) => roles.includes(`${team}-digger`));
  const choices = [
    [false, true],
    [true, false],
    [true, true],
  ] as const;
  const doors = choices.find(pays) ?? choices[0];
  for (const [q, free] of [
    ['free-of-green', doors[0]],
    ['free-of-blue', doors[1]],
  ] as const)
    await page
      .locator(`fieldset[data-q="${q}"]`)
      .getByRole('button', { name: free ? 'Yes' : 'No' })
      .click();
  for (const thief of ['Vera', 'Anna', 'Gleb', 'Dana'])
    await page.locator('fieldset[data-q="thefts"]').getByRole('button', { name: thief }).click();
  await page.getByRole('button', { name: 'Reveal roles and pay' }).click();
}

/** Saboteur Deluxe, 4 people: Anna has passed, and Boris holds Swap your hats. */
export function swapHatsGame(): GameSpec & { card: number } {
  const seats = ['Anna', 'Boris', 'Vera', 'Gleb'].map((name) => ({ name }));
  for (let seed = 1; ; seed++) {
    const base = { mode: 'deluxe' as const, seed, seats };
    const start = stateOf(base, []);
    const card = start.hands[1]!.indexOf('swap-hats');
    if (card < 0) continue;
    // a move made: the round is under way, so the roles count as seen (no role dealing first)
    return { ...base, actions: [passFirst(start, 0)], card };
  }
}

/** Rules-driven moves to a Deluxe round end with thieves: a Theft is always played on oneself. */
function towardsThefts(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  return legal.find((a) => a.type === 'play' && a.card === 'theft') ?? towardsGold(state, seat);
}

/**
 * Saboteur Deluxe, 5 people, at round 1's thefts with at least three thieves, each of whom has
 * somebody to rob even when everybody before declines.
 */
export function theftGame(): GameSpec {
  const seats = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dana'].map((name) => ({ name }));
  for (let seed = 1; seed < 100; seed++) {
    const base = { mode: 'deluxe' as const, seed, seats };
    let state = stateOf(base, []);
    const actions: Action[] = [];
    for (let i = 0; i < 2000 && state.phase === 'turn' && state.round === 1; i++) {
      const a = towardsThefts(state, rules.actors(state)[0]!);
      state = rules.apply(state, a) as State;
      actions.push(a);
    }
    const rich = state.gold.filter((g) => g > 0).length;
    if (state.phase === 'theft' && state.thieves.length >= 3 && rich >= 2) return { ...base, actions };
  }
  throw new Error('no seed reaches three thieves');
}
