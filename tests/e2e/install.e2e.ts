// Rule: the built app meets the install criteria — a complete manifest whose colours match
// the page, fetchable icons of the declared sizes (plus a separate maskable one and the iOS
// apple-touch-icon), an active service worker, and no installability errors in Chromium.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launchPersistentPhone, waitForServiceWorkerControl } from './browser';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('install criteria', () => {
  let phone: Awaited<ReturnType<typeof launchPersistentPhone>>;
  let context: BrowserContext;
  let page: Page;
  let manifest: Record<string, unknown> & { icons: ManifestIcon[] };

  beforeAll(async () => {
    // a real profile: Chromium does not offer installing from incognito contexts
    phone = await launchPersistentPhone({ serviceWorker: true });
    context = phone.context;
    page = await context.newPage();
    await page.goto(BASE + '/', { waitUntil: 'load' });
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href, 'index.html links a web app manifest').toBeTruthy();
    const res = await page.request.get(new URL(href as string, BASE + '/').href);
    expect(res.ok()).toBe(true);
    manifest = await res.json();
  });

  afterAll(async () => {
    await phone?.close();
  });

  it('the manifest names the app, describes it, and opens standalone in the page colours', async () => {
    expect(manifest.name).toBe('Pocket Table');
    expect(typeof manifest.short_name).toBe('string');
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect((manifest.description as string).length).toBeGreaterThan(20);
    expect(manifest.lang).toMatch(/^(ru|en)/);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const toRgb = (hex: string) => {
      const n = parseInt(hex.slice(1), 16);
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
    };
    expect(toRgb(manifest.background_color as string)).toBe(pageBg);
    expect(toRgb(manifest.theme_color as string)).toBe(pageBg);
    const metaTheme = await page.getAttribute('meta[name="theme-color"]', 'content');
    expect(metaTheme).toBe(manifest.theme_color);
  });

  it('the manifest has 192 and 512 icons and a separate maskable 512 icon, all fetchable PNGs of their size', async () => {
    const any = manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes('any'));
    const maskable = manifest.icons.filter((i) => i.purpose?.split(' ').includes('maskable'));
    expect(any.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(maskable.map((i) => i.sizes)).toEqual(['512x512']);
    expect(maskable[0]!.purpose).toBe('maskable');
    for (const icon of manifest.icons) {
      const res = await page.request.get(new URL(icon.src, BASE + '/manifest.webmanifest').href);
      expect(res.ok(), icon.src).toBe(true);
      expect(res.headers()['content-type']).toContain('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await res.body()), icon.src).toEqual({ width: w, height: h });
    }
  });

  it('index.html links a 180x180 apple-touch-icon that is fetchable', async () => {
    const href = await page.getAttribute('link[rel="apple-touch-icon"]', 'href');
    expect(href).toBeTruthy();
    const res = await page.request.get(new URL(href as string, BASE + '/').href);
    expect(res.ok()).toBe(true);
    expect(pngSize(await res.body())).toEqual({ width: 180, height: 180 });
  });

  it('a service worker is active and controls the page', async () => {
    await waitForServiceWorkerControl(page);
    const sw = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        state: reg?.active?.state,
        scope: reg?.scope,
        controller: navigator.serviceWorker.controller?.scriptURL,
      };
    });
    expect(sw.state).toBe('activated');
    expect(sw.scope).toBe(BASE + '/');
    expect(sw.controller).toBe(BASE + '/sw.js');
  });

  it('Chromium reports no installability errors', async () => {
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    expect(installabilityErrors.map((e) => `${e.errorId} ${JSON.stringify(e.errorArguments)}`)).toEqual([]);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(url).toBe(BASE + '/manifest.webmanifest');
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(data).toBeTruthy();
  });
});
