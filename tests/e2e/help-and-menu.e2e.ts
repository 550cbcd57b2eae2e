// Help on every card and a way out of every screen (issue 13 items 4 and 5), in Chromium:
// Village Pillage's hand cards (long press) and market cards (tap) open their help; the menu's
// Rules closes back to the plan with the pick kept; the menu's Home from a private plan keeps
// the game, and Continue reopens it at the handoff, not at the plan. Saboteur's role card opens
// its help.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';

async function newVpGame(page: Page): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  const seats = [
    ['Anna', 'person'],
    ['Boris', 'person'],
    ['Vera', 'easy'],
  ];
  while ((await page.locator('.seat-list > li').count()) < seats.length)
    await page.locator('.add-seat').click();
  while ((await page.locator('.seat-list > li').count()) > seats.length)
    await page.locator('.seat-list > li').last().getByRole('button').last().click();
  for (let i = 0; i < seats.length; i++) {
    const row = page.locator('.seat-list > li').nth(i);
    await row.locator('input[type=text]').fill(seats[i]![0]!);
    await row.locator('select').selectOption(seats[i]![1]!);
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.handoff').waitFor();
}

async function longPress(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  await page.mouse.down();
  await page.waitForTimeout(800);
  await page.mouse.up();
}

describe('card help and the game menu in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Village Pillage: hand and market cards open their help; Rules keeps the pick; Home from the plan keeps the game and Continue reopens at the handoff', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await newVpGame(page);
    // the handoff has a way out too
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.vp-plan').waitFor();

    await page.locator('.vp-plan .vp-hand-card').first().click();
    const picked = await page.locator('.vp-slot [data-card]').first().getAttribute('data-card');
    await longPress(page, '.vp-plan .vp-hand-card >> nth=1');
    const help = page.getByRole('dialog');
    await help.waitFor();
    expect(await help.textContent()).toMatch(/against/i);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // the long press picked nothing
    expect(await page.locator('.vp-slot [data-card]').count()).toBe(1);

    await page.locator('.vp-neighbours-market .vp-help-btn').first().click();
    expect(await page.getByRole('dialog').locator('h2').textContent()).toBeTruthy();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Rules' }).click();
    await page.getByRole('dialog', { name: /Rules:/ }).waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    expect(await page.locator('.vp-slot [data-card]').first().getAttribute('data-card')).toBe(picked);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Home' }).click();
    await page.locator('.continue-link').first().click();
    await page.locator('.vp-screen').waitFor();
    expect(await page.locator('.handoff').count()).toBe(1);
    expect(await page.locator('.vp-plan').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Saboteur: the role card opens its help (what the role wins)', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(BASE + '/#/new/saboteur/app', { waitUntil: 'load' });
    await page.getByRole('radio', { name: /Deluxe/ }).check();
    const rows = page.locator('.seat-list select');
    await rows.first().waitFor();
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i < 2 ? 'person' : 'easy');
    await page.locator('.bottom-bar .btn-primary').click();
    await page.locator('.handoff').waitFor();
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.sab-role-help').click();
    expect(await page.getByRole('dialog').textContent()).toMatch(/wins|winner/i);
    await context.close();
  });
});
