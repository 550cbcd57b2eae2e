// Issue 13 ("Smaller": «Цветочниц|а», «Перекрёст|ок» broken mid-word): at 360×640, in Russian
// and English, no Village Pillage card name on the table is broken inside a word. Opening
// markets are picked (by seed, in node) so that together they show every market card; each
// game is opened in the app and every word of every card chip must sit on one line (a Range
// over a word that wraps has two client rects).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/village-pillage/rules';
import type { CardId } from '../../src/games/village-pillage/rules/types';
import { BASE, launch, newPhone } from './browser';
import { writeSavedSessions, type SavedSession } from './privacy';

/** Seeds whose opening markets (3 seats) show, between them, every card the market can hold. */
function seedsCoveringTheMarket(): number[] {
  const all = new Set<CardId>();
  const markets = new Map<number, CardId[]>();
  for (let seed = 1; seed <= 400; seed++) {
    const s = rules.setup(rules.defaultConfig(3), seed);
    const cards = [...s.market, ...s.deck];
    cards.forEach((c) => all.add(c));
    markets.set(seed, s.market);
  }
  const left = new Set(all);
  const chosen: number[] = [];
  while (left.size > 0) {
    let best = 0;
    let gain = 0;
    for (const [seed, m] of markets) {
      const g = new Set(m.filter((c) => left.has(c))).size;
      if (g > gain) [best, gain] = [seed, g];
    }
    if (gain === 0) break;
    chosen.push(best);
    markets.get(best)!.forEach((c) => left.delete(c));
  }
  expect([...left]).toEqual([]);
  return chosen;
}

/** Words of card chips that wrap inside themselves. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('.vp-chip-name, .vp-card-name')) {
      for (const node of el.childNodes) {
        if (node.nodeType !== 3) continue;
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
    }
    return out;
  });
}

describe('card names are never broken inside a word (360×640)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['ru', 'en'] as const)
    it(`Village Pillage table, every market card (${lang})`, async () => {
      const seeds = seedsCoveringTheMarket();
      const context = await newPhone(browser, {
        locale: lang === 'ru' ? 'ru-RU' : 'en-US',
        width: 360,
        height: 640,
        reducedMotion: true,
      });
      const page = await context.newPage();
      await page.goto(BASE + '/#/', { waitUntil: 'load' });
      await page.locator('.game-list h2').first().waitFor();
      const now = Date.now();
      const sessions = seeds.map((seed) => ({
        version: 1,
        id: `market-${seed}`,
        gameId: 'village-pillage',
        config: rules.defaultConfig(3),
        seed,
        actions: [],
        // bots: the table shows at once, with no handoff in front of it
        seats: ['Александра', 'Бот 1', 'Бот 2'].map((name, colour) => ({
          name,
          colour,
          kind: colour === 0 ? 'human' : 'bot:easy',
        })),
        createdAt: now,
        updatedAt: now,
        finished: false,
      }));
      await writeSavedSessions(page, sessions as unknown as SavedSession[]);
      let chips = 0;
      for (const s of sessions) {
        await page.goto(`${BASE}/#/play/${s.id}`, { waitUntil: 'load' });
        await page.reload({ waitUntil: 'load' });
        // the plan screen (one person, no handoff): the table with the market is one tap away
        await page.locator('.vp-plan').waitFor();
        await page.locator('details.vp-plan-table > summary').click();
        await page.locator('.vp-market .vp-chip-name').first().waitFor();
        chips += await page.locator('.vp-chip-name, .vp-card-name').count();
        expect(await brokenWords(page), `seed ${s.seed}`).toEqual([]);
      }
      expect(chips).toBeGreaterThan(seeds.length * 4);
      await context.close();
    }, 120_000);
});
