// Pieces of the first-game browser walks (issue 34): starting a Village Pillage first game,
// walking it lesson by lesson, and the checks a Saboteur walk makes at each handoff and lesson.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BASE, checkA11y } from './browser';
import { submitPlan } from './vp-plan';

export type Seat = [name: string, plays: string];

export async function newFirstGame(page: Page, seats: Seat[]): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  while ((await page.locator('.seat-list > li').count()) < seats.length)
    await page.locator('.add-seat').click();
  for (let i = 0; i < seats.length; i++) {
    const row = page.locator('.seat-list > li').nth(i);
    await row.locator('input[type=text]').fill(seats[i]![0]);
    await row.locator('select').first().selectOption(seats[i]![1]);
  }
  await page.locator('input[name=first-game]').check();
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.vp-screen').waitFor();
}

export interface Taught {
  /** the seat's name on a seat's own screen, or 'table' */
  to: string;
  id: string;
  text: string;
}

/**
 * Plays on (first cards, first market card, skipping playbacks) until the end or `rounds` rounds
 * are resolved, closing each lesson with "Got it" and noting whom it was for. At every handoff,
 * checks that no lesson is in the DOM or the accessibility tree.
 */
export async function walk(page: Page, rounds: number, gotIt: string, a11y = false): Promise<Taught[]> {
  const taught: Taught[] = [];
  let checked = !a11y;
  let handoffs = 0;
  for (let step = 0; step < 1500; step++) {
    const round = Number(
      (await page.locator('.vp-screen').textContent())?.match(/(?:Round|Раунд) (\d+)/)?.[1] ?? 1,
    );
    if (round > rounds) break;
    if (await page.locator('.handoff').count()) {
      handoffs++;
      expect(await page.locator('.lesson').count()).toBe(0);
      expect(await page.locator('body').ariaSnapshot()).not.toMatch(/First game|Первая игра/);
      await page.locator('.handoff .btn-primary').click();
      await page.waitForTimeout(150);
      continue;
    }
    const lesson = page.locator('.lesson');
    if (await lesson.count()) {
      expect(await lesson.count()).toBe(1);
      const id = (await lesson.getAttribute('data-lesson'))!;
      const head = (await lesson.locator('.lesson-head').textContent())!;
      const own = page.locator('.vp-plan-title > span, #vp-buy-title > span').last();
      // a seat's lesson names the person whose screen it is on; the shared screen's names nobody
      const to = (await own.count()) ? (await own.textContent())!.split(':')[0]!.trim() : 'table';
      if (to === 'table') expect(head).not.toContain('·');
      else expect(head).toContain(`· ${to}`);
      taught.push({ to, id, text: (await lesson.locator('.lesson-text').textContent())! });
      if (!checked) {
        await checkA11y(page, `first game lesson ${id}`);
        checked = true;
      }
      await lesson.getByRole('button', { name: gotIt }).click();
      continue;
    }
    if (await page.locator('.vp-end').count()) break;
    if (await page.locator('.vp-plan').count()) {
      const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
      const slots = await page.locator('.vp-slot').count();
      for (let k = 0; k < slots; k++) await cards.nth(k).click();
      await submitPlan(page);
    } else if (await page.locator('.vp-buy').count()) {
      await page.locator('.vp-buy .vp-hand-card').first().click();
      await page.locator('.vp-buy .bottom-bar .btn-primary').click();
    } else if (await page.locator('.vp-playback').count()) {
      const skip = page.locator('.vp-pb-controls .vp-icon-btn').last();
      const cont = page.locator('.vp-playback .btn-big');
      if (await cont.count()) await cont.click({ timeout: 1000 }).catch(() => {});
      else if (await skip.count()) await skip.click({ timeout: 1000 }).catch(() => {});
    } else await page.waitForTimeout(100);
  }
  expect(handoffs).toBeGreaterThan(0);
  return taught;
}

/** The name on the handoff's "I am …" / «Я — …» button: whose screen comes next. */
export async function handoffFor(page: Page, names: string[]): Promise<string> {
  const text = (await page.locator('.handoff .btn-primary').textContent()) ?? '';
  const who = names.find((n) => text.replace(/^(I am|Я —)\s*/, '').trim() === n);
  expect(who, `handoff "${text}"`).toBeDefined();
  return who!;
}

/** The role the big role badge on screen shows (`sab-role-<role>`), or null. */
export async function roleOnScreen(page: Page): Promise<string | null> {
  const badge = page.locator('.sab-role-big');
  if (!(await badge.count())) return null;
  const cls = (await badge.first().getAttribute('class')) ?? '';
  return (
    cls
      .split(' ')
      .find((c) => c.startsWith('sab-role-') && c !== 'sab-role-big')
      ?.slice(9) ?? null
  );
}

/**
 * Waits two frames: a private screen's lesson comes one render after the screen (once the screen
 * has said it is private), so a walk looks for it only after that render, never acts before it.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** No lesson in the DOM or the accessibility tree while a handoff is up (issue 34: privacy). */
export async function nothingBehindHandoff(page: Page): Promise<void> {
  expect(await page.locator('.lesson').count()).toBe(0);
  expect(await page.locator('body').ariaSnapshot()).not.toMatch(/First game|Первая игра/);
}

export const once = (taught: Taught[]) => taught.map((t) => `${t.to}:${t.id}`);

/**
 * A new Saboteur first game: `mode` ('app' or 'companion'), the edition's radio (`edition`, a
 * label pattern), the seats in order (a companion's are all people: no kind to choose).
 */
export async function newSaboteurFirstGame(
  page: Page,
  mode: 'app' | 'companion',
  edition: RegExp,
  seats: Seat[],
): Promise<void> {
  await page.goto(`${BASE}/#/new/saboteur/${mode}`, { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  await page.getByRole('radio', { name: edition }).check();
  const rows = () => page.locator('.seat-list > li');
  while ((await rows().count()) < seats.length) await page.locator('.add-seat').click();
  while ((await rows().count()) > seats.length) await rows().last().getByRole('button').last().click();
  for (const [i, [name, plays]] of seats.entries()) {
    await rows().nth(i).locator('input[type=text]').fill(name);
    if (mode === 'app') await rows().nth(i).locator('select').first().selectOption(plays);
  }
  await page.locator('input[name=first-game]').check();
  await page.locator('.bottom-bar .btn-primary').last().click();
  await page.locator(mode === 'app' ? '.sab-root' : '.sabc-root').waitFor();
}
