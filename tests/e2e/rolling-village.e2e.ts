// Rolling Village in the built app: a whole two-sheet game on one phone, two phones with the
// same game code rolling the same dice (spec §13.2, §13.3), and at the table (issue 13 item 7):
// a roll is one tap, the whole sheet fits a 360×640 screen, a paper total can be corrected.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function phone(locale = 'en-US', width = 390, height = 844): Promise<Page> {
  const ctx = await newPhone(browser, { reducedMotion: true, locale, width, height });
  return ctx.newPage();
}

async function newGame(
  page: Page,
  kinds: string[],
  names: string[],
  phones: 'one' | 'host' | 'join' = 'one',
  code = '',
) {
  await page.goto(`${BASE}/#/new/rolling-village`);
  await page.waitForSelector('.seat-list > li');
  const rows = page.locator('.seat-list > li');
  while ((await rows.count()) > kinds.length)
    await page
      .locator('button[aria-label^="Remove seat"], button[aria-label^="Убрать место"]')
      .last()
      .click();
  while ((await rows.count()) < kinds.length) await page.locator('.add-seat').click();
  for (let i = 0; i < kinds.length; i++) {
    await rows.nth(i).locator('input[type=text]').fill(names[i]!);
    await rows.nth(i).locator('select').selectOption(kinds[i]!);
  }
  const radios = page.locator('input[name=rv-phones]');
  if (phones === 'host') await radios.nth(1).check();
  if (phones === 'join') {
    await radios.nth(2).check();
    await page.locator('#rv-join-code').fill(code);
  }
}

async function start(page: Page) {
  await page.locator('.bottom-bar .btn-primary').click();
  await page.waitForSelector('[data-testid=rv-screen]');
}

const phaseOf = (page: Page) => page.locator('[data-testid=rv-screen]').getAttribute('data-phase');
const rollsMade = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid=rv-dice]')?.getAttribute('data-dice') ?? '');

const rollCount = (page: Page) => page.evaluate(() => document.querySelectorAll('.rv-history li').length);

/** One tap on the roll button (it waits while the button rests after the last roll). */
async function roll(page: Page) {
  const before = await page.evaluate(() => document.querySelector('[data-testid=rv-dice]')?.outerHTML ?? '');
  await page.locator('[data-testid=rv-roll]').click();
  // only a shared game's scoring roll asks first (§13.3)
  await page.waitForFunction(
    (b) =>
      !!document.querySelector('dialog[open]') ||
      (document.querySelector('[data-testid=rv-dice]')?.outerHTML ?? '') !== b,
    before,
  );
  if (await page.locator('dialog[open]').count()) await page.locator('dialog[open] .btn-primary').click();
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

/**
 * Scrolls the sheet under the sticky header and returns the cells that are not wholly between
 * the header's bottom and the bottom bar's top (none when the whole sheet fits).
 */
async function cellsOutside(page: Page): Promise<{ cells: number; outside: string[] }> {
  return page.evaluate(() => {
    const head = document.querySelector('.rv-status')!.getBoundingClientRect();
    const grid = document.querySelector('.rv-sheet')!.getBoundingClientRect();
    window.scrollBy(0, grid.top - head.bottom - 2);
    const top = document.querySelector('.rv-status')!.getBoundingClientRect().bottom;
    const bar = document.querySelector('.bottom-bar')?.getBoundingClientRect();
    const bottom = bar ? bar.top : innerHeight;
    const cells = [...document.querySelectorAll<HTMLElement>('.rv-sheet .rv-cell')];
    const outside = cells
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.top < top - 0.5 || r.bottom > bottom + 0.5 || r.left < 0 || r.right > innerWidth;
      })
      .map((c) => `${c.dataset.row}/${c.dataset.col}`);
    return { cells: cells.length, outside };
  });
}

/** Every sheet of this phone places its open requirements (first legal cell, first allowed type) and confirms. */
async function playStage(page: Page) {
  for (let sheets = 0; sheets < 12; sheets++) {
    for (let guard = 0; guard < 6; guard++) {
      const types = page.locator('.rv-types .rv-type:not([disabled])');
      if ((await types.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0)
        await types.first().click();
      const cells = page.locator('.rv-cell:not([disabled])');
      const n = await page.locator('.rv-cell-new').count();
      if ((await cells.count()) === 0) break;
      await cells.first().click();
      await page.waitForFunction((k) => document.querySelectorAll('.rv-cell-new').length > k, n);
    }
    const avenue = page.locator('.rv-avenues .btn-primary');
    if (await avenue.count()) await avenue.click();
    else await page.locator('[data-testid=rv-done]').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=rv-done]'));
    const next = page.locator('[data-testid=rv-next-sheet]');
    if ((await next.count()) === 0) break;
    await next.click();
  }
}

async function chooseAvenues(page: Page) {
  for (let g = 0; g < 12 && (await phaseOf(page)) === 'choose-avenue'; g++) {
    const go = page.locator('.rv-avenues .btn-primary');
    if (await go.count()) await go.click();
    const next = page.locator('[data-testid=rv-next-sheet]');
    await page.waitForTimeout(50);
    if (await next.count()) await next.click();
  }
}

describe('Rolling Village in the browser', () => {
  it('a whole game with two digital sheets on one phone ends in a ranking with totals (§13.2, §9)', async () => {
    const page = await phone('en-US');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await newGame(page, ['this-phone', 'this-phone'], ['Ann', 'Boris']);
    await start(page);
    await roll(page); // setup roll
    await checkA11y(page, 'Rolling Village sheet during setup');
    await playStage(page);
    for (let round = 1; round <= 9; round++) {
      expect(await page.getByTestId('rv-round').textContent()).toContain(`Round ${round} of 9`);
      await roll(page); // building
      await playStage(page);
      await roll(page); // scoring
      await chooseAvenues(page);
    }
    await page.waitForSelector('[data-testid=rv-results]');
    const totals = await page.locator('[data-testid=rv-results] .final-ranking-score').allTextContents();
    expect(totals).toHaveLength(2);
    for (const x of totals) expect(Number(x)).toBeGreaterThanOrEqual(0);
    const boxes = await page.locator('.rv-round-box').count();
    expect(boxes).toBe(9);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('at 360×640 every row of the sheet is visible between the sticky header and the bottom bar, in Russian (issue 13 item 7)', async () => {
    for (const kinds of [
      ['this-phone', 'paper', 'paper'],
      ['paper', 'paper', 'paper'],
    ]) {
      const page = await phone('ru-RU', 360, 640);
      await newGame(page, kinds, ['Александра', 'Борис', 'Вера']);
      await start(page);
      await roll(page);
      if (kinds[0] === 'paper') await roll(page);
      expect(await cellsOutside(page)).toEqual({ cells: 30, outside: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // the bottom bar's hint stays on one line: two lines of it, with a two-line roll above the
      // sheet (which rolls give depends on the dice), left the last row under the bar
      const hint = page.locator('.bottom-bar .rv-hint:not(.rv-hint-side)').first();
      if ((await hint.count()) > 0) {
        const lines = await hint.evaluate((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, await hint.innerText()).toBe(1);
      }
      // the round's words are whole: «Раунд 1 из 9» or «Подготовка» on one line, not broken
      const round = page.getByTestId('rv-round').locator('strong');
      const box = await round.boundingBox();
      expect(box!.height).toBeLessThan(32);
      await page.context().close();
    }
  }, 60_000);

  it('a dice-only game plays to the end with one tap per roll, and a paper total is corrected after a typo (issue 13 item 7)', async () => {
    const page = await phone('en-US');
    await newGame(page, ['paper', 'paper'], ['Ann', 'Boris']);
    await start(page);
    let taps = 0;
    for (let i = 0; i < 19; i++) {
      await page.locator('[data-testid=rv-roll]').click();
      taps++;
      expect(await page.locator('dialog[open]').count()).toBe(0);
      // the button rests a moment after each roll, so a double tap cannot roll twice
      await page.waitForSelector('[data-testid=rv-roll][disabled], [data-testid=rv-totals]');
    }
    expect(taps).toBe(19);
    await page.getByRole('button', { name: 'Rolls' }).click();
    expect(await rollCount(page)).toBe(19);
    await page.locator('dialog[open] .btn-primary').click();
    await page.waitForSelector('[data-testid=rv-totals]');
    await page.locator('#rv-total-0').fill('511');
    await page.locator('#rv-total-0').fill('51');
    await page.locator('#rv-total-1').fill('48');
    await page.getByTestId('rv-confirm-totals').click();
    await page.locator('dialog[open] .btn-primary').click();
    await page.waitForSelector('[data-testid=rv-results]');
    expect(await page.locator('[data-testid=rv-results] .final-ranking-score').allTextContents()).toEqual([
      '51',
      '48',
    ]);
    await page.context().close();
  }, 90_000);

  it('two phones with the same game code roll the same dice in the same order, with no network (§13.3)', async () => {
    const host = await phone('ru-RU');
    await newGame(host, ['this-phone'], ['Аня'], 'host');
    const code = await host.getByTestId('rv-code').getAttribute('data-code');
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
    await start(host);

    const guest = await phone('en-US');
    await newGame(guest, ['this-phone'], ['Boris'], 'join', 'zzz-zzz-zzz');
    expect(await guest.getByTestId('rv-join-msg').textContent()).toMatch(/typo|characters/);
    await guest
      .locator('#rv-join-code')
      .fill(`${code!.slice(0, 3).toLowerCase()} ${code!.slice(3, 6)}-${code!.slice(6)}`);
    expect(await guest.getByTestId('rv-join-msg').textContent()).toBe(
      'Code accepted. This game uses the dice and options of the code.',
    );
    await start(guest);

    const seen: string[][] = [[], []];
    for (const [i, page] of [host, guest].entries()) {
      await roll(page);
      seen[i]!.push(await rollsMade(page));
      await playStage(page);
      for (let round = 1; round <= 3; round++) {
        await roll(page);
        seen[i]!.push(await rollsMade(page));
        await playStage(page);
        await roll(page);
        seen[i]!.push(await rollsMade(page));
        await chooseAvenues(page);
      }
    }
    expect(seen[0]).toHaveLength(7);
    expect(seen[1]).toEqual(seen[0]);
    // the guest shows the same code, so a late phone can join from either
    await guest.getByTestId('rv-code-button').click();
    expect(await guest.getByTestId('rv-code').getAttribute('data-code')).toBe(code);
    await host.context().close();
    await guest.context().close();
  }, 150_000);
});
