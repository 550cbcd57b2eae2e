// Issue 21 item 1: what a person feels, in the built app at 4× CPU throttle (CDP
// Emulation.setCPUThrottlingRate): opening the longest saved game of each kind
// (bench/longest-games.ts, saved a few actions before its end) and a tap that takes an action
// in it. Prints medians; asserts nothing.
//   npm run build && E2E_PORT=5192 npx tsx bench/open-and-tap.ts
//   (GAMES=saboteur for one kind, ROUNDS=7 for more rounds, DIST=/tmp/x/dist for another build)
// - open: from setting the game's address (the app already running, its code loaded) to the
//   first frame after the game's screen is on the page: reading the game, replaying its log
//   (snapshots are in memory only), the first render;
// - open's main-thread CPU: the CPU time of the main thread's tasks during the open (thread time,
//   so a busy machine does not add to it; the 4x throttle does not show in it either);
// - tap: from the click that takes the action to the first frame after the screen settles
//   (no DOM change for 300 ms; the time of the last change, then the next frame).
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium, serveBuild } from './builtApp';
import { longestGames } from './longest-games';
import { cutPoint, SCREEN, session, takeAction } from './tapGame';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = process.env.DIST ? resolve(process.env.DIST) : join(ROOT, 'dist');
const PORT = Number(process.env.E2E_PORT ?? 5192);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BASE = `http://127.0.0.1:${PORT}`;

async function seed(page: Page, sessions: unknown[]): Promise<void> {
  await page.goto(`${BASE}/favicon.svg`);
  await page.evaluate(
    (v) =>
      new Promise<void>((res, rej) => {
        const open = indexedDB.open('pocket-table');
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('kv', 'readwrite').objectStore('kv').put(v, 'sessions');
          req.onsuccess = () => (db.close(), res());
          req.onerror = () => rej(req.error);
        };
      }),
    { v: 1, data: { sessions } },
  );
}

/**
 * The main thread's CPU time in tasks so far, in s (Performance.enable with threadTicks): unlike
 * wall time it does not grow while a busy machine runs other work. The throttle slows the
 * thread by pausing it, which thread time does not count: it is the unthrottled CPU cost.
 */
async function taskCpu(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/** In the page: ms from `start()` to the first frame after `selector` is on the page. */
async function untilShown(page: Page, selector: string, start: string): Promise<number> {
  return page.evaluate(
    ([sel, code]) =>
      new Promise<number>((res) => {
        const t0 = performance.now();
        new Function(code)();
        const check = () => {
          if (document.querySelector(sel))
            requestAnimationFrame(() => setTimeout(() => res(performance.now() - t0)));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [selector, start] as const,
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

// GAMES=saboteur,rolling-village measures only those
const games = longestGames().filter(
  (g) => !process.env.GAMES || process.env.GAMES.split(',').includes(g.gameId),
);
const cuts = games.map((g) => cutPoint(g));
const server = await serveBuild(DIST, PORT);
const browser = await launchChromium();
const lines: string[] = [`open and tap at 4x CPU throttle, median of ${ROUNDS} (ms)`];
try {
  for (let gi = 0; gi < games.length; gi++) {
    const g = games[gi]!;
    const opens: number[] = [];
    const taps: number[] = [];
    const openCpu: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const ctx = await browser.newContext({
        serviceWorkers: 'block',
        locale: 'en-US',
        reducedMotion: 'reduce',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      // tsx keeps function names with a helper the page does not have
      await ctx.addInitScript('globalThis.__name = (f) => f;');
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await seed(page, [session(g, cuts[gi]!)]);
      await page.goto(`${BASE}/`);
      await page.locator('.home, main').first().waitFor();
      // load the game's code once, then come back home: the measured open reads and replays
      await page.goto(`${BASE}/#/play/long-${g.gameId}`);
      await page.locator(SCREEN[g.gameId]).waitFor();
      await page.goto(`${BASE}/#/`);
      await page.waitForTimeout(300);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const cpu0 = await taskCpu(cdp);
      opens.push(await untilShown(page, SCREEN[g.gameId], `location.hash = '#/play/long-${g.gameId}'`));
      openCpu.push(Math.round(((await taskCpu(cdp)) - cpu0) * 1000));
      taps.push(await takeAction(page, g));
      if (errors.length) throw new Error(`${g.label}: ${errors.join('; ')}`);
      await ctx.close();
    }
    lines.push(
      `${g.label} (${cuts[gi]} actions saved): open ${median(opens).toFixed(0)} (${opens.map((x) => x.toFixed(0)).join(', ')}), tap ${median(taps).toFixed(0)} (${taps.map((x) => x.toFixed(0)).join(', ')}); open's main-thread CPU ${median(openCpu)} (${openCpu.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
console.log(lines.join('\n'));
