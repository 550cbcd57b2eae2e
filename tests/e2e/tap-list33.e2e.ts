// Issue 33 "Scale: 5,000 saved games feel like none", "a tap as fast as with none": the list of
// saved games is no longer copied in a tap's task; it takes the open game's move once the page
// is idle, and at once when the game is left. Here, with 120 saved games: a move, then Saved games
// shows the game with its new number of moves, and a new page finds the move stored.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { startRollingVillage, storedMoves } from './crash-helpers';
import { FIXTURE_GAMES, seedOldGames } from './storedKv';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('issue 33 "Scale": the list after a tap', () => {
  it('issue 33 "Scale": 120 saved games, a move: Saved games lists the game with 1 move; a new page finds it stored', async () => {
    const phone = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${BASE}/favicon.svg`);
    await seedOldGames(page, FIXTURE_GAMES, 120, 'tap-');
    const url = await startRollingVillage(phone);
    await page.goto(url);
    const before = await storedMoves(page);
    await page.locator('[data-testid=rv-roll]:not([disabled])').click();
    await expect.poll(() => storedMoves(page)).toBe(before + 1);
    // left for Saved games in the same page: the list holds the move
    await page.evaluate(() => void (location.hash = '#/saved'));
    const game = page.locator('.saved-item', { hasText: 'Anna' });
    await game.waitFor();
    expect(await game.textContent()).toMatch(/\b1 move\b/);
    // a new page of the same phone: the move is stored
    const again = await phone.newPage();
    await again.goto(url);
    await again.locator('[data-testid=rv-screen]').waitFor();
    expect(await storedMoves(again)).toBe(before + 1);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
