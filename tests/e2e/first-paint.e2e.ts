// Issue 12, item 8 in the built app: the home screen paints from index.html itself (prerendered
// per language, shown by the boot script) while the app's script is still on its way. Rules: it
// is home in the phone's language and theme; its links work before the app runs; the app then
// takes over with one home screen, not two; a page opened at another screen shows no home first.
// Issue 32 (React mounted sooner): the app hydrates the prerendered home, taking over its very
// nodes, with no mismatch (React would report a recoverable error and render it all again), in
// either language and theme, and home's links lead where they say once it has.
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

/** Keeps the prerendered <main>, to see that the app keeps it. */
const markPrerendered = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { pre: Element | null }).pre = document.querySelector('main');
  });
/** Waits for React's first commit (src/app/boot/mount.tsx marks it). */
const mounted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('react-mounted').length > 0);
const samePrerenderedMain = (page: Page) =>
  page.evaluate(() => document.querySelector('main') === (window as unknown as { pre: Element | null }).pre);
/** What React reported while hydrating (boot/mount.tsx keeps it), and the page's console errors. */
function errorsOf(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') console.push(m.text());
  });
  page.on('pageerror', (e) => console.push(String(e)));
  return {
    console,
    recoverable: () =>
      page.evaluate(
        () => (window as unknown as { __recoverableErrors?: string[] }).__recoverableErrors ?? [],
      ),
  };
}

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

  it('paints home in English and dark when those were chosen last, and the app hydrates that same screen', async () => {
    const { context, page, release } = await openWithAppHeld(
      browser,
      '/',
      { locale: 'ru-RU', colorScheme: 'light' },
      { 'pocket-table:lang': 'en', 'pocket-table:theme': 'dark' },
    );
    const errors = errorsOf(page);
    await page.getByRole('link', { name: 'Saved games' }).waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
    ).toEqual(['en', 'dark']);
    const before = await page.locator('#root').innerHTML();
    await markPrerendered(page);
    await release();
    await mounted(page);
    expect(await samePrerenderedMain(page)).toBe(true);
    expect(await page.locator('#root').innerHTML()).toBe(before);
    expect(await errors.recoverable()).toEqual([]);
    expect(errors.console).toEqual([]);
    // the app agrees: its settings start from the same choices
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
    ).toEqual(['en', 'dark']);
    await context.close();
  });

  for (const [locale, colorScheme, savedGames] of [
    ['ru-RU', 'light', 'Сохранённые игры'],
    ['ru-RU', 'dark', 'Сохранённые игры'],
    ['en-US', 'light', 'Saved games'],
    ['en-US', 'dark', 'Saved games'],
  ] as const) {
    it(`hydrates home with no mismatch on a ${locale} phone in ${colorScheme}, and its links work at once`, async () => {
      const context = await newPhone(browser, { locale, colorScheme });
      // the prerendered <main>, kept once the page is parsed, before the app's script runs
      await context.addInitScript(() =>
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { pre: Element | null }).pre = document.querySelector('main');
        }),
      );
      const page = await context.newPage();
      const errors = errorsOf(page);
      await page.goto(BASE + '/');
      await mounted(page);
      expect(await samePrerenderedMain(page)).toBe(true);
      expect(await errors.recoverable()).toEqual([]);
      expect(errors.console).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      await page.getByRole('link', { name: savedGames }).first().click();
      await page.getByRole('heading', { name: savedGames, level: 1 }).waitFor();
      expect(await page.locator('main').count()).toBe(1);
      await context.close();
    });
  }

  it("starts afresh, with no failed hydration, when its language's strings cannot be read", async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.route(/\/assets\/shell(First)?\.\w+-[^/]+\.js$/, (route) => route.abort());
    await page.goto(BASE + '/');
    await mounted(page);
    // the app still shows home (its keys in place of words) rather than nothing
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').count()).toBe(1);
    expect(await errors.recoverable()).toEqual([]);
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
