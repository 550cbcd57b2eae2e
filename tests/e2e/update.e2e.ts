// A service worker update in the built app: a game saved by the running build resumes at
// exactly the same point after the next build's service worker takes over. The test serves
// the build (dist/ or E2E_DIST) from its own little server on its own port, plays a move,
// then swaps in a "next build": a copy whose index.html carries a build marker and whose
// sw.js precaches that index.html under a new revision (what a real rebuild with a changed
// page produces). registration.update() finds the new worker; the banner offers the update
// and nothing reloads until the person taps Update; after it the page runs the new build.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPhone, waitForServiceWorkerControl } from './browser';
import { DIST, E2E_PORT } from './config';
import { readSavedSessions } from './privacy';

const PORT = E2E_PORT + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const NEXT_MARKER = '<meta name="pocket-table-build" content="next" />';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Serves whichever folder `root.dir` names at the moment of each request. */
function serve(root: { dir: string }): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', ORIGIN).pathname);
    const file = normalize(join(root.dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root.dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

/** A copy of the build as the next build would differ from it: a changed page, precached under a new revision. */
function nextBuild(from: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-table-next-'));
  cpSync(from, dir, { recursive: true });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  expect(html).toContain('<title>');
  writeFileSync(join(dir, 'index.html'), html.replace('<title>', `${NEXT_MARKER}\n    <title>`));
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const rev = /\{url:"index\.html",revision:"([0-9a-f]+)"\}/;
  expect(sw).toMatch(rev);
  writeFileSync(join(dir, 'sw.js'), sw.replace(rev, '{url:"index.html",revision:"0000next0000build0000"}'));
  return dir;
}

/** What the game screen shows, enough to tell two points of a game apart. */
const gamePoint = (page: Page) =>
  page.evaluate(() => ({
    phase: document.querySelector('[data-testid=rv-screen]')?.getAttribute('data-phase'),
    dice: document.querySelector('[data-testid=rv-dice]')?.getAttribute('data-dice'),
    round: document.querySelector('[data-testid=rv-round]')?.textContent,
    cells: Array.from(document.querySelectorAll('.rv-cell'), (c) =>
      c.className
        .split(' ')
        .filter((k) => k !== 'rv-cell-active')
        .join('.'),
    ).join(' '),
  }));

/** The saved games as JSON text (one record per game: privacy.ts reads them). */
const storedSessions = async (page: Page) => JSON.stringify(await readSavedSessions(page));

describe('service worker update', () => {
  let browser: Browser;
  let server: Server;
  const root = { dir: DIST };
  let next = '';
  beforeAll(async () => {
    next = nextBuild(DIST);
    server = await serve(root);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
    if (next) rmSync(next, { recursive: true, force: true });
  });

  it('the next build is offered, never reloads by itself, and after Update the saved game resumes at exactly the same point', async () => {
    const context = await newPhone(browser, { reducedMotion: true, locale: 'en-US', serviceWorker: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // this build: installed, controlling, a game started and a move played
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    await waitForServiceWorkerControl(page);
    await page.goto(`${ORIGIN}/#/new/rolling-village`);
    await page.waitForSelector('.seat-list > li');
    await page.locator('.bottom-bar .btn-primary').click();
    await page.waitForSelector('[data-testid=rv-screen]');
    // one tap rolls (issue 13): no dialog asks first
    await page.locator('[data-testid=rv-roll]').click();
    const types = page.locator('.rv-types .rv-type:not([disabled])');
    if ((await types.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0)
      await types.first().click();
    await page.locator('.rv-cell:not([disabled])').first().click();
    await page.waitForSelector('.rv-cell-new');
    await expect.poll(async () => JSON.parse(await storedSessions(page))[0]?.actions.length).toBe(2);
    const before = await gamePoint(page);
    const savedBefore = await storedSessions(page);
    const gameUrl = page.url();
    expect(await page.locator('meta[name=pocket-table-build]').count()).toBe(0);

    // the next build goes live on the same origin; the app looks for it
    root.dir = next;
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    const banner = page.locator('.update-banner');
    await banner.waitFor({ timeout: 45_000 });
    expect(await banner.textContent()).toMatch(/A new version is ready/);
    // it waits for the person: same document, same game on screen, still the old page
    await page.waitForTimeout(1500);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await gamePoint(page)).toEqual(before);
    expect(await page.locator('meta[name=pocket-table-build]').count()).toBe(0);

    // Update: the new worker takes over and the page reloads into the next build
    await Promise.all([
      page.waitForEvent('framenavigated', { timeout: 45_000 }),
      banner.getByRole('button', { name: 'Update' }).click(),
    ]);
    await page.waitForLoadState('load');
    await page.waitForFunction(
      () =>
        !(window as unknown as { __sameDocument?: boolean }).__sameDocument &&
        !!document.querySelector('meta[name=pocket-table-build]'),
      undefined,
      { timeout: 30_000 },
    );
    expect(page.url()).toBe(gameUrl);
    await page.waitForSelector('[data-testid=rv-screen]');
    await expect.poll(() => gamePoint(page)).toEqual(before);
    expect(await storedSessions(page)).toBe(savedBefore);
    expect(await page.locator('.update-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 15 fault 8: Update in one tab never reloads another; that tab asks, keeping what was half made', async () => {
    root.dir = DIST;
    const context = await newPhone(browser, { reducedMotion: true, locale: 'en-US', serviceWorker: true });
    const a = await context.newPage();
    await a.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    await waitForServiceWorkerControl(a);
    const b = await context.newPage();
    await b.goto(`${ORIGIN}/#/new/village-pillage/app`, { waitUntil: 'load' });
    await waitForServiceWorkerControl(b);
    const name = b.getByRole('textbox', { name: /Name of seat 1/ });
    await name.fill('Half-made');
    await b.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    root.dir = next;
    await a.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    await a.locator('.update-banner').waitFor({ timeout: 45_000 });
    await Promise.all([
      a.waitForEvent('framenavigated', { timeout: 45_000 }),
      a.locator('.update-banner').getByRole('button', { name: 'Update' }).click(),
    ]);
    await a.waitForFunction(() => !!document.querySelector('meta[name=pocket-table-build]'), undefined, {
      timeout: 30_000,
    });

    // the other tab: now controlled by the new worker, still the same document, asking
    await b.locator('.update-elsewhere').waitFor({ timeout: 30_000 });
    expect(await b.locator('.update-elsewhere').textContent()).toMatch(/updated in another tab/);
    await b.waitForTimeout(1500);
    expect(await b.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    expect(await name.inputValue()).toBe('Half-made');
    await Promise.all([
      b.waitForEvent('framenavigated', { timeout: 30_000 }),
      b.locator('.update-elsewhere').getByRole('button', { name: 'Reload' }).click(),
    ]);
    await b.waitForFunction(() => !!document.querySelector('meta[name=pocket-table-build]'), undefined, {
      timeout: 30_000,
    });
    await context.close();
  });
});
