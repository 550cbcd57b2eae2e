// A first game that teaches (issue 34), in the built app at 360×640: Village Pillage with two
// people and a bot. Each lesson comes to the right person (a seat's on that seat's own screen,
// after its handoff; the table's on the shared screen), once; none is in the DOM or the
// accessibility tree while a handoff is up. A second first game with one returning player
// teaches only the new one. In English and in Russian; and Saboteur's roles and turns, each on
// its own person's screen after the handoff.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE, checkA11y, launch, newPhone } from './browser';
import { submitPlan } from './vp-plan';

type Seat = [name: string, plays: string];

async function newFirstGame(page: Page, seats: Seat[]): Promise<void> {
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

interface Taught {
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
async function walk(page: Page, rounds: number, gotIt: string, a11y = false): Promise<Taught[]> {
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

const once = (taught: Taught[]) => taught.map((t) => `${t.to}:${t.id}`);

describe('issue 34: a first game that teaches, in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, gotIt, locale] of [
    ['en', 'Got it', 'en-US'],
    ['ru', 'Понятно', 'ru-RU'],
  ] as const) {
    it(`issue 34 (${lang}): each lesson once, to the right person, never behind a handoff; a second first game teaches only the new friend`, async () => {
      const context = await newPhone(browser, { locale, width: 360, height: 640 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await newFirstGame(page, [
        ['Anna', 'person'],
        ['Boris', 'person'],
        ['Carl', 'easy'],
      ]);
      const first = await walk(page, 3, gotIt, lang === 'en');
      const keys = once(first);
      expect(new Set(keys).size).toBe(keys.length);
      // both people get the plan's lesson on their own first plan screen; the bot gets nothing
      expect(keys).toEqual(
        expect.arrayContaining(['Anna:plan-neighbours', 'Boris:plan-neighbours', 'table:reveal']),
      );
      expect(first.some((t) => t.to === 'Carl')).toBe(false);
      // the words use the view's facts: Anna's neighbours by name
      const plan = first.find((t) => t.to === 'Anna' && t.id === 'plan-neighbours')!.text;
      expect(plan).toContain('Carl');
      expect(plan).toContain('Boris');
      if (lang === 'ru') expect(plan).toMatch(/Положите по карте/);

      // a second first game: Anna again, Dana new; Anna's lessons are not repeated
      await newFirstGame(page, [
        ['Anna', 'person'],
        ['Dana', 'person'],
        ['Carl', 'easy'],
      ]);
      const second = await walk(page, 2, gotIt);
      const again = new Set(first.map((t) => t.id));
      expect(second.filter((t) => t.to === 'Anna')).toEqual([]);
      expect(once(second)).toEqual(expect.arrayContaining(['Dana:plan-neighbours']));
      // the shared screen teaches again for Dana's sake, each lesson once
      expect(new Set(once(second)).size).toBe(second.length);
      expect(second.some((t) => t.to === 'table' && again.has(t.id))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('issue 34 (Saboteur, en): each person’s role is taught on their own role screen after the handoff, the turn on their own turn', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE + '/#/new/saboteur/app', { waitUntil: 'load' });
    await page.locator('.seat-list > li').first().waitFor();
    await page.getByRole('radio', { name: 'Classic (3–10)' }).check();
    const rows = () => page.locator('.seat-list > li');
    while ((await rows().count()) < 4) await page.locator('.add-seat').click();
    while ((await rows().count()) > 4) await rows().last().getByRole('button').last().click();
    const seats: Seat[] = [
      ['Anna', 'person'],
      ['Boris', 'person'],
      ['Carl', 'easy'],
      ['Dana', 'easy'],
    ];
    for (let i = 0; i < seats.length; i++) {
      await rows().nth(i).locator('input[type=text]').fill(seats[i]![0]);
      await rows().nth(i).locator('select').first().selectOption(seats[i]![1]);
    }
    await page.locator('input[name=first-game]').check();
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.locator('.sab-root').waitFor();
    const taught: string[] = [];
    for (let step = 0; step < 200 && taught.filter((t) => t.includes('turn-options')).length < 2; step++) {
      if (await page.locator('.handoff').count()) {
        expect(await page.locator('.lesson').count()).toBe(0);
        expect(await page.locator('body').ariaSnapshot()).not.toMatch(/First game/);
        await page.locator('.handoff .btn-primary').click();
        await page.waitForTimeout(150);
        continue;
      }
      const lesson = page.locator('.lesson');
      if (await lesson.count()) {
        const viewer = await page.locator('.sab-root').getAttribute('data-viewer');
        const who = seats[Number(viewer)]?.[0];
        const head = (await lesson.locator('.lesson-head').textContent())!;
        // a seat's lesson only on that seat's own screen, naming that person
        expect(who).toBeDefined();
        expect(head).toContain(`· ${who}`);
        taught.push(`${who}:${await lesson.getAttribute('data-lesson')}`);
        await lesson.getByRole('button', { name: 'Got it' }).click();
        continue;
      }
      const stage = await page.locator('.sab-root').getAttribute('data-stage');
      if (stage === 'turn' && (await page.locator('.sab-hand .sab-hand-card').count())) {
        await page.locator('.sab-hand .sab-hand-card').first().click();
        await page.getByRole('button', { name: 'Discard and pass' }).click();
        await page.locator('dialog[open] .btn-primary').click();
        continue;
      }
      const done = page.locator('.sab-private .btn-primary, .bottom-bar .btn-primary');
      if (await done.count())
        await done
          .first()
          .click({ timeout: 1000 })
          .catch(() => {});
      else await page.waitForTimeout(100);
    }
    // both people learn their own role's aim and their turn; nothing repeats
    expect(taught.filter((t) => t.startsWith('Anna:role-'))).toHaveLength(1);
    expect(taught.filter((t) => t.startsWith('Boris:role-'))).toHaveLength(1);
    expect(taught).toEqual(expect.arrayContaining(['Anna:turn-options', 'Boris:turn-options']));
    expect(new Set(taught).size).toBe(taught.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 34 (Rolling Village, ru): the dice are taught to the table, each sheet’s lessons to its own player, once', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE + '/#/new/rolling-village/app', { waitUntil: 'load' });
    await page.locator('.seat-list > li').first().waitFor();
    const rows = () => page.locator('.seat-list > li');
    while ((await rows().count()) > 2) await rows().last().getByRole('button').last().click();
    for (const [i, n] of ['Anna', 'Boris'].entries()) await rows().nth(i).locator('input[type=text]').fill(n);
    await page.locator('input[name=first-game]').check();
    await page.locator('.bottom-bar .btn-primary').last().click();
    await page.locator('[data-testid=rv-screen]').waitFor();
    const taught: string[] = [];
    const round = async () => (await page.locator('[data-testid=rv-round]').textContent()) ?? '';
    for (let step = 0; step < 300 && !/Раунд 2/.test(await round()); step++) {
      const lesson = page.locator('.lesson');
      if (await lesson.count()) {
        const head = (await lesson.locator('.lesson-head').textContent())!;
        const id = (await lesson.getAttribute('data-lesson'))!;
        const sheet = page.locator('[data-testid=rv-sheet-panel]');
        const owner = (await sheet.count())
          ? (await sheet.getAttribute('aria-label'))!.replace(/^.*: /, '')
          : null;
        // a sheet's lesson names the sheet's player; the table's names nobody
        const to = head.includes('·') ? owner : 'table';
        if (to !== 'table') expect(head).toContain(`· ${owner}`);
        taught.push(`${to}:${id}`);
        await lesson.getByRole('button', { name: 'Понятно' }).click();
        continue;
      }
      const q = page.locator('dialog.rv-type-question[open] button:not(.btn-link)');
      if (await q.count()) {
        await q.first().click();
        continue;
      }
      const roll = page.locator('[data-testid=rv-roll]');
      if ((await roll.count()) && (await roll.isEnabled())) {
        await roll.click();
        await page.waitForTimeout(700);
        continue;
      }
      const cell = page.locator('.rv-cell:not([disabled])');
      if (await cell.count()) {
        await cell.first().click();
        continue;
      }
      const avenue = page.locator('.rv-avenues .btn-primary');
      if (await avenue.count()) {
        await avenue.first().click();
        continue;
      }
      const done = page.locator('[data-testid=rv-done]');
      if ((await done.count()) && (await done.isEnabled())) {
        await done.click();
        continue;
      }
      const next = page.locator('[data-testid=rv-next-sheet]');
      if (await next.count()) await next.click();
      else await page.waitForTimeout(100);
    }
    expect(taught).toEqual(expect.arrayContaining(['table:one-roll', 'Anna:setup', 'Boris:setup']));
    expect(new Set(taught).size).toBe(taught.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 34 (companions, en): Village Pillage beside the box starts with the set-up walkthrough on the shared screen', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    await page.goto(BASE + '/#/new/village-pillage/companion', { waitUntil: 'load' });
    await page.locator('.seat-list > li').first().waitFor();
    await page.locator('input[name=first-game]').check();
    await page.locator('.bottom-bar .btn-primary').last().click();
    const lesson = page.locator('.lesson[data-lesson="box-setup"]');
    await lesson.waitFor();
    expect(await lesson.textContent()).toMatch(/each of the 3 players takes the four starting cards/);
    await lesson.getByRole('button', { name: 'I know this' }).click();
    expect(await page.locator('.lesson').count()).toBe(0);
    await context.close();
  });
});
