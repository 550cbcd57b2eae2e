// Rolling Village in the built app: a whole two-sheet game on one phone, and two phones with
// the same game code rolling the same dice (spec §13.2, §13.3).
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

async function phone(locale = 'en-US'): Promise<Page> {
  const ctx = await newPhone(browser, { reducedMotion: true, locale });
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
    await rows.nth(i).locator('input[type=text]').fill(names[i]);
    await rows.nth(i).locator('select').selectOption(kinds[i]);
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

async function roll(page: Page) {
  await page.locator('[data-testid=rv-roll]').click();
  await page.locator('dialog[open] .btn-primary').click();
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
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
    await newGame(page, ['digital', 'digital'], ['Ann', 'Boris']);
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

  it('two phones with the same game code roll the same dice in the same order, with no network (§13.3)', async () => {
    const host = await phone('ru-RU');
    await newGame(host, ['digital'], ['Аня'], 'host');
    const code = await host.getByTestId('rv-code').getAttribute('data-code');
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
    await start(host);

    const guest = await phone('en-US');
    await newGame(guest, ['digital'], ['Boris'], 'join', 'zzz-zzz-zzz');
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
      seen[i].push(await rollsMade(page));
      await playStage(page);
      for (let round = 1; round <= 3; round++) {
        await roll(page);
        seen[i].push(await rollsMade(page));
        await playStage(page);
        await roll(page);
        seen[i].push(await rollsMade(page));
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
