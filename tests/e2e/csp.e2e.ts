// Rule: the built app runs under its Content-Security-Policy (own origin only, no
// 'unsafe-inline'): no violation is reported on any screen, including while the service
// worker registers and the game chunks load.
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
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-|https?:|\*/);
    // no inline scripts or styles in the built page
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|style="/);
  });

  it('no CSP violation on any screen, through service worker registration and game loading', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU' });
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
});
