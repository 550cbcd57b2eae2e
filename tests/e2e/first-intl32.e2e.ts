// Issue 32, first screen ("React mounted ≤ 1.20× a hello world"): the first Intl.Segmenter
// (kit/graphemes.ts, names) and the first Intl.DateTimeFormat (home/formatDate.ts, the Continue
// lists) each cost ~90 ms at 4× CPU on their first use (ICU data; bench/start-long-tasks.md).
// Rule: neither is created before React's first commit on home, even with saved games to
// continue and the first screen's strings late (the app's store and its lists then have every
// chance to run first); both still come once home lists the game.
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { FIXTURE_GAMES, seedOldGames } from './storedKv';

type Made = [string, number][];

describe('issue 32 first screen: no Intl.Segmenter or Intl.DateTimeFormat before React mounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home with a saved game, its first-screen strings held back: both come after the mount', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    // each construction's moment, in the page's own clock (the order is what is checked)
    await context.addInitScript(() => {
      const made: Made = [];
      (window as unknown as { made: Made }).made = made;
      for (const name of ['Segmenter', 'DateTimeFormat'] as const) {
        const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Real, {
          construct(target, args) {
            made.push([name, performance.now()]);
            return Reflect.construct(target, args);
          },
        });
      }
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/favicon.svg`);
    await seedOldGames(page, FIXTURE_GAMES, 2, 'intl-');
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/shellFirst\.\w+-[^/]+\.js$/, (r) => (holding ? held.push(r) : r.continue()));
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    await expect.poll(() => held.length).toBe(1);
    // the app's script has run and its store has had time to read the saved games
    await page.waitForFunction(() => document.querySelectorAll('script[type=module]').length > 0);
    await page.waitForTimeout(500);
    holding = false;
    for (const r of held) await r.continue();
    await page.locator('.continue-link').first().waitFor();
    const { mounted, made } = await page.evaluate(() => ({
      mounted: performance.getEntriesByName('react-mounted')[0]!.startTime,
      made: (window as unknown as { made: Made }).made,
    }));
    expect(made.filter(([, at]) => at <= mounted).map(([name]) => name)).toEqual([]);
    const names = () => page.evaluate(() => (window as unknown as { made: Made }).made.map(([n]) => n));
    await expect.poll(names).toEqual(expect.arrayContaining(['Segmenter', 'DateTimeFormat']));
    await context.close();
  });
});
