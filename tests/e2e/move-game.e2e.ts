// Issue 23 item 4: a Village Pillage game in progress moves to another phone as a file. Phone A
// plays Anna's plan, exports that one unfinished game (the ask warns that the file shows the
// hands), phone B imports the file and resumes it: Boris's handoff, at the same move, and the
// game goes on there.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { movesShown, newDuel, planFirst } from './vp-duel';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('issue 23 item 4: a game in progress moves to another phone', () => {
  it('exported with the privacy warning on phone A, imported on phone B, it resumes at the same move', async () => {
    const a = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const pageA = await a.newPage();
    const errors: string[] = [];
    pageA.on('pageerror', (e) => errors.push(e.message));
    await newDuel(pageA);
    await pageA.getByRole('button', { name: 'I am Anna' }).click();
    await planFirst(pageA);
    await pageA.getByRole('button', { name: 'I am Boris' }).waitFor();
    const moves = await movesShown(pageA);
    expect(moves).toMatch(/^[1-9]\d* moves?$/);

    // export that one game: the ask names the secret and how to carry the game
    await pageA.locator('.saved-item').first().getByRole('button', { name: 'Export' }).click();
    const ask = pageA.locator('dialog[open]');
    await ask.waitFor();
    expect(await ask.textContent()).toMatch(/shows every hand and plan/);
    expect(await ask.textContent()).toMatch(/Import from file/);
    const download = pageA.waitForEvent('download');
    await ask.getByRole('button', { name: 'Export with the hands' }).click();
    const path = (await (await download).path())!;
    expect(await pageA.locator('.saved .notice').textContent()).toMatch(/Exported 1 game/);
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text).sessions).toHaveLength(1);

    // phone B: import, resume
    const b = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const pageB = await b.newPage();
    pageB.on('pageerror', (e) => errors.push(e.message));
    await pageB.goto(`${BASE}/#/saved`);
    await pageB.locator('input[type=file]').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect.poll(() => pageB.locator('.saved .notice').textContent()).toMatch(/Imported: 1 new/);
    expect(await movesShown(pageB)).toBe(moves);
    await pageB.locator('.saved-item').first().getByRole('link', { name: 'Resume' }).click();
    // the same move: Anna has planned, the phone goes to Boris; nothing of Anna's plan shows
    await pageB.getByRole('button', { name: 'I am Boris' }).waitFor();
    expect(await pageB.locator('.vp-plan, .vp-hand').count()).toBe(0);
    await pageB.getByRole('button', { name: 'I am Boris' }).click();
    await planFirst(pageB);
    // both plans are in: the round is revealed on phone B
    await pageB.locator('.vp-playback').waitFor();
    expect(errors).toEqual([]);
    await a.close();
    await b.close();
  });
});
