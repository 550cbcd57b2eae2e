// Village Pillage companion (issue 22, companion §3) in the built app, in Chromium, on one phone at
// 390×844 and 360×640: a whole game to the third relic. Round 1 has a steal split (two raiders on
// one short stockpile), a buy and the refill question; it is undone and entered again; then the
// rounds run until a village buys its third relic. Every tap target stays on the screen's width.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';

const NAMES = ['Anna', 'Boris', 'Vera'];

async function newCompanionGame(page: Page): Promise<void> {
  await page.goto(BASE + '/#/new/village-pillage/companion', { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  while ((await page.locator('.seat-list > li').count()) < NAMES.length)
    await page.locator('.add-seat').click();
  while ((await page.locator('.seat-list > li').count()) > NAMES.length)
    await page.locator('.seat-list > li').last().getByRole('button').last().click();
  for (let i = 0; i < NAMES.length; i++)
    await page.locator('.seat-list > li').nth(i).locator('input[type=text]').fill(NAMES[i]!);
  await page.locator('.bottom-bar .btn-primary').click();
}

const tap = (page: Page, card: string) => page.locator(`.vpc-grid button[data-card="${card}"]`).click();

/** Enters every person's two cards and resolves: plays[i] = [left, right]. */
async function enterRound(page: Page, plays: [string, string][]): Promise<void> {
  for (const [l, r] of plays) {
    await page.locator('#vpc-entry-title').waitFor();
    await tap(page, l);
    await tap(page, r);
  }
  await page.getByTestId('vpc-resolve').click();
}

/** Plays the resolution back to its end (or to a question); returns its lines. */
async function playBack(page: Page): Promise<string[]> {
  const lines: string[] = [];
  while (await page.getByTestId('vpc-next').count()) {
    lines.push(...(await page.getByTestId('vpc-lines').locator('li').allTextContents()));
    await page.getByTestId('vpc-next').click();
  }
  return lines;
}

/** Nothing wider than the screen: every button fits its width and is at least 48 px tall. */
async function fits(page: Page, width: number): Promise<void> {
  const bad = await page.locator('button:visible').evaluateAll(
    (els, w) =>
      els
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.right > w + 1 || r.height < 44)
        .map((r) => `${r.left},${r.right},${r.height}`),
    width,
  );
  expect(bad).toEqual([]);
}

describe('Village Pillage companion in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [width, height] of [
    [390, 844],
    [360, 640],
  ] as const) {
    it(`${width}×${height}: a whole game to the third relic with a steal split, a buy, a refill and an undo`, async () => {
      const context = await newPhone(browser, { locale: 'en-US', width, height });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await newCompanionGame(page);

      // companion §3.1: the market from pictures
      await page.locator('#vpc-market-title').waitFor();
      await fits(page, width);
      for (const c of ['florist', 'mason', 'bard', 'moat']) await tap(page, c);

      // round 1 (companion §3.2): Anna wall | raider, Boris farmer | merchant, Vera raider | wall
      const round1: [string, string][] = [
        ['wall', 'raider'],
        ['farmer', 'merchant'],
        ['raider', 'wall'],
      ];
      await page.locator('#vpc-entry-title').waitFor();
      await fits(page, width);
      await checkA11y(page, 'companion entry');
      await enterRound(page, round1);
      let lines = await playBack(page);
      // §7.2: Boris's 4 turnips split between the two raiders, 2 and 2
      expect(lines.filter((l) => /Boris/.test(l) && /steals 2 turnips/i.test(l))).toHaveLength(2);
      // companion §3.4: Boris's merchant cannot buy a relic and buys a card: which, then the refill
      await expect(page.locator('#vpc-q-title').textContent()).resolves.toMatch(
        /Which card did Boris take\?$/,
      );
      await fits(page, width);
      await tap(page, 'florist');
      await expect(page.locator('#vpc-q-title').textContent()).resolves.toMatch(/Which card came up\?$/);
      await tap(page, 'miner');
      lines = await playBack(page);
      expect(lines.join(' ')).toMatch(/Florist/);

      // companion §3.6: undo round 1, then enter it again
      await page.getByTestId('vpc-undo').click();
      // issue 29 item 2: asked once
      await page.getByRole('dialog').getByRole('button', { name: 'Undo round 1' }).click();
      await expect(page.locator('.vpc-round').textContent()).resolves.toBe('Round 1');
      // issue 29 item 3: its cards are offered again on the review; resolved as they were
      await page.locator('#vpc-review-title').waitFor();
      await page.getByTestId('vpc-resolve').click();
      await playBack(page);
      await tap(page, 'florist');
      await tap(page, 'miner');
      await playBack(page);
      await expect(page.locator('.vpc-round').textContent()).resolves.toBe('Round 2');
      await page.getByRole('button', { name: 'Log' }).click();
      await expect(page.getByTestId('vpc-notes').textContent()).resolves.toMatch(/Round 1 taken back/);
      await page.getByRole('button', { name: 'Close' }).click();

      // the rounds to the end: Anna farms and buys relics with her merchant; no one steals
      for (let round = 2; round < 40; round++) {
        if (await page.getByTestId('vpc-end').count()) break;
        await enterRound(page, [
          ['merchant', 'farmer'],
          ['wall', 'farmer'],
          ['farmer', 'wall'],
        ]);
        // questions: a card bought by an unable merchant, and its refill
        for (let k = 0; k < 6; k++) {
          await playBack(page);
          if (await page.locator('#vpc-q-title').count()) {
            await page.locator('.vpc-grid button').first().click();
          } else break;
        }
      }
      await page.getByTestId('vpc-end').waitFor();
      await expect(page.locator('#final-ranking-title').textContent()).resolves.toBe('Anna wins!');
      await fits(page, width);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
