// Village Pillage in the built app, in Chromium: a whole game with bots, a duel between two
// people through the handoffs (a seat's plan never shows on another seat's screens), and
// resuming after a reload mid-plan and mid-resolution.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';
import { submitPlan } from './vp-plan';

async function newGame(page: Page, seats: { name: string; plays: string }[]): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  while ((await page.locator('.seat-list > li').count()) < seats.length)
    await page.locator('.add-seat').click();
  while ((await page.locator('.seat-list > li').count()) > seats.length)
    await page.locator('.seat-list > li').last().getByRole('button').last().click();
  for (let i = 0; i < seats.length; i++) {
    const row = page.locator('.seat-list > li').nth(i);
    await row.locator('input[type=text]').fill(seats[i]!.name);
    await row.locator('select').selectOption(seats[i]!.plays);
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.vp-screen').waitFor();
}

/** Picks the first cards the plan screen offers and confirms; returns the planned card ids. */
async function planFirst(page: Page): Promise<string[]> {
  const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
  const slots = await page.locator('.vp-slot').count();
  for (let k = 0; k < slots; k++) await cards.nth(k).click();
  const planned = await page
    .locator('.vp-slot [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
  await submitPlan(page);
  return planned;
}

/** Jumps the playback to its last frame, if it is not there yet. */
async function skip(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Skip to the end' });
  if (await button.count()) await button.click({ timeout: 1000 }).catch(() => {});
  else await page.waitForTimeout(50);
}

async function setTapToAdvance(page: Page): Promise<void> {
  const speed = page.locator('.vp-speed');
  for (let k = 0; k < 4; k++) {
    if (/Tap to advance/.test((await speed.textContent()) ?? '')) return;
    await speed.click();
  }
}

describe('Village Pillage in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays a whole 3-seat game (one person, two bots) through the screens to the end, then a rematch', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await newGame(page, [
      { name: 'Anna', plays: 'person' },
      { name: 'Boris', plays: 'easy' },
      { name: 'Carl', plays: 'strong' },
    ]);
    let checked = false;
    let playbacks = 0;
    for (let step = 0; step < 2000; step++) {
      if (await page.locator('.vp-end').count()) break;
      if (await page.locator('.handoff').count()) {
        await page.locator('.handoff .btn-primary').click();
      } else if (await page.locator('.vp-plan').count()) {
        if (!checked) {
          await checkA11y(page, 'village pillage plan');
          checked = true;
        }
        await planFirst(page);
      } else if (await page.locator('.vp-buy').count()) {
        await page.locator('.vp-buy .vp-hand-card').first().click();
        await page.locator('.vp-buy .bottom-bar .btn-primary').click();
      } else if (await page.locator('.vp-playback').count()) {
        playbacks++;
        await skip(page);
        const cont = page.locator('.vp-playback .btn-big');
        if (await cont.count()) await cont.click();
      } else await page.waitForTimeout(100);
    }
    await page.locator('.vp-end').waitFor();
    expect(playbacks).toBeGreaterThan(0);
    const headline = await page.locator('#final-ranking-title').textContent();
    expect(headline).toMatch(/(Anna|Boris|Carl).* win/);
    expect(await page.locator('.vp-end .final-ranking-list li').count()).toBe(3);
    // issue 23 item 8: the end screen carries the per-round table, relics and turnips
    const sheet = page.getByTestId('score-sheet');
    expect(await sheet.getByRole('table', { name: 'Relics after each round' }).count()).toBe(1);
    expect(await sheet.getByRole('table', { name: 'Turnips after each round' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Rematch' }).click();
    // the only person at the table has the phone: the plan comes without a handoff
    await page.locator('.vp-plan').waitFor();
    expect(await page.locator('.handoff').count()).toBe(0);
    expect(await page.locator('.vp-screen').textContent()).toMatch(/round 1/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a duel between two people: each plan stays off the other seat’s handoff and plan screens', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await newGame(page, [
      { name: 'Anna', plays: 'person' },
      { name: 'Boris', plays: 'person' },
    ]);
    for (let round = 1; round <= 3; round++) {
      await page.getByRole('button', { name: 'I am Anna' }).waitFor();
      // nothing private before the handoff is confirmed
      expect(await page.locator('.vp-hand').count()).toBe(0);
      await page.getByRole('button', { name: 'I am Anna' }).click();
      const anna = await planFirst(page);
      expect(anna.length).toBe(round === 1 ? 2 : 1);
      // Boris's handoff: Anna's cards on the table carry no face
      await page.getByRole('button', { name: 'I am Boris' }).waitFor();
      expect(await page.locator('.vp-plan, .vp-hand').count()).toBe(0);
      expect(
        await page.locator('[data-key="0:front"] [data-card], .vp-back[data-colour="0"] [data-card]').count(),
      ).toBe(0);
      await page.getByRole('button', { name: 'I am Boris' }).click();
      expect(await page.locator('.vp-plan').textContent()).toContain('Boris: your plan');
      expect(
        await page.locator('[data-key="0:front"] [data-card], .vp-back[data-colour="0"] [data-card]').count(),
      ).toBe(0);
      await page.locator('.vp-plan-table summary').click();
      expect(await page.locator('.vp-plan-table [data-seat="0"]').count()).toBe(1);
      expect(await page.locator('.vp-plan-table [data-key="0:front"] [data-card]').count()).toBe(0);
      await planFirst(page);
      // the reveal: only the front cards turn over; both back cards stay face down
      await page.locator('.vp-playback').waitFor();
      expect(await page.locator('.vp-back [data-card]').count()).toBe(0);
      for (let k = 0; k < 40 && !(await page.locator('.vp-playback .btn-big').count()); k++) {
        if (await page.locator('.handoff').count()) await page.locator('.handoff .btn-primary').click();
        else if (await page.locator('.vp-buy').count()) {
          await page.locator('.vp-buy .vp-hand-card').first().click();
          await page.locator('.vp-buy .bottom-bar .btn-primary').click();
        } else await skip(page);
      }
      if (await page.locator('.vp-end').count()) break;
      await page.locator('.vp-playback .btn-big').click();
    }
    await context.close();
  });

  it('a reload mid-plan reopens at the handoff; a reload mid-resolution resumes the playback at the same step', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await newGame(page, [
      { name: 'Anna', plays: 'person' },
      { name: 'Boris', plays: 'person' },
      { name: 'Carl', plays: 'easy' },
    ]);
    await page.getByRole('button', { name: 'I am Anna' }).click();
    await page.locator('.vp-plan .vp-hand-card').first().click();
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('button', { name: 'I am Anna' }).waitFor();
    expect(await page.locator('.vp-hand, .vp-plan').count()).toBe(0);
    await page.getByRole('button', { name: 'I am Anna' }).click();
    // the half-made pick is gone: private picks are UI state only
    expect(await page.locator('.vp-slot [data-card]').count()).toBe(0);
    await planFirst(page);
    await page.getByRole('button', { name: 'I am Boris' }).click();
    await planFirst(page);
    await page.locator('.vp-playback').waitFor();
    await setTapToAdvance(page);
    await page.getByText(/Step 1 of \d+/).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText(/Step 3 of \d+/).waitFor();
    const title = await page.locator('#vp-pb-title').textContent();
    await page.reload({ waitUntil: 'load' });
    await page.getByText(/Step 3 of \d+/).waitFor();
    expect(await page.locator('#vp-pb-title').textContent()).toBe(title);
    await context.close();
  });
});
