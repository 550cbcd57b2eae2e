// What the browser benches share: the built app served from a folder (every unknown path gets
// index.html, as the app's hash routes expect) and Debian's Chromium with the browser tests' flags.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/browser';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves the build in `dist` on 127.0.0.1:`port`. */
export function serveBuild(dist: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    let file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((r) => server.listen(port, '127.0.0.1', () => r(server)));
}

/** The launch options of Debian's Chromium with the browser tests' flags, and `extra` ones. */
export function chromiumOptions(extra: string[] = []) {
  return { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra] };
}

export function launchChromium(extra: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumOptions(extra));
}

/**
 * A phone for the start and tap benches: 390×844, English, reduced motion, no service worker,
 * with `initScript` run before each page's own scripts (the benches' long-task observers).
 */
export async function benchPhone(browser: Browser, initScript: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  await ctx.addInitScript(initScript);
  return ctx;
}
