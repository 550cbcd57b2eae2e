// A Village Pillage duel (Anna and Boris on one phone) in browser tests: started, planned, and
// its number of moves as the saved-games list shows it (moving a game, importing an older copy).
import type { Page } from 'playwright-core';
import { BASE } from './browser';
import { submitPlan } from './vp-plan';

export async function newDuel(page: Page): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
  const rows = page.locator('.seat-list > li');
  await rows.first().waitFor();
  while ((await rows.count()) > 2) await rows.last().getByRole('button').last().click();
  const names = ['Anna', 'Boris'];
  for (let i = 0; i < 2; i++) {
    await rows.nth(i).locator('input[type=text]').fill(names[i]!);
    await rows.nth(i).locator('select').selectOption('person');
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.vp-screen').waitFor();
}

/** The plan screen's first cards, then Done (and its confirmation, where there is one). */
export async function planFirst(page: Page): Promise<void> {
  const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
  const slots = await page.locator('.vp-slot').count();
  for (let k = 0; k < slots; k++) await cards.nth(k).click();
  await submitPlan(page);
}

/** The saved game's number of moves, as the saved-games list shows it. */
export async function movesShown(page: Page): Promise<string> {
  await page.goto(`${BASE}/#/saved`);
  const item = page.locator('.saved-item').first();
  await item.waitFor();
  return ((await item.textContent()) ?? '').match(/\d+ moves?/)?.[0] ?? '';
}
