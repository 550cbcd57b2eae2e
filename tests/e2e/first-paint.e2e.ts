// Issue 12, item 8 in the built app: the home screen paints from index.html itself (prerendered
// per language, shown by the boot script) while the app's script is still on its way. Rules: it
// is home in the phone's language and theme; its links work before the app runs; the app then
// takes over with one home screen, not two; a page opened at another screen shows no home first.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone, type PhoneOptions } from './browser';

/** Opens `path` with the app's entry script held back; `release()` lets it load. */
async function openWithAppHeld(browser: Browser, path: string, options: PhoneOptions, hints = {}) {
  const context = await newPhone(browser, options);
  if (Object.keys(hints).length > 0)
    await context.addInitScript((h: Record<string, string>) => {
      for (const [k, v] of Object.entries(h)) localStorage.setItem(k, v);
    }, hints);
  const page = await context.newPage();
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(BASE + path, { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBe(1);
  const release = async () => {
    holding = false;
    for (const r of held) await r.continue();
  };
  return { context, page, release };
}

/** Keeps the prerendered <main>, to see the app's own take its place. */
const markPrerendered = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { pre: Element | null }).pre = document.querySelector('main');
  });
const appReplacedIt = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && main !== (window as unknown as { pre: Element | null }).pre;
  });

describe('first paint before the app runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('paints home in Russian on a Russian phone, its links work at once, and the app takes over with one home', async () => {
    const { context, page, release } = await openWithAppHeld(browser, '/', { locale: 'ru-RU' });
    await page.getByRole('heading', { name: 'Pocket Table', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Новая игра' }).count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
    ).toEqual(['ru', 'light']);
    await checkA11y(page, 'prerendered home ru');
    // a tap before the app has run is not lost: the app opens where it leads
    await page.getByRole('link', { name: 'Настройки' }).click();
    expect(new URL(page.url()).hash).toBe('#/settings');
    await release();
    await page.getByRole('heading', { name: 'Настройки', level: 1 }).waitFor();
    expect(await page.locator('main').count()).toBe(1);
    await context.close();
  });

  it('paints home in English and dark when those were chosen last, and React replaces it with the same screen', async () => {
    const { context, page, release } = await openWithAppHeld(
      browser,
      '/',
      { locale: 'ru-RU', colorScheme: 'light' },
      { 'pocket-table:lang': 'en', 'pocket-table:theme': 'dark' },
    );
    await page.getByRole('link', { name: 'Saved games' }).waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
    ).toEqual(['en', 'dark']);
    const before = await page.locator('#root').innerHTML();
    await markPrerendered(page);
    await release();
    await appReplacedIt(page);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('#root').innerHTML()).toBe(before);
    // the app agrees: its settings start from the same choices
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
    ).toEqual(['en', 'dark']);
    await context.close();
  });

  it('shows no home first when the page opens at another screen', async () => {
    const { context, page, release } = await openWithAppHeld(browser, '/#/saved', { locale: 'en-US' });
    await page.waitForTimeout(300);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await release();
    await page.getByRole('heading', { name: 'Saved games', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'New game' }).count()).toBe(0);
    await context.close();
  });
});
