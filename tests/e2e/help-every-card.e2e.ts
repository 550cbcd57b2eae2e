// Issue 13 item 4, "every card in each game opens its help", in Chromium:
// - Saboteur: every kind of card a hand can hold (each row of the rules' card table: tunnels,
//   dead ends, ladders, doors, crystals, breaks, repairs, Map, Rockfall and the Deluxe actions)
//   opens its help from the hand with a long press or a right click, without picking the card;
//   on the maze, the start, every placed card and the three goals open theirs;
// - Rolling Village: on the sheet, every avenue label and every legend item (object types, the
//   bonus) opens what it scores.
// - Village Pillage: on the plan, every hand card (long press or right click, picking nothing),
//   every market card and every village's relics open their help.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVENUE_LABELS, BASIC_TYPES } from '../../src/games/rolling-village/rules';
import { rules } from '../../src/games/saboteur/rules/index';
import { RULES_REFERENCE } from '../../src/games/saboteur/rules/reference';
import type { Action, CardId, State } from '../../src/games/saboteur/rules/types';
import { cardName } from '../../src/games/saboteur/ui/words';
import { vpStrings } from '../../src/games/village-pillage/ui/strings';
import { BASE, launch, newPhone } from './browser';
import {
  openGame,
  passFirst,
  placeFirst,
  stateOf,
  translator,
  type GameSpec,
} from './privacy-saboteur-helpers';

const t = translator('en');
const rowOf = (id: CardId) => RULES_REFERENCE.cards.findIndex((c) => c.ids.includes(id));

/**
 * Action logs of one Deluxe game of four people, each ending at a turn whose hand holds card
 * kinds not seen yet, until every row of the card table has been in a hand (a greedy pick over
 * the turns of a game played in node: mostly passes, so the deck turns over, some placements,
 * so the maze has cards).
 */
function turnsCoveringEveryCard(base: Omit<GameSpec, 'actions'>): Action[][] {
  const turns: { actions: Action[]; rows: Set<number> }[] = [];
  let state: State = stateOf(base, []);
  const log: Action[] = [];
  for (let k = 0; k < 3000 && !rules.outcome(state); k++) {
    const seat = rules.actors(state)[0];
    if (seat === undefined) break;
    if (state.phase === 'turn' && state.round === 1)
      turns.push({ actions: [...log], rows: new Set(state.hands[seat]!.map(rowOf)) });
    const a = k % 5 === 0 ? placeFirst(state, seat) : passFirst(state, seat);
    state = rules.apply(state, a);
    log.push(a);
  }
  const missing = new Set(RULES_REFERENCE.cards.map((_, i) => i));
  const picked: Action[][] = [];
  while (missing.size) {
    let best = turns[0];
    let gain = 0;
    for (const turn of turns) {
      const g = [...turn.rows].filter((r) => missing.has(r)).length;
      if (g > gain) [best, gain] = [turn, g];
    }
    if (gain === 0)
      throw new Error(
        `no hand in the game holds ${[...missing].map((i) => RULES_REFERENCE.cards[i]!.id).join(', ')}`,
      );
    for (const r of best!.rows) missing.delete(r);
    picked.push(best!.actions);
  }
  return picked;
}

async function rightClick(page: Page, el: ReturnType<Page['locator']>): Promise<void> {
  await el.click({ button: 'right' });
}

async function longPress(page: Page, el: ReturnType<Page['locator']>): Promise<void> {
  const box = (await el.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(800);
  await page.mouse.up();
}

/** The open card help: its title, and that it says something; then closes it. */
async function readHelp(page: Page): Promise<string> {
  const dialog = page.locator('dialog.card-help[open]');
  await dialog.waitFor();
  const title = (await dialog.locator('h2').textContent()) ?? '';
  const effect = (await dialog.locator('.card-help-effect').textContent()) ?? '';
  expect(effect.trim().length, `help of ${title} says what the card does`).toBeGreaterThan(10);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return title;
}

describe('issue 13 item 4: every card in each game opens its help', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Saboteur: every kind of hand card (paths, dead ends, doors, ladders, crystals, actions, Map, Rockfall, Deluxe actions), placed maze cards and the goals', async () => {
    const context = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const base = {
      mode: 'deluxe' as const,
      seed: 7,
      seats: ['Anna', 'Boris', 'Carl', 'Dana'].map((name) => ({ name })),
    };
    const seenRows = new Set<number>();
    let mazeChecked = false;
    let pressed = false;
    for (const actions of turnsCoveringEveryCard(base)) {
      const state = stateOf(base, actions);
      const hand = state.hands[rules.actors(state)[0]!];
      await openGame(page, { ...base, actions });
      await page.locator('.handoff .btn-primary').click();
      const cards = page.locator('.sab-hand .sab-hand-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(hand!.length);
      for (let i = 0; i < hand!.length; i++) {
        // the first with a long press (a phone), the others with a right click (a mouse)
        if (!pressed) await longPress(page, cards.nth(i));
        else await rightClick(page, cards.nth(i));
        pressed = true;
        expect(await readHelp(page)).toBe(cardName(t as never, hand![i]!));
        seenRows.add(rowOf(hand![i]!));
      }
      // opening help picked nothing
      expect(await page.locator('.sab-hand .sab-hand-card.sab-on').count()).toBe(0);

      if (!mazeChecked && state.maze.placed.length >= 2) {
        mazeChecked = true;
        // the start, every placed card and the three goals, each with a long press (a tap there
        // chooses the cell for a card)
        const cells = page.locator('.sab-maze [data-help-press]');
        const n = await cells.count();
        expect(n).toBe(1 + state.maze.placed.length + 3);
        const titles: string[] = [];
        for (let i = 0; i < n; i++) {
          await rightClick(page, cells.nth(i));
          titles.push(await readHelp(page));
        }
        expect(titles[0]).toBe(t('path-start'));
        for (const [i, p] of state.maze.placed.entries())
          expect(titles[1 + i]).toBe(cardName(t as never, p.card));
        expect(titles.slice(-3)).toEqual([t('path-goal'), t('path-goal'), t('path-goal')]);
        await longPress(page, cells.last());
        expect(await readHelp(page)).toBe(t('path-goal'));
      }
    }
    expect(mazeChecked).toBe(true);
    expect([...seenRows].sort((a, b) => a - b)).toEqual(RULES_REFERENCE.cards.map((_, i) => i));
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('Rolling Village: every avenue and legend item on the sheet opens what it scores', async () => {
    const context = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await context.newPage();
    await page.goto(BASE + '/#/new/rolling-village', { waitUntil: 'load' });
    const rows = page.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) < 2) await page.locator('.add-seat').click();
    while ((await rows.count()) > 2) await rows.last().getByRole('button').last().click();
    for (const [i, name] of ['Ann', 'Boris'].entries()) {
      await rows.nth(i).locator('input[type=text]').fill(name);
      await rows.nth(i).locator('select').selectOption('this-phone');
    }
    await page.locator('.bottom-bar .btn-primary').click();
    await page.getByTestId('rv-screen').waitFor();
    await page.getByTestId('rv-roll').click();
    const sheet = page.getByTestId('rv-sheet-panel');
    await sheet.waitFor();

    const open = async () => {
      const help = page.getByTestId('rv-help');
      await help.waitFor();
      const dialog = page.locator('dialog.rv-modal[open]');
      const title = (await dialog.locator('h2').textContent()) ?? '';
      expect((await help.textContent())!.trim().length).toBeGreaterThan(10);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
      return title;
    };
    const avenues = sheet.locator('.rv-avenue-help');
    expect(await avenues.count()).toBe(AVENUE_LABELS.length);
    const avenueTitles: string[] = [];
    for (let i = 0; i < AVENUE_LABELS.length; i++) {
      await avenues.nth(i).click();
      avenueTitles.push(await open());
    }
    expect(new Set(avenueTitles).size).toBe(AVENUE_LABELS.length);
    const legend = sheet.locator('.rv-legend-item');
    // the object types, the square and the bonus
    const items = BASIC_TYPES.length + 2;
    expect(await legend.count()).toBe(items);
    const legendTitles: string[] = [];
    for (let i = 0; i < items; i++) {
      await legend.nth(i).click();
      legendTitles.push(await open());
    }
    expect(new Set(legendTitles).size).toBe(items);
    await context.close();
  });

  it('Village Pillage: every hand card, market card and relic on the plan', async () => {
    const context = await newPhone(browser, { locale: 'en-US', reducedMotion: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE + '/#/new/village-pillage/app', { waitUntil: 'load' });
    const rows = page.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) < 3) await page.locator('.add-seat').click();
    while ((await rows.count()) > 3) await rows.last().getByRole('button').last().click();
    for (const [i, name] of ['Anna', 'Boris', 'Vera'].entries()) {
      await rows.nth(i).locator('input[type=text]').fill(name);
      await rows
        .nth(i)
        .locator('select')
        .selectOption(i < 2 ? 'person' : 'easy');
    }
    await page.locator('.bottom-bar .btn-primary').click();
    await page.locator('.handoff .btn-primary').click();
    await page.locator('.vp-plan').waitFor();

    const hand = page.locator('.vp-plan .vp-hand-card');
    const n = await hand.count();
    expect(n).toBeGreaterThanOrEqual(4);
    const handTitles: string[] = [];
    for (let i = 0; i < n; i++) {
      if (i === 0) await longPress(page, hand.nth(i));
      else await rightClick(page, hand.nth(i));
      handTitles.push(await readHelp(page));
    }
    expect(new Set(handTitles).size).toBe(n);
    expect(await page.locator('.vp-slot [data-card]').count()).toBe(0);

    const market = page.locator('.vp-neighbours-market .vp-help-btn');
    expect(await market.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await market.count()); i++) {
      await market.nth(i).click();
      expect(await readHelp(page)).not.toBe('');
    }
    const relics = page.locator('.vp-plan [data-stat=relics].vp-help-btn >> visible=true');
    // each village shown on the plan (own and neighbours')
    const r = await relics.count();
    expect(r).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < r; i++) {
      await relics.nth(i).click();
      expect(await readHelp(page)).toBe(vpStrings.en.relicName);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
