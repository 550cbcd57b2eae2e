// Issue 15 in the built app. Fault 1/6: the attacks that blanked the page (an imported game
// dated 9e15, malformed routes) now leave a working app, after a reload too. Fault 14: the
// host sends frame-ancestors 'none' (vite preview), and a host that sends nothing still
// gets an app that refuses to run framed and links to its own window instead.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';

const farFuture = JSON.stringify({
  app: 'pocket-table',
  kind: 'saves',
  version: 1,
  sessions: [
    {
      version: 1,
      id: 'future',
      gameId: 'rolling-village',
      config: {
        seats: [{ name: 'Ann', kind: 'digital' }],
        options: { scoringRoll: 'separate', setupDifferentRows: false },
      },
      seed: 5,
      actions: [],
      seats: [{ name: 'Ann', colour: 0, kind: 'digital' }],
      createdAt: 9e15,
      updatedAt: 9e15,
      finished: false,
    },
  ],
});

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText.trim());

describe('issue 15 in the built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fault 1: a game dated 9e15 imports, and home and saved games still show after a reload', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${BASE}/#/saved`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'saves.json',
      mimeType: 'application/json',
      buffer: Buffer.from(farFuture),
    });
    await page.getByText('Ann').first().waitFor();
    for (const hash of ['#/saved', '#/']) {
      await page.goto(`${BASE}/${hash}`);
      await page.reload();
      await page.getByText('Ann').first().waitFor();
      expect(await page.locator('.app-main').count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fault 6: #/play/%, #/new/%E0%A4%A and #/rules/%zz show home, not a blank page', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    for (const hash of ['#/play/%', '#/new/%E0%A4%A', '#/rules/%zz']) {
      await page.goto(`${BASE}/${hash}`);
      await page.reload();
      await page.getByRole('heading', { name: 'Pocket Table' }).waitFor();
      expect(await bodyText(page)).not.toBe('');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fault 14: the host headers forbid framing and sniffing and set a referrer policy', async () => {
    const res = await fetch(`${BASE}/`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('fault 14: framed by another page of the site (host without headers), the app shows only a link to open it', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    // a host that sends no headers: the page's own check is all that stands
    await context.route(`${BASE}/`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await context.route(`${BASE}/framer.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${BASE}/#/saved" width="390" height="800"></iframe>`,
      }),
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/framer.html`);
    const frame = page.frameLocator('iframe');
    const link = frame.getByRole('link', { name: 'Open Pocket Table in its own window' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    await frame.getByRole('link', { name: 'Открыть Pocket Table в отдельном окне' }).waitFor();
    expect(await frame.locator('.app-main').textContent()).not.toMatch(/Saved games|Import/);

    // the same page in its own window is the app
    const own = await context.newPage();
    await own.goto(`${BASE}/#/saved`);
    await own.getByRole('heading', { name: 'Saved games' }).waitFor();
    await context.close();
  });
});
