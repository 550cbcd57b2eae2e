// Player history in the built app (issue 13 item 9): a short game played to the end is found in
// each player's history with its place and score table, from home and from the new-game
// roster; deleting the saved game keeps the result; a reload keeps it too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A Rolling Village game of two paper sheets: every roll, then each total typed in and confirmed. */
async function playPaperGame(page: Page, totals: Record<string, number>): Promise<void> {
  const names = Object.keys(totals);
  await page.goto(`${BASE}/#/new/rolling-village`);
  await page.waitForSelector('.seat-list > li');
  const rows = page.locator('.seat-list > li');
  while ((await rows.count()) > names.length)
    await page.locator('button[aria-label^="Remove seat"]').last().click();
  while ((await rows.count()) < names.length) await page.locator('.add-seat').click();
  for (let i = 0; i < names.length; i++) {
    await rows.nth(i).locator('input[type=text]').fill(names[i]!);
    await rows.nth(i).locator('select').selectOption('paper');
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.waitForSelector('[data-testid=rv-screen]');
  // one tap per roll until the paper sheets are asked for their totals (Rolling Village §12.2)
  for (let step = 0; step < 400 && !(await page.getByTestId('rv-totals').count()); step++) {
    const rollButton = page.locator('[data-testid=rv-roll]:not([disabled])');
    if (await rollButton.count()) await rollButton.click();
    await page.waitForTimeout(60);
  }
  await page.getByTestId('rv-totals').waitFor();
  for (let i = 0; i < names.length; i++) await page.locator(`#rv-total-${i}`).fill(String(totals[names[i]!]));
  await page.getByTestId('rv-confirm-totals').click();
  await page.locator('dialog[open] .btn-primary').click();
  await page.getByTestId('rv-results').waitFor();
}

describe('player history in the browser', () => {
  it('a finished game is in each player’s history (played, won, place, table), kept after the saved game is deleted', async () => {
    const context = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await playPaperGame(page, { Ann: 57, Boris: 31 });

    // from home
    await page.goto(`${BASE}/#/`);
    await page.getByRole('link', { name: 'Players and results' }).click();
    const ann = page.locator('.history-player', { hasText: 'Ann' });
    await ann.waitFor();
    expect(await ann.textContent()).toContain('1 played · 1 won');
    expect(await page.locator('.history-player', { hasText: 'Boris' }).textContent()).toContain(
      '1 played · 0 won',
    );
    await checkA11y(page, 'players list');

    await ann.click();
    const section = page.getByRole('region', { name: 'Rolling Village' });
    await section.waitFor();
    expect(await section.textContent()).toContain('Place 1 of 2');
    await section.locator('.history-result').click();
    // paper sheets: the app knows the totals, not the rounds
    const table = page.getByRole('table', { name: 'Places' });
    await table.waitFor();
    const totalsShown = await table.locator('tbody tr td.history-total').allTextContents();
    expect(totalsShown).toEqual(['57', '31']);
    expect(await page.getByText('This game has no per-round table.').count()).toBe(1);
    await checkA11y(page, 'a result table');

    // delete the saved game: the result stays
    await page.goto(`${BASE}/#/saved`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.locator('dialog[open] .btn-primary, dialog[open] .btn-danger').first().click();
    await page.getByText('No saved games').waitFor();
    await page.goto(`${BASE}/#/players`);
    await page.reload();
    // after a reload the roster's names show at once and their results as soon as they are read
    await expect
      .poll(() => page.locator('.history-player', { hasText: 'Ann' }).textContent(), { timeout: 10_000 })
      .toContain('1 played · 1 won');

    // from the roster of the new-game screen
    await page.goto(`${BASE}/#/new/saboteur/app`);
    await page.getByRole('link', { name: 'Players and results' }).click();
    await page.locator('.history-player').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
