// Issue 24 (never lose, round three) in the built app: the faults that need the real browser.
// Each test is named for its item.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function phone(init?: () => void): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await newPhone(browser, { reducedMotion: true, locale: 'en-US' });
  if (init) await ctx.addInitScript(init);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { ctx, page, errors };
}

describe('issue 24 item 1: ids that are built-in object names', () => {
  it('#/play/constructor and #/result/toString say plainly the game is not here, never "Something went wrong"', async () => {
    const { ctx, page } = await phone();
    await page.goto(`${BASE}/#/play/constructor`);
    await page.getByText('This game is not among the saved games on this phone.').waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.goto(`${BASE}/#/result/toString`);
    await page.reload();
    await page.getByText('This result is not in the history.').waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await ctx.close();
  });
});
