// Issue 33 item 3 as a person meets it: a phone exports a game, plays on, then imports its own
// (older) file. The ask names both copies' moves and dates and says the one here is newer; the
// default keeps it (nothing is lost), and "Keep both" keeps the file's copy beside it.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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

async function importFile(page: Page, text: string): Promise<void> {
  await page.goto(`${BASE}/#/saved`);
  await page.locator('.saved-item').first().waitFor();
  await page.locator('input[type=file]').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

describe('issue 33 item 3: importing an older copy over a newer game', () => {
  it('issue 33 item 3: the ask says which copy is newer; "Keep the newer" keeps the moves played since, "Keep both" keeps the copy beside', async () => {
    const phone = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await newDuel(page);
    await page.getByRole('button', { name: 'I am Anna' }).click();
    await planFirst(page);
    await page.getByRole('button', { name: 'I am Boris' }).waitFor();
    const older = await movesShown(page);

    // the game exported now (the ask warns of the hands in it)
    await page.locator('.saved-item').first().getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.locator('dialog[open]').getByRole('button', { name: 'Export with the hands' }).click();
    const text = readFileSync((await (await download).path())!, 'utf8');

    // played on: Boris plans, the round is revealed
    await page.locator('.saved-item').first().getByRole('link', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'I am Boris' }).click();
    await planFirst(page);
    await page.locator('.vp-playback').waitFor();
    const newer = await movesShown(page);
    expect(Number.parseInt(newer)).toBeGreaterThan(Number.parseInt(older));

    // its own older file imported: the ask names both copies and says this phone's is newer
    await importFile(page, text);
    const ask = page.locator('dialog[open]');
    await ask.waitFor();
    const said = (await ask.textContent()) ?? '';
    expect(said).toMatch(/One of these games is already here/);
    expect(said).toContain(`here: ${newer}, `);
    expect(said).toContain(`in the file: ${older}, `);
    expect(said).toMatch(/yours is newer/);
    await ask.getByRole('button', { name: 'Keep the newer' }).click();
    await expect
      .poll(() => page.locator('.saved .notice').textContent())
      .toMatch(/0 new, 0 replaced, 1 kept/);
    expect(await page.locator('.saved-item').count()).toBe(1);
    expect(await movesShown(page)).toBe(newer);

    // again, keeping both: the older copy comes in as a game of its own
    await importFile(page, text);
    await page.locator('dialog[open]').getByRole('button', { name: 'Keep both' }).click();
    await expect.poll(() => page.locator('.saved .notice').textContent()).toMatch(/Imported: 1 new/);
    const items = page.locator('.saved-item');
    await expect.poll(() => items.count()).toBe(2);
    const shown = (await items.allTextContents()).map((t) => t.match(/\d+ moves?/)?.[0]);
    expect(shown.sort()).toEqual([newer, older].sort());
    expect(errors).toEqual([]);
    await phone.close();
  });
});
