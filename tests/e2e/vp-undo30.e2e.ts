// Issue 30: on one phone, Anna's plan taken back from Boris's handoff («Anna: take back my move»,
// issue 23 item 10) comes back with both of her picks in their slots, not cleared.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';

describe('issue 30: Village Pillage undo before the handoff', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('issue 30: the plan taken back from the next handoff restores both picks', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
    const rows = page.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) < 3) await page.locator('.add-seat').click();
    while ((await rows.count()) > 3) await rows.last().getByRole('button').last().click();
    for (const [i, name, plays] of [
      [0, 'Anna', 'person'],
      [1, 'Boris', 'person'],
      [2, 'Vera', 'easy'],
    ] as const) {
      await rows.nth(i).locator('input[type=text]').fill(name);
      await rows.nth(i).locator('select').selectOption(plays);
    }
    await page.locator('.bottom-bar .btn-primary').click();

    await page.getByRole('button', { name: 'I am Anna' }).click();
    const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
    await cards.nth(1).click();
    await cards.nth(2).click();
    const picked = await page
      .locator('.vp-slot [data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(picked).toHaveLength(2);
    await page.getByRole('button', { name: 'Done — hand the phone to Boris' }).click();

    await page.getByRole('button', { name: 'Anna: take back my move' }).click();
    // Anna still holds the phone: her plan screen comes back (after her handoff, where one is shown)
    await page.locator('.vp-plan, .handoff').first().waitFor();
    if (await page.locator('.handoff').count()) await page.getByRole('button', { name: 'I am Anna' }).click();
    await page.locator('.vp-plan').waitFor();
    expect(await page.locator('.vp-plan').textContent()).toContain('Anna: your plan');
    expect(
      await page
        .locator('.vp-slot [data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(picked);
    // «Done» answers after issue 29's dwell (a fresh press on a screen that just appeared)
    const done = page.getByRole('button', { name: 'Done — hand the phone to Boris' });
    await expect.poll(() => done.isEnabled()).toBe(true);
    await context.close();
  });
});
