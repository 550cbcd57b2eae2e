// Nothing hidden or stuck on a small phone (issue 23 item 1): at 360×640 and 390×844, what the
// screen asks for is on screen and answers a tap where it shows, without scrolling to find it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launch, newPhone } from './browser';
import { openGame } from './privacy-saboteur-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  [360, 640],
  [390, 844],
] as const;

async function phone(width: number, height: number, locale = 'ru-RU'): Promise<Page> {
  const ctx = await newPhone(browser, { reducedMotion: true, locale, width, height });
  return ctx.newPage();
}

/**
 * Whether the element is wholly on screen and is what a finger on its centre touches (not
 * covered by a sticky header, a bottom bar or a floating button): what "tappable where it
 * shows" means, checked without scrolling. With several matches, the first that is; 'ok' or
 * why none is.
 */
function tappableHere(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const all = [...document.querySelectorAll(sel)];
    if (all.length === 0) return `${sel}: missing`;
    const why: string[] = [];
    for (const el of all) {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
        why.push(`off screen (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && (el === hit || el.contains(hit))) {
        el.setAttribute('data-tappable', 'yes');
        return 'ok';
      }
      why.push(`covered by ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`);
    }
    return `${sel}: ${why.join('; ')}`;
  }, selector);
}

// ------------------------------------------------------------------ Rolling Village

async function rvGame(page: Page) {
  await page.goto(`${BASE}/#/new/rolling-village`);
  await page.waitForSelector('.seat-list > li');
  const rows = page.locator('.seat-list > li');
  while ((await rows.count()) > 1) await page.locator('button[aria-label^="Убрать место"]').last().click();
  await rows.nth(0).locator('select').selectOption('this-phone');
  await page.locator('.bottom-bar .btn-primary').click();
  await page.waitForSelector('[data-testid=rv-screen]');
}

async function rvRoll(page: Page) {
  await page.locator('[data-testid=rv-roll]').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid=rv-roll]:not([disabled])'));
}

/** Places what the sheet asks (the bonus too when `bonus`) and, when all is placed, confirms. */
async function rvPlace(page: Page, bonus: boolean) {
  for (let guard = 0; guard < 6; guard++) {
    const on = (await page.locator('.rv-todo-on').count())
      ? await page.locator('.rv-todo-on').innerText()
      : '';
    if (!bonus && on.includes('Бонус')) return;
    const cells = page.locator('.rv-cell:not([disabled])');
    if ((await cells.count()) === 0) break;
    const types = page.locator('.rv-types .rv-type:not([disabled])');
    if ((await types.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0)
      await types.first().click();
    const n = await page.locator('.rv-cell-new').count();
    await cells.first().click();
    await page.waitForFunction((k) => document.querySelectorAll('.rv-cell-new').length > k, n);
  }
  await page.getByTestId('rv-done').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid=rv-done]'));
}

describe('Rolling Village on a small phone (issue 23 item 1)', () => {
  for (const [width, height] of SIZES) {
    it(`${width}×${height}: the bonus step of round 3 is done by tapping a highlighted cell, as the hint says, then the type it asks`, async () => {
      const page = await phone(width, height);
      await rvGame(page);
      await rvRoll(page); // setup
      await rvPlace(page, true);
      for (let round = 1; round <= 2; round++) {
        await rvRoll(page);
        await rvPlace(page, true);
        await rvRoll(page);
        const go = page.locator('.rv-avenues .btn-primary');
        if (await go.count()) await go.click();
      }
      await rvRoll(page); // round 3's building roll
      await rvPlace(page, false);
      expect(await page.locator('.rv-todo-on').innerText()).toContain('Бонусный этап');
      expect(await page.locator('.bottom-bar').innerText()).toContain('Нажмите на подсвеченную клетку');
      // the hint's cell: one of the highlighted ones, tapped where it shows on screen
      // (in the middle of the screen: scrollIntoViewIfNeeded leaves a cell under the fixed bottom
      // bar when the page stands so that the cell's row is only just inside the window)
      const cell = page.locator('.rv-cell:not([disabled])').last();
      await cell.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await cell.tap();
      // the question «which object?» comes where the finger is, not above, under the header
      const type = '.rv-type:not([disabled])';
      await page.waitForTimeout(300);
      expect(await tappableHere(page, type)).toBe('ok');
      await page.locator('[data-tappable=yes]').tap();
      await page.getByTestId('rv-done').waitFor();
      expect(await page.locator('.rv-cell-new').count()).toBeGreaterThanOrEqual(1);
      await page.context().close();
    }, 120_000);
  }

  it('360×640: the sticky header leaves most of the screen to the sheet (it took about 230 px)', async () => {
    const page = await phone(360, 640);
    await rvGame(page);
    await rvRoll(page);
    await rvPlace(page, true);
    await rvRoll(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const header = await page.locator('.rv-status').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(150);
    // the round and what the roll asks stay in view (UX: always visible without scrolling)
    expect(await tappableHere(page, '[data-testid=rv-round]')).toBe('ok');
    expect(await page.locator('.rv-ask-main').isVisible()).toBe(true);
    await page.context().close();
  }, 60_000);
});

// ------------------------------------------------------------------ Saboteur

/** Confirms every role reveal of a fresh round (handoff, then Done), seat by seat. */
async function confirmRoles(page: Page, seats: number) {
  for (let i = 0; i < seats; i++) {
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.sab-role-big').waitFor();
    await page.locator('.bottom-bar .btn-primary').click();
  }
}

/** The hand's cards a finger can tap where they show: both ends of the card are the card. */
function cardsInSight(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('.sab-hand-card')].filter((card) => {
        const r = card.getBoundingClientRect();
        const y = r.top + r.height / 2;
        return [r.left + 3, r.right - 3].every((x) => {
          const hit = x >= 0 && x <= innerWidth ? document.elementFromPoint(x, y) : null;
          return !!hit && card.contains(hit);
        });
      }).length,
  );
}

const FIVE = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина'].map((name) => ({ name }));

describe('Saboteur on a small phone (issue 23 item 1)', () => {
  for (const [width, height] of SIZES) {
    it(`${width}×${height}: every card of a 6-card hand is reachable, and the screen says how many lie beyond the edge`, async () => {
      const page = await phone(width, height);
      await openGame(page, { mode: 'classic', seed: 11, seats: FIVE });
      await confirmRoles(page, 5);
      await page.locator('.handoff .btn-primary').click();
      const cards = page.locator('.sab-hand .sab-hand-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(6);
      // the screen settles first: on a loaded machine the hand was once counted before it had
      // (at 390 px: fewer than six in sight, and no «+N» yet)
      let seen = 0;
      await expect
        .poll(
          async () => {
            seen = await cardsInSight(page);
            return seen === 6 || (await page.locator('.sab-bottom .sab-hand-more-end').isVisible());
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      if (seen < 6) {
        // the rest is announced where the hand ends: «+2 ›»
        const more = page.locator('.sab-bottom').getByText(`+${6 - seen}`, { exact: false });
        await more.waitFor({ state: 'visible' });
        await more.tap();
        await page.waitForTimeout(600);
        expect(await cardsInSight(page)).toBeGreaterThan(0);
        const last = await cards.last().boundingBox();
        expect(last!.x + last!.width).toBeLessThanOrEqual(width);
      }
      // each card is chosen by a tap where it shows
      for (let i = 0; i < 6; i++) {
        await cards.nth(i).scrollIntoViewIfNeeded();
        await cards.nth(i).tap();
        expect(await cards.nth(i).getAttribute('aria-pressed')).toBe('true');
      }
      await page.context().close();
    }, 90_000);

    it(`${width}×${height}: on the full-screen board zoom-in is tapped, not the menu button above it`, async () => {
      const page = await phone(width, height);
      await openGame(page, { mode: 'classic', seed: 11, seats: FIVE });
      await confirmRoles(page, 5);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-zoom button[aria-pressed]').tap();
      await page.locator('.sab-turn[data-board="full"]').waitFor();
      const zoomIn = '.sab-zoom button[aria-label="Приблизить"]';
      expect(await tappableHere(page, zoomIn)).toBe('ok');
      await page.locator(zoomIn).tap();
      expect(await page.locator('dialog[open]').count()).toBe(0);
      await page.context().close();
    }, 90_000);
  }
});

// ------------------------------------------------------------------ Village Pillage

async function vpSixSeats(page: Page) {
  await page.goto(`${BASE}/#/new/village-pillage/app`, { waitUntil: 'load' });
  await page.locator('.seat-list > li').first().waitFor();
  await page.locator('.vp-setup input[type=checkbox]').check();
  while ((await page.locator('.seat-list > li').count()) < 6) await page.locator('.add-seat').click();
  const names = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор'];
  for (let i = 0; i < 6; i++)
    await page.locator('.seat-list > li').nth(i).locator('input[type=text]').fill(names[i]!);
  await page.locator('.bottom-bar .btn-primary').click();
  await page.locator('.handoff .btn-primary').click();
  await page.locator('.vp-plan').waitFor();
}

/** The elements matching `selector` that are not wholly between the top of the screen and the bottom bar. */
function outsideFirstScreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const bar = document.querySelector('.vp-plan .bottom-bar')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height === 0 || r.top < 0 || r.bottom > bar.top + 0.5 || r.right > innerWidth;
      })
      .map((el) => el.dataset.card ?? el.dataset.stat ?? el.className);
  }, selector);
}

describe('VP plan on a small phone (issue 23 items 1 and 3)', () => {
  for (const [width, height] of SIZES) {
    it(`${width}×${height}, six seats: the whole hand and your own stockpile, bank and next relic price show at once, nothing to open or scroll`, async () => {
      const page = await phone(width, height);
      await vpSixSeats(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const hand = await page.locator('.vp-plan .vp-hand-card').count();
      expect(hand).toBe(4);
      expect(await outsideFirstScreen(page, '.vp-plan .vp-hand-card')).toEqual([]);
      // seat 0 plans first: its own stockpile, bank and relic price, outside «Весь стол»
      const own = '.vp-plan li[data-seat="0"]:not(details *)';
      expect(await page.locator(own).count()).toBe(1);
      expect(await outsideFirstScreen(page, `${own} [data-stat]`)).toEqual([]);
      expect(await page.locator(`${own} [data-stat=relics]`).innerText()).toMatch(/→\s*\d+/);
      // and the button that hands the phone on is there too
      expect(await tappableHere(page, '.vp-plan .bottom-bar .btn-primary')).toBe('ok');
      await page.context().close();
    }, 60_000);
  }
});

// ------------------------------------------------------------------ the new-game screen

describe('seat kinds on the new-game screen at 360 px (issue 23 item 7)', () => {
  for (const locale of ['ru-RU', 'en-US'])
    it(`${locale}: every seat's drop-down shows its longest choice whole («Бот: сильн…», «Лист в те…» were cut)`, async () => {
      const page = await phone(360, 640, locale);
      for (const game of ['saboteur', 'village-pillage', 'rolling-village']) {
        await page.goto(`${BASE}/#/new/${game}/app`);
        await page.locator('.seat-list select').first().waitFor();
        // the text of the longest option, in the select's own font, plus its padding and arrow
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLSelectElement>('.seat-list select')].flatMap((s) => {
            const cs = getComputedStyle(s);
            const ctx = document.createElement('canvas').getContext('2d')!;
            ctx.font = cs.font;
            const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
            return [...s.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text);
          }),
        );
        expect(cut, game).toEqual([]);
      }
      await page.context().close();
    }, 60_000);
});

// ------------------------------------------------------------------ saved games and home

describe('saved games and home controls at 360 px (issue 23 item 7)', () => {
  it('the search field and each game’s select box are thumb-sized; «Несколько телефонов» is a button like the others', async () => {
    const page = await phone(360, 640);
    await openGame(page, { mode: 'classic', seed: 11, seats: FIVE });
    await page.goto(`${BASE}/#/saved`);
    const search = await page.locator('input[type=search]').boundingBox();
    expect(search!.height, 'search field').toBeGreaterThanOrEqual(44);
    const box = await page.locator('.saved-item input[type=checkbox]').first().boundingBox();
    expect(box!.width, 'select box').toBeGreaterThanOrEqual(24);
    expect(box!.height, 'select box').toBeGreaterThanOrEqual(24);
    await page.goto(`${BASE}/#/`);
    const multi = page.getByRole('link', { name: 'Несколько телефонов' });
    const players = page.getByRole('link', { name: 'Игроки и результаты' });
    const [m, p] = [await multi.boundingBox(), await players.boundingBox()];
    expect(m!.height).toBeGreaterThanOrEqual(44);
    const look = (el: typeof multi) =>
      el.evaluate((e) => {
        const cs = getComputedStyle(e);
        return [cs.borderTopWidth, cs.borderRadius, cs.textDecorationLine, cs.fontSize].join(' ');
      });
    expect(await look(multi)).toBe(await look(players));
    expect(m!.width).toBeCloseTo(p!.width, 0);
    await page.context().close();
  }, 60_000);
});
