// Opening the longest saved game of a kind and taking an action in it, in the built app: shared by
// bench/open-and-tap.ts and bench/saved-games-scale.ts.
import type { Page } from 'playwright-core';
import { replay } from '../src/kit/session';
import type { LongGame } from './longest-games';

/** The screen's root and the clicks that take one action from the opened game; the last one applies it. */
export const SCREEN: Record<LongGame['gameId'], string> = {
  saboteur: '.sab-root',
  'village-pillage': '.vp-screen',
  'rolling-village': '[data-testid=rv-screen]',
};

/**
 * The longest k ≤ `from` (by default a few actions before the end) where the game waits for the
 * tap we make.
 */
export function cutPoint(g: LongGame, from = g.log.length - 3): number {
  for (let k = from; k > 0; k--) {
    const s = replay(g.rules, g.config, g.seed, g.log.slice(0, k)) as Record<string, unknown>;
    if (g.gameId === 'rolling-village' && (s.phase === 'roll' || s.phase === 'scoring-roll')) return k;
    if (g.gameId === 'saboteur' && s.phase === 'turn') return k;
    if (
      g.gameId === 'village-pillage' &&
      s.phase === 'plan' &&
      (s.seats as { plan: unknown }[]).every((x) => x.plan === null)
    )
      return k;
  }
  throw new Error(`${g.label}: no cut point`);
}

export function session(g: LongGame, k: number) {
  return {
    version: 1,
    id: `long-${g.gameId}`,
    gameId: g.gameId,
    config: g.config,
    seed: g.seed,
    actions: g.log.slice(0, k),
    seats: Array.from({ length: g.seats }, (_, i) => ({
      name: `P${i + 1}`,
      colour: i % 8,
      who: 'person',
      where: 'this-phone',
    })),
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    finished: false,
  };
}

/**
 * In the page: ms from clicking `selector` to the frame after the last DOM change (quiet for 300 ms).
 * The click's own handlers' ms are left in globalThis.__handlerMs.
 */
export async function tap(page: Page, selector: string, beforeTap?: () => Promise<void>): Promise<number> {
  await page.locator(selector).first().waitFor();
  await beforeTap?.();
  return page.evaluate(
    (sel) =>
      new Promise<number>((res) => {
        let last = 0;
        const obs = new MutationObserver(() => (last = performance.now()));
        obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const el = document.querySelector(sel) as HTMLElement;
        const t0 = performance.now();
        last = t0;
        el.click();
        // the click's own handlers (the store's work included), before React draws in a microtask
        (globalThis as { __handlerMs?: number }).__handlerMs = performance.now() - t0;
        const wait = () => {
          if (performance.now() - last > 300) {
            obs.disconnect();
            res(last - t0);
          } else setTimeout(wait, 50);
        };
        requestAnimationFrame(() => {
          last = Math.max(last, performance.now());
          setTimeout(wait, 50);
        });
      }),
    selector,
  );
}

async function clickIf(page: Page, selector: string): Promise<boolean> {
  const el = page.locator(selector).first();
  if (!(await el.count())) return false;
  await el.click();
  return true;
}

/** Gets the opened game to the tap that applies an action; returns that tap's ms. */
export async function takeAction(page: Page, g: LongGame, beforeTap?: () => Promise<void>): Promise<number> {
  await page.waitForTimeout(300);
  for (let i = 0; i < 3; i++) if (!(await clickIf(page, '.handoff .btn-primary'))) break;
  if (g.gameId === 'rolling-village') {
    const ms = await tap(page, '[data-testid=rv-roll]', beforeTap);
    if (await page.locator('dialog[open] .btn-primary').count())
      return tap(page, 'dialog[open] .btn-primary', beforeTap);
    return ms;
  }
  if (g.gameId === 'village-pillage') {
    const cards = page.locator('.vp-plan .vp-hand-card:not([disabled])');
    await cards.first().waitFor();
    const slots = await page.locator('.vp-slot').count();
    for (let k = 0; k < slots; k++) await cards.nth(k).click();
    // Done hands the phone on (no question) unless this plan reveals the round (it asks first)
    const done = '.vp-plan .bottom-bar .btn-primary[data-armed=true]';
    await page.locator(done).waitFor();
    const ms = await tap(page, done, beforeTap);
    if (await page.locator('dialog[open] .btn-primary').count())
      return tap(page, 'dialog[open] .btn-primary', beforeTap);
    return ms;
  }
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await page.locator('.sab-hand .sab-hand-card').first().click();
  await page.locator('.sab-actions .btn-primary').click();
  return tap(page, 'dialog[open] .btn-primary', beforeTap);
}
