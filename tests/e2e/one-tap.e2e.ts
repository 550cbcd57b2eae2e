// Issue 29 "One tap must not do what cannot be undone", in Chromium at 360×640, as a person uses
// the app: a Deluxe companion's Swap your hats asks first, and its result, owed to Bob, survives a
// reload and Menu → Home → Continue behind Bob's handoff; the Village Pillage companion keeps the
// cards entered for a round across a reload, and a double tap on «Next round» does not take the
// round back (the undo asks, and sits away from the main button).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import { readSavedSessions, writeSavedSessions, type SavedSession } from './privacy';
import { newCompanionGame, seeRoles, trueState } from './saboteur-companion-helpers';

const SIZE = { locale: 'en-US', width: 360, height: 640 } as const;

async function homeAndContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('dialog.game-menu').getByRole('button', { name: 'Home' }).click();
  await page.locator('.continue-link').first().click();
  await page.getByRole('button', { name: 'Menu' }).waitFor();
}

const tap = (page: Page, card: string) => page.locator(`.vpc-grid button[data-card="${card}"]`).click();

/** A new Village Pillage companion game with its default seats and the same face-up market. */
async function newVpCompanion(page: Page): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/companion', { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('#vpc-market-title').waitFor();
  for (const card of ['florist', 'mason', 'bard', 'moat']) await tap(page, card);
}

describe('issue 29: one tap must not do what cannot be undone (browser, 360×640)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('issue 29 items 1 and 4: Swap your hats asks; the new role owed to Bob is shown to him after a reload and after Home → Continue', async () => {
    const context = await newPhone(browser, SIZE);
    const page = await context.newPage();
    const names = ['Ann', 'Bob', 'Cid', 'Dee'];
    await newCompanionGame(page, names, 'deluxe');
    await seeRoles(page, names);
    await page.getByRole('button', { name: /Swap your hats played/ }).click();
    await page.getByRole('button', { name: /Cid/ }).click();
    await page.getByRole('button', { name: /Bob/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Swap Bob’s hat?');
    expect((await trueState(page)).state.used.swapHats).toBe(0);
    await dialog.getByRole('button', { name: 'Swap' }).click();
    await page.getByRole('button', { name: 'I am Bob' }).waitFor();
    // the phone is reloaded before Bob takes it: his new role is still owed, behind his handoff
    await page.reload();
    await page.getByRole('button', { name: 'I am Bob' }).waitFor();
    expect(await page.getByText('Your hat was swapped: see your new role').count()).toBe(1);
    expect(await page.getByTestId('sabc-private').count()).toBe(0);
    await homeAndContinue(page);
    await page.getByRole('button', { name: 'I am Bob' }).click();
    await expect.poll(() => page.getByTestId('sabc-private').textContent()).toContain('Your new role:');
    await page.locator('.sabc-role .bottom-bar .btn-primary:not([disabled])').click({ timeout: 5000 });
    await page.getByRole('heading', { name: 'Play the round on the table' }).waitFor();
    await expect.poll(async () => (await trueState(page)).state.pending).toEqual([]);
    // seen once: a reload owes nothing more
    await page.reload();
    await page.getByRole('heading', { name: 'Play the round on the table' }).waitFor();
    expect(await page.getByRole('button', { name: 'I am Bob' }).count()).toBe(0);
    await context.close();
  });

  it('issue 29 items 2 and 5: VP companion: cards half-entered survive a reload; a double tap on «Next round» does not undo the round', async () => {
    const context = await newPhone(browser, SIZE);
    const page = await context.newPage();
    await newVpCompanion(page);
    // two people's cards in, then a reload
    await page.locator('#vpc-entry-title').waitFor();
    for (const card of ['farmer', 'wall', 'farmer', 'wall']) await tap(page, card);
    const third = await page.locator('#vpc-entry-title').textContent();
    await page.reload();
    await page.locator('#vpc-entry-title').waitFor();
    expect(await page.locator('#vpc-entry-title').textContent()).toBe(third);
    for (const card of ['farmer', 'wall']) await tap(page, card);
    await page.getByTestId('vpc-resolve').click();
    // the playback to its last frame, then «Next round» tapped twice, 120 ms apart, by the thumb
    const next = page.getByTestId('vpc-next');
    await next.waitFor();
    if (await page.getByRole('button', { name: 'To the end' }).count())
      await page.getByRole('button', { name: 'To the end' }).click();
    await expect.poll(() => next.textContent()).toBe('Next round');
    const box = (await next.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.waitForTimeout(120);
    await page.mouse.click(x, y);
    await page.locator('#vpc-entry-title').waitFor();
    await page.waitForTimeout(300);
    const [saved] = await readSavedSessions(page);
    expect(saved!.actions.filter((a) => (a as { type?: string }).type === 'undo')).toEqual([]);
    expect(await page.locator('.vpc-round').textContent()).toBe('Round 2');
    // the undo sits in the tools row at the top, not in the bottom bar, and asks before it acts
    expect(await page.locator('.bottom-bar [data-testid="vpc-undo"]').count()).toBe(0);
    await page.getByTestId('vpc-undo').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('.vpc-round').textContent()).toBe('Round 2');
    await context.close();
  });

  it('issue 29 item 3 (kernel contract kept): VP companion: the winning round is taken back from the end screen by cutting the saved log, its cards offered again', async () => {
    const context = await newPhone(browser, SIZE);
    const page = await context.newPage();
    await newVpCompanion(page);
    // the first person holds two relics and turnips enough: her Merchant buys the third
    await page.locator('#vpc-entry-title').waitFor();
    // Fix (issue 30): each amount a number set with − / + or typed, kept by «Save»
    await page.getByTestId('vpc-fix').click();
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Relics: one more' }).click();
    const stockpile = page.getByTestId('vpc-fix-stockpile');
    const start = Number(await stockpile.inputValue());
    await stockpile.fill(String(start + 15));
    expect(await stockpile.inputValue()).toBe(String(start + 15));
    expect(await page.getByTestId('vpc-fix-relics').inputValue()).toBe('2');
    await page.getByTestId('vpc-fix-save').click();
    for (const card of ['merchant', 'farmer', 'farmer', 'wall', 'farmer', 'wall']) {
      await page.locator('#vpc-entry-title').waitFor();
      await tap(page, card);
    }
    await page.getByTestId('vpc-resolve').click();
    while (await page.getByTestId('vpc-next').count()) await page.getByTestId('vpc-next').click();
    await page.getByTestId('vpc-end').waitFor();
    const [ended] = await readSavedSessions(page);
    const kept = ended!.actions.length - 3;
    // asked once, then the saved log is cut back to the round's entry: no action after the end
    await page.getByTestId('vpc-undo').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo round 1' }).click();
    await page.locator('#vpc-review-title').waitFor();
    await expect.poll(async () => (await readSavedSessions(page))[0]!.actions.length).toBe(kept);
    const [cut] = await readSavedSessions(page);
    expect(cut!.actions.filter((a) => (a as { type?: string }).type === 'undo')).toEqual([]);
    expect(await page.getByTestId('vpc-review-0').textContent()).toMatch(/Merchant.*Farmer/);
    // fixed: her cards were Farmer and Wall; nobody wins, round 2 comes
    await page.getByTestId('vpc-review-0').click();
    await tap(page, 'farmer');
    await tap(page, 'wall');
    await page.getByTestId('vpc-resolve').click();
    while (await page.getByTestId('vpc-next').count()) await page.getByTestId('vpc-next').click();
    await expect.poll(() => page.locator('.vpc-round').textContent()).toBe('Round 2');
    await context.close();
  });

  it('the UX principles (full Saboteur, Deluxe): a new role owed after Swap your hats is shown to its person behind their handoff after a reload and after Home → Continue; seen once, not again', async () => {
    const context = await newPhone(browser, SIZE);
    const page = await context.newPage();
    await page.goto(BASE + '/#/', { waitUntil: 'load' });
    await page.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
    const config = { mode: 'deluxe', players: 4, firstPlayer: 0 } as const;
    let seed = 1;
    while (!sabRules.setup(config, seed).hands[0]!.includes('swap-hats')) seed++;
    const now = Date.now();
    // Ann played Swap your hats on Cid; the phone was closed before Cid saw his new role
    const session = {
      version: 1,
      id: 'sab-owed',
      gameId: 'saboteur',
      rulesVersion: 2,
      config,
      seed,
      actions: [{ type: 'play', seat: 0, card: 'swap-hats', targetSeat: 2 }],
      seats: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, colour) => ({
        name,
        colour,
        who: 'person',
        where: 'this-phone',
      })),
      createdAt: now,
      updatedAt: now,
      finished: false,
    };
    await writeSavedSessions(page, [session as unknown as SavedSession]);
    await page.reload({ waitUntil: 'load' });
    await page.goto(BASE + '/#/play/sab-owed', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'I am Cid' }).waitFor();
    expect(await page.getByText('Your hat was swapped: see your new role').count()).toBe(1);
    expect(await page.getByText('Your new role:').count()).toBe(0);
    await homeAndContinue(page);
    await page.getByRole('button', { name: 'I am Cid' }).click();
    await page.getByText('Your new role:').waitFor();
    await page.getByRole('button', { name: 'Done — hand the phone to Bob' }).click();
    await page.getByRole('button', { name: 'I am Bob' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'I am Bob' }).waitFor();
    expect(await page.getByRole('button', { name: 'I am Cid' }).count()).toBe(0);
    await context.close();
  });
});
