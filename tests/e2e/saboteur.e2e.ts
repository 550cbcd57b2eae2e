// Saboteur in Chromium on a phone, driven through the screens like people at a table:
// - a classic 4-seat round (one person, three bots) from the role handoff to the payouts;
// - a Deluxe game of two people, checking that one seat's private screen is never shown to
//   the other (every private screen comes right after that seat's own handoff);
// - a reload in the middle of a turn reopens at the handoff, not at the hand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';

async function newGame(page: Page, opts: { mode: 'classic' | 'deluxe'; kinds: string[] }) {
  await page.goto(BASE + '/#/new/saboteur/app', { waitUntil: 'load' });
  await page.getByRole('button', { name: /Add seat/ }).waitFor();
  await page
    .getByRole('radio', { name: opts.mode === 'deluxe' ? 'Deluxe (2–12)' : 'Classic (3–10)' })
    .check();
  const rows = () => page.locator('select[aria-label^="Who plays seat"]');
  while ((await rows().count()) < opts.kinds.length)
    await page.getByRole('button', { name: /Add seat/ }).click();
  while ((await rows().count()) > opts.kinds.length)
    await page.getByRole('button', { name: `Remove seat ${await rows().count()}` }).click();
  for (let i = 0; i < opts.kinds.length; i++) await rows().nth(i).selectOption(opts.kinds[i]!);
  await page.getByRole('button', { name: /^Start/ }).click();
  await page.locator('.sab-root').waitFor();
}

const stage = (page: Page) => page.locator('.sab-root').getAttribute('data-stage');
const viewer = (page: Page) => page.locator('.sab-root').getAttribute('data-viewer');

/** Seat names by index from the seats strip of the table. */
async function seatNames(page: Page): Promise<string[]> {
  return (await page.locator('.sab-seat-name').allTextContents()).map((s) =>
    s.replace('▶', '').replace(/·.*$/, '').trim(),
  );
}

/** Pass the turn: classic discards one card, Deluxe discards the first one to three cards. */
async function passTurn(page: Page, deluxe: boolean, count = 1) {
  if (deluxe) {
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    const cards = page.locator('.sab-hand .sab-hand-card');
    const n = Math.min(count, await cards.count());
    for (let i = 0; i < n; i++) await cards.nth(i).click();
    await page.locator('.sab-actions .btn-primary').click();
  } else {
    await page.locator('.sab-hand .sab-hand-card').first().click();
    await page.getByRole('button', { name: 'Discard and pass' }).click();
  }
  await page.locator('dialog[open] .btn-primary').click();
}

describe('Saboteur in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('classic, one person and three bots: role handoff, legal spots, a placement, bots, then the round summary with payouts', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await newGame(page, { mode: 'classic', kinds: ['person', 'easy', 'easy', 'strong'] });
    // the round begins with the person's role; the only person at the table needs no handoff
    await page.locator('.sab-role-big').waitFor();
    expect(await page.locator('.handoff').count()).toBe(0);
    await checkA11y(page, 'saboteur role reveal');
    await page.locator('.bottom-bar .btn-primary').click();
    let placed = false;
    let turns = 0;
    for (let guard = 0; guard < 400; guard++) {
      const st = await stage(page);
      if (st === 'summary') break;
      if (await page.locator('.handoff').count()) {
        await page.locator('.handoff .btn-primary').click();
        continue;
      }
      if (st === 'turn') {
        turns++;
        if (!placed) {
          // choose each card until a path card shows its legal spots, then place it
          const cards = page.locator('.sab-hand .sab-hand-card');
          for (let i = 0; i < (await cards.count()) && !placed; i++) {
            await cards.nth(i).click();
            const spots = page.locator('.sab-spot-legal');
            if ((await spots.count()) === 0) continue;
            await spots.first().click();
            const before = await page.locator('.sab-maze-svg .sab-card').count();
            await page.getByRole('button', { name: 'Place here' }).click();
            await page.locator('.handoff, [data-stage="wait"]').first().waitFor();
            expect(await page.locator('.sab-maze-svg .sab-card').count()).toBeGreaterThanOrEqual(before);
            placed = true;
          }
          if (placed) continue;
          await page.locator('.sab-hand .sab-hand-card.sab-on').click(); // unselect
        }
        await passTurn(page, false);
        continue;
      }
      if (st === 'pick') {
        await page.locator('.bottom-bar .btn-primary').first().click();
        continue;
      }
      await page.waitForTimeout(150);
    }
    expect(await stage(page)).toBe('summary');
    expect(turns).toBeGreaterThan(3);
    // round end: why, every role, payouts line by line
    await page.getByRole('heading', { name: 'Round 1 is over' }).waitFor();
    expect(await page.locator('.sab-role-list li').count()).toBe(4);
    expect(await page.locator('.sab-payouts li').count()).toBe(4);
    await checkA11y(page, 'saboteur round summary');
    await page.getByRole('button', { name: 'Start round 2' }).click();
    // round 2 opens at the person's new role, straight away (nobody else to hide it from)
    await page.locator('.sab-role-big').waitFor();
    expect(await page.locator('.handoff').count()).toBe(0);
    await context.close();
  }, 300_000);

  it('Deluxe with two people: no private screen of one seat is ever shown to the other', async () => {
    const context = await newPhone(browser, { locale: 'en-US', colorScheme: 'dark' });
    const page = await context.newPage();
    await newGame(page, { mode: 'deluxe', kinds: ['person', 'person'] });
    await page.locator('.handoff').waitFor();
    const names = await seatNames(page);
    expect(names).toHaveLength(2);
    let holder: number | null = null;
    let privateScreens = 0;
    let summaries = 0;
    let results = 0;
    let checkedA11y = false;
    for (let guard = 0; guard < 1500 && summaries < 1; guard++) {
      const st = await stage(page);
      const v = await viewer(page);
      if (await page.locator('.handoff').count()) {
        // nothing private behind a handoff
        expect(v).toBe('table');
        expect(await page.locator('.sab-hand, .sab-role-big, .sab-role-panel').count()).toBe(0);
        const who = (await page.locator('#handoff-title').textContent())!.trim();
        holder = names.findIndex((n) => who.endsWith(n));
        expect(holder).toBeGreaterThanOrEqual(0);
        await page.locator('.handoff .btn-primary').click();
        continue;
      }
      if (v !== 'table') {
        // a private screen is only ever that of the person who confirmed the last handoff
        expect(Number(v)).toBe(holder);
        privateScreens++;
      }
      if (st === 'role') {
        await page.locator('.bottom-bar .btn-primary').click();
        // the next person must get a handoff, never this screen's successor directly
        continue;
      }
      if (st === 'turn') {
        if (!checkedA11y) {
          await checkA11y(page, 'saboteur Deluxe turn (dark)');
          checkedA11y = true;
        }
        // the role stays one tap away during the turn
        await page.getByRole('button', { name: 'My role' }).click();
        await page.locator('.sab-role-panel').waitFor();
        await page.getByRole('button', { name: 'Hide my role' }).click();
        // play a card with a private result on the other seat when there is one
        const hand = await page.locator('.sab-hand .sab-hand-name').allTextContents();
        const i = hand.findIndex((n) => /^(Map|Inspection|Swap your hats|Swap your hand)$/.test(n));
        if (i >= 0) {
          await page.locator('.sab-hand .sab-hand-card').nth(i).click();
          const other = names[1 - (holder ?? 0)];
          const seatBtn = page.locator('.sab-targets').getByRole('button', { name: `Play on ${other}` });
          if (await seatBtn.count()) await seatBtn.click();
          else await page.locator('.sab-goal-choices .btn').first().click();
          await page.locator('.sab-actions .btn-primary').click();
          continue;
        }
        await passTurn(page, true, 3);
        continue;
      }
      if (st === 'private') {
        results++;
        await page.locator('.bottom-bar .btn-primary').click();
        continue;
      }
      if (st === 'theft') {
        await page.locator('.bottom-bar .btn').first().click();
        continue;
      }
      if (st === 'summary') {
        summaries++;
        break;
      }
      await page.waitForTimeout(100);
    }
    expect(summaries).toBe(1);
    expect(privateScreens).toBeGreaterThan(4);
    // Map, Inspection, Swap your hats and Swap your hand results were shown, each to its own seat
    expect(results).toBeGreaterThan(0);
    // Deluxe payouts are explained line by line with the rule that gave them
    expect(await page.locator('.sab-payouts li').count()).toBe(2);
    await context.close();
  }, 300_000);

  it('a reload in the middle of a turn reopens at that seat’s handoff, never at its hand', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await newGame(page, { mode: 'classic', kinds: ['person', 'person', 'person'] });
    for (let i = 0; i < 3; i++) {
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-role-big').waitFor();
      await page.locator('.bottom-bar .btn-primary').click();
    }
    // Player 1 passes; Player 2 unlocks the turn, chooses a card, then the page reloads
    await page.locator('.handoff .btn-primary').click();
    await passTurn(page, false);
    await page.getByRole('button', { name: 'I am Player 2' }).click();
    await page.locator('.sab-hand').waitFor();
    const cards = await page.locator('.sab-hand .sab-hand-card').count();
    await page.locator('.sab-hand .sab-hand-card').first().click();
    await page.reload({ waitUntil: 'load' });
    // back at Player 2's handoff: nothing private in the page
    await page.getByRole('button', { name: 'I am Player 2' }).waitFor();
    expect(await viewer(page)).toBe('table');
    expect(await page.locator('.sab-hand, .sab-role-big').count()).toBe(0);
    // play had begun, so no role screens again: straight into the same turn, nothing selected
    await page.getByRole('button', { name: 'I am Player 2' }).click();
    expect(await stage(page)).toBe('turn');
    expect(await page.locator('.sab-hand .sab-hand-card').count()).toBe(cards);
    expect(await page.locator('.sab-hand .sab-hand-card.sab-on').count()).toBe(0);
    await checkA11y(page, 'saboteur turn');
    await context.close();
  }, 120_000);
});
