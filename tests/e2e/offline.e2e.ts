// Rule: after one visit the app works with no network — the service worker precaches every
// file the build produced (each game's chunks, CSS, icons), navigations fall back to
// index.html, and every game's new-game screen opens offline with its code from the precache.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { en } from '../../src/i18n/shell.en';
import { ru } from '../../src/i18n/shell.ru';

const shellStrings = { en, ru };
import { BASE, launch, newPhone, waitForServiceWorkerControl } from './browser';
import { DIST } from './config';

const dist = DIST;

/** The URLs dist/sw.js precaches. */
function precachedUrls(): Set<string> {
  const sw = readFileSync(resolve(dist, 'sw.js'), 'utf8');
  return new Set([...sw.matchAll(/\{\s*url:\s*"([^"]+)"/g)].map((m) => m[1]!));
}

/** Each game's lazily loaded chunk (src/games/<id>/game.ts in the build manifest). */
function gameChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [src, entry] of Object.entries(manifest)) {
    const id = src.match(/^src\/games\/([^/]+)\/game\.tsx?$/)?.[1];
    if (id) chunks.set(id, entry.file);
  }
  return chunks;
}

describe('offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the service worker precaches every JS chunk, the CSS, index.html, the manifest and the icons', () => {
    const urls = precachedUrls();
    const assets = readdirSync(resolve(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.some((f) => f.endsWith('.css'))).toBe(true);
    const missing = [
      ...assets.map((f) => `assets/${f}`),
      'index.html',
      'manifest.webmanifest',
      'favicon.svg',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
      'apple-touch-icon-180.png',
    ].filter((u) => !urls.has(u));
    expect(missing).toEqual([]);
    const games = gameChunks();
    expect([...games.keys()].sort()).toEqual(GAMES.map((g) => g.id).sort());
    for (const file of games.values()) expect(urls.has(file), file).toBe(true);
  });

  it('a cold start offline shows the home screen and opens every game from the precache', async () => {
    const lang = 'en';
    const t = shellStrings[lang];
    const context = await newPhone(browser, { locale: 'en-US', serviceWorker: true });
    const page = await context.newPage();
    await page.goto(BASE + '/', { waitUntil: 'load' });
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    // a deep link too: the navigation falls back to the precached index.html
    for (const url of [BASE + '/', BASE + '/some/deep/path']) {
      const res = await page.goto(url, { waitUntil: 'load' });
      expect(res?.fromServiceWorker(), url).toBe(true);
      await page.getByRole('heading', { name: t.appName, level: 1 }).waitFor();
      for (const game of GAMES)
        await page.getByRole('heading', { name: game.title[lang], exact: true }).waitFor();
    }

    const chunks = gameChunks();
    for (const game of GAMES) {
      await page.evaluate((h) => (location.hash = h), `#/new/${game.id}/app`);
      await page.waitForFunction(
        (loading) =>
          !!document.querySelector('main')?.textContent &&
          !document.querySelector('main')?.textContent?.includes(loading),
        t.loading,
        { timeout: 15_000 },
      );
      expect(await page.locator('main').textContent(), game.id).not.toContain(t.loadFailed);
      await expect.poll(() => page.locator('main h1').first().textContent()).toBeTruthy();
      // the game's code itself, whether or not its screens are ready yet
      const file = chunks.get(game.id) as string;
      // a string, so that vitest does not rewrite import() for node
      const loaded = (await page.evaluate(
        `import(${JSON.stringify('/' + file)}).then((m) => Object.keys(m).length)`,
      )) as number;
      expect(loaded, `${game.id}: ${file}`).toBeGreaterThan(0);
    }
    // nothing went to the network: every response came from the service worker
    const fromNetwork = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.transferSize > 0 && !e.name.startsWith('data:'))
        .map((e) => e.name),
    );
    expect(fromNetwork).toEqual([]);
    await context.close();
  });
});
