// Rule: the built app runs under its Content-Security-Policy (own origin only, no
// 'unsafe-inline'; the one inline script is allowed by its hash): no violation is reported on any screen, including while the service
// worker registers and the game chunks load.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { BASE, launch, newPhone, waitForServiceWorkerControl } from './browser';
import { DIST } from './config';

describe('content security policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('index.html allows only the app origin and no unsafe-inline or unsafe-eval', () => {
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    const csp = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/unsafe-|https?:|\*/);
    // one inline script, the boot script (src/app/boot/), allowed by its own hash and no other way
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}';`));
    // no inline styles
    expect(html).not.toMatch(/<style|style="/);
  });

  it('no CSP violation on any screen, through service worker registration and game loading', async () => {
    const context = await newPhone(browser, { reducedMotion: true, locale: 'ru-RU', serviceWorker: true });
    await context.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content.Security.Policy|CSP/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const violations = () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

    await page.goto(BASE + '/', { waitUntil: 'load' });
    await waitForServiceWorkerControl(page);
    const routes = [
      '#/',
      '#/settings',
      '#/saved',
      ...GAMES.flatMap((g) => [`#/new/${g.id}`, `#/rules/${g.id}`]),
    ];
    for (const route of routes) {
      await page.evaluate((h) => (location.hash = h), route);
      await page.waitForTimeout(300);
      expect(await violations(), route).toEqual([]);
    }
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
  it('no CSP violation while games are started and Rolling Village is played through a setup and a building roll', async () => {
    const context = await newPhone(browser, { reducedMotion: true, locale: 'en-US', serviceWorker: true });
    await context.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|CSP/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const violations = () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

    // the detector works: an inline style attribute is refused and reported
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
    await expect.poll(violations).toHaveLength(1);
    await page.evaluate(() => {
      document.body.removeAttribute('style');
      (window as unknown as { __cspViolations: string[] }).__cspViolations.length = 0;
    });
    await page.waitForTimeout(200);
    problems.length = 0;

    // every game's screen, started with the default seats
    for (const game of GAMES.filter((g) => g.playable)) {
      await page.goto(`${BASE}/#/new/${game.id}/app`);
      await page.waitForSelector('.seat-list > li');
      await page.locator('.bottom-bar .btn-primary').click();
      await page.waitForURL(/#\/play\//);
      await page.waitForTimeout(1000);
      expect(await violations(), game.id).toEqual([]);
    }

    // Rolling Village: the setup roll, every sheet's placements, then a building roll
    await page.goto(`${BASE}/#/new/rolling-village`);
    await page.waitForSelector('.seat-list > li');
    await page.locator('.bottom-bar .btn-primary').click();
    await page.waitForSelector('[data-testid=rv-screen]');
    const roll = async () => {
      await page.locator('[data-testid=rv-roll]').click();
    };
    await roll();
    for (let sheet = 0; sheet < 12; sheet++) {
      for (let k = 0; k < 6; k++) {
        const types = page.locator('.rv-types .rv-type:not([disabled])');
        if ((await types.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0)
          await types.first().click();
        const cells = page.locator('.rv-cell:not([disabled])');
        if ((await cells.count()) === 0) break;
        const n = await page.locator('.rv-cell-new').count();
        await cells.first().click();
        await page.waitForFunction((m) => document.querySelectorAll('.rv-cell-new').length > m, n);
      }
      await page.locator('[data-testid=rv-done]').click();
      await page.waitForFunction(() => !document.querySelector('[data-testid=rv-done]'));
      const next = page.locator('[data-testid=rv-next-sheet]');
      if ((await next.count()) === 0) break;
      await next.click();
    }
    expect(await page.locator('[data-testid=rv-screen]').getAttribute('data-phase')).not.toBe('setup');
    await roll();
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
