// Saboteur companion browser tests (issue 22, companion §2): driving the screens on one phone,
// and the privacy walk at every role handoff (DOM, accessibility tree, storage), as for the full
// game. The true state comes from the phone's saved game replayed in node with `companion`.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  companion,
  type CompanionAction,
  type CompanionState,
  type Role,
} from '../../src/games/saboteur/rules';
import { replay } from '../../src/kit/session';
import { BASE } from './browser';
import { assertNoPrivateText, readSavedSessions } from './privacy';

export const ROLE_EN: Record<Role, string> = {
  'gold-digger': 'Gold-digger',
  saboteur: 'Saboteur',
  'green-digger': 'Green gold-digger',
  'blue-digger': 'Blue gold-digger',
  boss: 'Boss',
  profiteer: 'Profiteer',
  geologist: 'Geologist',
};
/** the role's goal line: words only its role screen shows */
export const GOAL_EN: Record<Role, string> = {
  'gold-digger': 'Dig a tunnel from the start to the gold.',
  saboteur: 'Stop the tunnel from reaching the gold before the cards run out.',
  'green-digger': 'Reach the gold by a route with no blue door.',
  'blue-digger': 'Reach the gold by a route with no green door.',
  boss: 'You win whenever the green or the blue team wins (one gold less).',
  profiteer: 'You always win, but get two gold less than the winners.',
  geologist: 'Collect crystals: you share the crystals on the maze with the other geologist.',
};

export async function newCompanionGame(
  page: Page,
  names: string[],
  mode: 'classic' | 'deluxe',
): Promise<void> {
  await page.goto(BASE + '/#/new/saboteur/companion', { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  await page.getByRole('radio', { name: mode === 'deluxe' ? 'Deluxe (2–12)' : 'Classic (3–10)' }).check();
  while ((await page.locator('.seat-list > li').count()) < names.length)
    await page.locator('.add-seat').click();
  while ((await page.locator('.seat-list > li').count()) > names.length)
    await page.locator('.seat-list > li').last().getByRole('button').last().click();
  for (let i = 0; i < names.length; i++)
    await page.locator('.seat-list > li').nth(i).locator('input[type=text]').fill(names[i]!);
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.sabc-root').waitFor();
}

/** The phone's saved game replayed with the companion rules: the true state. */
export async function trueState(page: Page): Promise<{ state: CompanionState; actions: CompanionAction[] }> {
  const [s] = await readSavedSessions(page);
  if (!s) throw new Error('no saved game on this phone');
  const actions = s.actions as unknown as CompanionAction[];
  return { state: replay(companion, s.config, s.seed, actions) as CompanionState, actions };
}

/** Waits until the saved game has `count` actions. */
export async function savedCount(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => (await readSavedSessions(page))[0]?.actions.length, { timeout: 15_000 })
    .toBe(count);
}

/** Storage holds no role: the saved game is its config, seed and actions (companion §2.2). */
export async function storageHasNoRole(page: Page): Promise<void> {
  const saved = JSON.stringify(await readSavedSessions(page));
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const id of ['gold-digger', 'green-digger', 'blue-digger', 'profiteer', 'geologist', '"role"', 'boss'])
    expect(saved + local, `storage names ${id}`).not.toContain(id);
}

/**
 * The privacy walk at a handoff (companion §2.2): nothing of any role is in the DOM or the
 * accessibility tree, and storage holds no role.
 */
export async function walkHandoff(page: Page, state: CompanionState, where: string): Promise<void> {
  expect(await page.getByTestId('sabc-private').count()).toBe(0);
  const goals = [...new Set(state.roles.concat(state.leftoverRoles))].map((r) => GOAL_EN[r]);
  await assertNoPrivateText(page, goals, `handoff ${where}`);
  expect(await page.locator('.sab-role').count()).toBe(0);
  await storageHasNoRole(page);
}

/** On a seat's private screen: no other seat's different role. */
export async function walkPrivate(
  page: Page,
  state: CompanionState,
  seat: number,
  where: string,
): Promise<void> {
  const mine = state.roles[seat];
  const others = state.roles.filter((r, i) => i !== seat && r !== mine).map((r) => GOAL_EN[r]);
  await assertNoPrivateText(page, others, `private ${where}`);
}

/**
 * Every person looks at their role (one phone): a handoff each, the privacy walk before and on
 * it, the same minimum time for each. Returns the roles seen, by seat.
 */
export async function seeRoles(page: Page, names: string[]): Promise<void> {
  for (;;) {
    const handoff = page.getByRole('button', { name: /^I am / });
    const play = page.getByRole('heading', { name: 'Play the round on the table' });
    await handoff.or(play).first().waitFor();
    if (!(await handoff.count())) return;
    const who = ((await handoff.textContent()) ?? '').replace(/^I am /, '').trim();
    const seat = names.indexOf(who);
    const { state, actions } = await trueState(page);
    await walkHandoff(page, state, `role ${who}`);
    await handoff.click();
    await page.getByTestId('sabc-private').waitFor();
    await expect
      .poll(() => page.getByTestId('sabc-private').textContent())
      .toContain(GOAL_EN[state.roles[seat]!]);
    await walkPrivate(page, state, seat, `role ${who}`);
    await page.getByRole('button', { name: 'Got it' }).click({ timeout: 5000 });
    await savedCount(page, actions.length + 1);
  }
}

/** A handoff, then the private screen's "Done"; the privacy walk on both. */
export async function privateStep(page: Page, name: string, seat: number, where: string): Promise<string> {
  const { state } = await trueState(page);
  await page.getByRole('button', { name: `I am ${name}` }).waitFor();
  await walkHandoff(page, state, where);
  await page.getByRole('button', { name: `I am ${name}` }).click();
  const priv = page.getByTestId('sabc-private');
  await priv.waitFor();
  const text = (await priv.textContent()) ?? '';
  await walkPrivate(page, state, seat, where);
  await page.locator('.sabc-role .bottom-bar .btn-primary:not([disabled])').click({ timeout: 5000 });
  return text;
}

/** Nothing wider than the screen: every button fits its width and is at least 44 px tall. */
export async function fits(page: Page, width: number): Promise<void> {
  const bad = await page.locator('button:visible').evaluateAll(
    (els, w) =>
      els
        .map((e) => ({ r: e.getBoundingClientRect(), t: e.textContent }))
        .filter(({ r }) => r.right > w + 1 || r.height < 44)
        .map(({ r, t }) => `${t}: ${r.left},${r.right},${r.height}`),
    width,
  );
  expect(bad).toEqual([]);
}
