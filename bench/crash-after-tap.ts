// Issue 33 item 6: how often a move is lost when the page's renderer dies right after the tap.
// A two-sheet Rolling Village game (paper sheets) is started on the built app (one tap on "roll"
// is one move; a game has 19, so a new phone starts a new game when one runs short);
// then, trial after trial, the roll is tapped, the renderer is killed (SIGKILL to this browser's
// renderer processes; CDP Page.crash took the whole headless browser down here) 5, 10 or
// 20 ms later, and a new page of the same phone reads the stored game: the move is lost when the
// stored log did not grow. Timing on a shared machine varies, so this is a measurement, not a
// test. Serve a build first, then:
//   npx vite preview --port 5193 --strictPort &
//   npx tsx bench/crash-after-tap.ts http://127.0.0.1:5193 [trials per delay, default 10]
import { execFileSync } from 'node:child_process';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { storedMoves } from '../tests/e2e/crash-helpers';
import { chromiumOptions } from './builtApp';

const BASE = process.argv[2] ?? 'http://127.0.0.1:5193';
const TRIALS = Number(process.argv[3] ?? 10);
const DELAYS = [5, 10, 20];
/** moves played before the trials, so the stored record has a log of some length */
const WARM_ROLLS = Number(process.env.WARM_ROLLS ?? 4);
/** a paper game ends after 19 rolls: a new one is started before */
const LAST_ROLL = 17;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The renderer processes of the browser started here (its descendants only, never another's). */
function renderersOf(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const mine = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (!mine.has(r.pid) && mine.has(r.ppid)) {
        mine.add(r.pid);
        grew = true;
      }
  }
  return rows.filter((r) => mine.has(r.pid) && r.args.includes('--type=renderer')).map((r) => r.pid);
}

async function startGame(ctx: BrowserContext): Promise<string> {
  const page = await ctx.newPage();
  await page.goto(`${BASE}/#/new/rolling-village`);
  await page.waitForSelector('.seat-list > li');
  const rows = page.locator('.seat-list > li');
  while ((await rows.count()) > 2)
    await page
      .locator('button[aria-label^="Remove seat"], button[aria-label^="Убрать место"]')
      .last()
      .click();
  for (const [i, name] of ['Anna', 'Boris'].entries()) {
    await rows.nth(i).locator('input[type=text]').fill(name);
    await rows.nth(i).locator('select').selectOption('paper');
  }
  await page.locator('.bottom-bar .btn-primary').click();
  await page.waitForSelector('[data-testid=rv-screen]');
  for (let i = 0; i < WARM_ROLLS; i++) await rollOnce(page);
  const url = page.url();
  await page.close();
  return url;
}

async function rollOnce(page: Page): Promise<void> {
  const before = await page.evaluate(() => document.querySelector('[data-testid=rv-dice]')?.outerHTML ?? '');
  await page.locator('[data-testid=rv-roll]').click();
  await page.waitForFunction(
    (b) =>
      !!document.querySelector('dialog[open]') ||
      (document.querySelector('[data-testid=rv-dice]')?.outerHTML ?? '') !== b,
    before,
  );
  await page.waitForSelector('[data-testid=rv-roll]:not([disabled])');
}

async function main(): Promise<void> {
  const server = await chromium.launchServer(chromiumOptions());

  const root = server.process().pid!;
  const browser = await chromium.connect(server.wsEndpoint());
  const phone = async () => {
    const c = await browser.newContext({
      serviceWorkers: 'block',
      locale: 'en-US',
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
    });
    // a blank page keeps the phone's (incognito) profile, and its storage, while no app page is open
    await c.newPage();
    return c;
  };
  let ctx = await phone();
  let url = await startGame(ctx);
  if (process.env.VERBOSE) console.log('started', url);
  const lost: Record<number, number> = {};
  for (const delay of DELAYS) {
    lost[delay] = 0;
    for (let t = 0; t < TRIALS; t++) {
      let page = await ctx.newPage();
      await page.goto(url);
      await page.waitForSelector('[data-testid=rv-roll]:not([disabled])');
      // the game is written and settled before the tap
      await sleep(300);
      let before = await storedMoves(page);
      if (before >= LAST_ROLL) {
        await ctx.close();
        ctx = await phone();
        url = await startGame(ctx);
        page = await ctx.newPage();
        await page.goto(url);
        await page.waitForSelector('[data-testid=rv-roll]:not([disabled])');
        await sleep(300);
        before = await storedMoves(page);
      }
      const renderers = renderersOf(root);
      await page.locator('[data-testid=rv-roll]').click({ noWaitAfter: true });
      await sleep(delay);
      for (const pid of renderers) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      await page.close().catch(() => {});
      const check = await ctx.newPage();
      await check.goto(`${BASE}/#/`);
      const after = await storedMoves(check);
      await check.close();
      if (after <= before) lost[delay]!++;
      if (process.env.VERBOSE) console.log(delay, t, before, after);
    }
  }
  const total = Object.values(lost).reduce((a, b) => a + b, 0);
  console.log(
    `${BASE}: moves lost ${DELAYS.map((d) => `${lost[d]}/${TRIALS} at ${d} ms`).join(', ')}; ` +
      `${total} of ${TRIALS * DELAYS.length} in all`,
  );
  await browser.close();
  await server.close();
}

await main();
