// Issue 33 "Scale: 5,000 saved games feel like none", the saved-games list: it opens with a page
// of each group rendered, but only the games on the screen (and near it) are laid out and
// painted; the ones below are skipped until a scroll brings them near, then shown as usual.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { FIXTURE_GAMES, seedOldGames } from './storedKv';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the browser lays out and paints a listed game's content (content-visibility: auto). */
const drawn = (page: Page, i: number) =>
  page
    .locator('.saved-item h2')
    .nth(i)
    .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));

describe('issue 33 "Scale": the saved-games list at scale', () => {
  it('issue 33 "Scale": 120 saved games: the games on the screen are drawn, those far below only when scrolled to', async () => {
    const phone = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${BASE}/favicon.svg`);
    await seedOldGames(page, FIXTURE_GAMES, 120, 'scale-');
    await page.goto(`${BASE}/#/saved`);
    await page.locator('.saved-item').first().waitFor();
    const items = page.locator('.saved-item');
    // the groups' first pages are rendered a task after another: wait for them, never for a time
    await expect.poll(() => items.count()).toBeGreaterThan(30);
    const count = await items.count();
    expect(await drawn(page, 0)).toBe(true);
    expect(await drawn(page, count - 1)).toBe(false);
    // scrolled to, it is drawn, and what it says is there
    await items.nth(count - 1).scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(page, count - 1)).toBe(true);
    expect(await items.nth(count - 1).textContent()).toMatch(/moves?/);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
