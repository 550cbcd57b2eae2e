// What the crash-after-tap browser test needs: the renderer processes of one browser (to kill
// them: CDP Page.crash takes the whole headless browser down here), the stored number of moves
// read straight from IndexedDB, and a two-sheet Rolling Village game (one tap on "roll" is one
// move).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE } from './browser';
import { readKv } from './storedKv';

/** The parent pid of `pid` (from /proc), or null when it is gone. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The renderer processes of `browser` as it lists them (CDP SystemInfo), each checked to descend
 * from that browser's own process, so no other program's process is ever touched.
 */
export async function renderersOf(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  const root = processInfo.find((p) => p.type === 'browser')?.id;
  const descends = (pid: number) => {
    for (let p: number | null = pid, hops = 0; p && hops < 10; p = parentOf(p), hops++)
      if (p === root) return true;
    return false;
  };
  return processInfo.filter((p) => p.type === 'renderer' && descends(p.id)).map((p) => p.id);
}

/** Kills these processes at once (SIGKILL: no unload, no page lifecycle, as a crash). */
export function killAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

/** The stored number of moves of every saved game together, read straight from IndexedDB. */
export async function storedMoves(page: Page): Promise<number> {
  const games = (await readKv(page, 'getAll', 'game:', 'game:\uffff')) as { actions?: unknown[] }[];
  return games.reduce((n, g) => n + (g.actions?.length ?? 0), 0);
}

/** Starts a two-sheet paper Rolling Village game on `ctx`; returns its address. */
export async function startRollingVillage(ctx: BrowserContext): Promise<string> {
  const page = await ctx.newPage();
  await page.goto(`${BASE}/#/new/rolling-village`);
  await page.waitForSelector('.seat-list > li');
  const rows = page.locator('.seat-list > li');
  while ((await rows.count()) > 2) await page.locator('button[aria-label^="Remove seat"]').last().click();
  for (const [i, name] of ['Anna', 'Boris'].entries()) {
    await rows.nth(i).locator('input[type=text]').fill(name);
    await rows.nth(i).locator('select').selectOption('paper');
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.waitForSelector('[data-testid=rv-roll]:not([disabled])');
  const url = page.url();
  await page.close();
  return url;
}

/**
 * Taps "roll" in the page and resolves once the tap's task has ended: the click runs its handler
 * (and the microtasks after it) in one task; a timer of 0 ms runs in a later one. `busyMs`: the
 * page is then busy for that long in the task after (as while it draws a large screen), so that
 * nothing the page would do after the tap's task happens before the renderer is killed.
 */
export function tapRollAndEndTask(page: Page, busyMs = 0): Promise<void> {
  return page.evaluate(
    (busy) =>
      new Promise<void>((res) => {
        (document.querySelector('[data-testid=rv-roll]') as HTMLElement).click();
        setTimeout(res, 0);
        if (busy)
          setTimeout(() => {
            const until = performance.now() + busy;
            while (performance.now() < until);
          }, 0);
      }),
    busyMs,
  );
}
