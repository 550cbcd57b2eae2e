// Shared pieces of the browser tests: Debian's Chromium through playwright-core, a phone-sized
// context, and an axe-core accessibility check.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE } from './config';

export { BASE };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PhoneOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  width?: number;
  height?: number;
  /** emulate prefers-reduced-motion: dice tumbles and turnip flights are skipped */
  reducedMotion?: boolean;
  /**
   * Let the app install its service worker (the tests of offline play, installing, updates and
   * the CSP ask for it). Off otherwise: a game's screens are the same with or without it, and
   * its install (precaching the whole build) cost each fresh phone about 1.6 of its 4.4 CPU
   * seconds here, on a 2-core machine whose browser tests are CPU-bound.
   */
  serviceWorker?: boolean;
}

function phoneContextOptions(options: PhoneOptions) {
  const {
    locale = 'ru-RU',
    colorScheme = 'light',
    width = 390,
    height = 844,
    reducedMotion = false,
    serviceWorker = false,
  } = options;
  return {
    serviceWorkers: serviceWorker ? ('allow' as const) : ('block' as const),
    locale,
    colorScheme,
    reducedMotion: reducedMotion ? ('reduce' as const) : ('no-preference' as const),
    viewport: { width, height },
    screen: { width, height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  };
}

/** A fresh phone: its own storage, service workers and caches. */
export function newPhone(browser: Browser, options: PhoneOptions = {}): Promise<BrowserContext> {
  return browser.newContext(phoneContextOptions(options));
}

/**
 * A phone with a real (non-incognito) profile in a temporary folder. Chromium refuses to
 * install from incognito profiles, and every `browser.newContext()` is one, so installability
 * is checked here. `close()` closes the browser and deletes the profile.
 */
export async function launchPersistentPhone(
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-table-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...phoneContextOptions(options),
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs axe-core (WCAG 2.x A/AA rules) on the page and fails, listing every violation. */
export async function checkA11y(page: Page, name: string): Promise<void> {
  // the screen as a person sees it once it settles: the "ready to work offline" toast floats
  // over the page for 4 s after the first install (it would count as covering what is under it)
  await page.locator('.banner.offline-ready').waitFor({ state: 'detached', timeout: 15_000 });
  // legacy mode runs axe in the page itself; the default (runPartial in each frame, then
  // finishRun in a blank page it opens for the purpose) found the same violations, passes and
  // incompletes on every Saboteur screen in twice the time (20.7 s against 10.9 s for 15
  // checks): the app has no frames for it to reach
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const violations = [];
  for (const v of result.violations) {
    if (v.id !== 'target-size') violations.push(v);
    else {
      const nodes = await coveredOnlyWhereScrolled(page, v.nodes);
      if (nodes.length) violations.push({ ...v, nodes });
    }
  }
  if (violations.length === 0) return;
  const lines = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
    return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${nodes}`;
  });
  throw new Error(`axe found ${violations.length} violation(s) on ${name}:\n${lines.join('\n')}`);
}

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/**
 * The targets of a target-size finding that stay too small once scrolled into the band between
 * the sticky header and the bottom bar. A control that scrolls under a sticky bar is "partially
 * obscured" to axe at one scroll position and whole at another (which one a test lands on
 * depends on the fonts); a person scrolls to it. Each flagged target is scrolled to the middle
 * of the free band and checked again alone: one that is still covered or small there fails.
 */
async function coveredOnlyWhereScrolled(page: Page, nodes: AxeNode[]): Promise<AxeNode[]> {
  const still: AxeNode[] = [];
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const node of nodes) {
    const selector = node.target.length === 1 ? String(node.target[0]) : null;
    if (!selector) {
      still.push(node);
      continue;
    }
    await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) return;
      let top = 0;
      let bottom = innerHeight;
      for (const bar of document.querySelectorAll('body *')) {
        const position = getComputedStyle(bar).position;
        if (position !== 'fixed' && position !== 'sticky') continue;
        const r = bar.getBoundingClientRect();
        if (r.width < innerWidth / 2 || bar.contains(el)) continue;
        if (r.top <= 1) top = Math.max(top, r.bottom);
        else if (r.bottom >= innerHeight - 1) bottom = Math.min(bottom, r.top);
      }
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.top - (top + (bottom - top - r.height) / 2));
    }, selector);
    const again = await new AxeBuilder({ page }).include(selector).withRules(['target-size']).analyze();
    if (again.violations.length) still.push(node);
  }
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  return still;
}

/** Waits until a service worker controls the page (the first visit needs one reload). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
  if (!controlled) {
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
  }
}

/**
 * Waits until the guarded button `selector` answers a press (issue 29: "I am <name>" and a
 * private screen's first button take only a fresh press after a short dwell; they say so with
 * data-armed="true"). A pointer click through Playwright waits by itself (the button is
 * aria-disabled until then); a key press does not, so keyboard tests wait here first.
 */
export async function armed(page: Page, selector: string): Promise<void> {
  await page.locator(`${selector}:not([data-armed="false"])`).first().waitFor();
}
