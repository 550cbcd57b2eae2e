// Rule (issue #8, Saboteur §13): after every handoff (while it shows) and on every screen meant
// for one seat, neither the DOM (markup and every attribute) nor the accessibility tree holds
// another seat's private data: its role, the cards only in its hand, what its Map showed,
// what its Inspection showed. A classic game of three people (Russian) and a Deluxe game of two
// (English) are walked over several turns through the real screens, with Map peeks by every
// seat holding one, an Inspection, a broken tool and a heal (the seeds deal those cards). The
// forbidden strings come from the true state: the saved log is read from IndexedDB, replayed
// in node, and compared with what rules.view gives the person holding the phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/saboteur/rules/index';
import type { Action, State } from '../../src/games/saboteur/rules/types';
import { launch, newPhone } from './browser';
import { assertNoPrivateText, pageTexts, waitForSavedActions } from './privacy';
import {
  forbiddenFor,
  openGame,
  stateOf,
  translator,
  type GameSpec,
  type Lang,
} from './privacy-saboteur-helpers';

/** What the seat to move does: a Map or an Inspection first, a Break on another, a heal, a path card, else a pass. */
function intent(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  const played = (card: string) =>
    state.log.some((e) => e.type === 'play' && e.seat === seat && e.card === card);
  const find = (pred: (a: Action) => boolean) => legal.find(pred);
  // each seat peeks at a different goal: seat 1 the top one, seat 2 the middle one, …
  const maps = legal.filter((a) => a.type === 'play' && a.card === 'map');
  return (
    (played('map') ? undefined : maps[seat % Math.max(1, maps.length)]) ??
    find((a) => a.type === 'play' && a.card === 'inspection') ??
    find((a) => a.type === 'play' && a.card.startsWith('break-') && a.targetSeat !== seat) ??
    find((a) => a.type === 'heal') ??
    find((a) => a.type === 'place') ??
    find((a) => a.type === 'pass' && a.discard.length === 1) ??
    legal[0]!
  );
}

interface Walk {
  spec: GameSpec;
  lang: Lang;
  names: string[];
  turns: number;
}

async function walk(page: Page, w: Walk) {
  const t = translator(w.lang);
  let actions: Action[] = [];
  let checks = 0;
  let handoffs = 0;
  let turns = 0;
  const kinds = new Set<string>();
  let forbiddenSeen = { role: false, peek: false, hand: false };
  /** Reads the true state (after the phone saved the last action) and checks the page. */
  const check = async (where: string) => {
    const saved = await waitForSavedActions(page, actions.length, 30_000);
    expect(saved.actions).toHaveLength(actions.length);
    const state = stateOf(w.spec, actions);
    const v = await page.locator('.sab-root').getAttribute('data-viewer');
    const viewer = v === 'table' ? null : Number(v);
    const forbidden = forbiddenFor(state, viewer, w.lang, w.names);
    await assertNoPrivateText(page, forbidden, `${where} (viewer ${v})`);
    checks++;
    // the check is not empty: another seat's role and hand are always among the forbidden strings
    forbiddenSeen = {
      role: forbiddenSeen.role || forbidden.some((s) => s.startsWith('sab-role-')),
      peek:
        forbiddenSeen.peek ||
        forbidden.some((s) => s === t('knowsGoal', { pos: t('pos-top'), what: t('goldHere') })),
      hand:
        forbiddenSeen.hand ||
        forbidden.some((s) => state.hands.some((h, i) => i !== viewer && (h as string[]).includes(s))),
    };
    return { state, viewer };
  };
  /** Positive control: what this seat legitimately sees would be reported for another viewer. */
  const expectDetectorWorks = async (state: State, seat: number) => {
    const { dom, aria } = await pageTexts(page);
    const hay = (dom + aria).toLowerCase().replace(/ё/g, 'е');
    const hits: string[] = [];
    for (let other = 0; other < state.config.players; other++)
      if (other !== seat)
        for (const s of forbiddenFor(state, other, w.lang, w.names))
          if (hay.includes(s.toLowerCase().replace(/ё/g, 'е'))) hits.push(s);
    expect(
      hits.length,
      `seat ${seat}'s own private screen names things other seats must not see`,
    ).toBeGreaterThan(0);
  };

  await openGame(page, w.spec);
  for (let guard = 0; guard < 200 && turns < w.turns; guard++) {
    const stage = await page.locator('.sab-root').getAttribute('data-stage');
    if (await page.locator('.handoff').count()) {
      await check(`handoff before ${stage}`);
      handoffs++;
      await page.locator('.handoff .btn-primary').click();
      continue;
    }
    if (stage === 'role' || stage === 'private') {
      kinds.add(stage === 'private' ? ((await page.locator('.sab-private h2').textContent()) ?? '') : 'role');
      const { state, viewer } = await check(stage);
      if (stage === 'private' && viewer !== null && (await page.locator('.sab-private .sab-peek').count()))
        await expectDetectorWorks(state, viewer);
      await page.locator('.bottom-bar .btn-primary').click();
      continue;
    }
    if (stage !== 'turn') throw new Error(`unexpected screen ${stage}`);
    const { state, viewer } = await check('turn');
    const seat = viewer!;
    // the role panel lists this seat's own knowledge (maps, inspections)
    await page.locator('.sab-role-btn').click();
    await page.locator('.sab-role-panel').waitFor();
    await check('turn with the role panel open');
    await expectDetectorWorks(state, seat);
    await page.locator('.sab-role-btn').click();
    const a = intent(state, seat);
    const hand = state.hands[seat];
    const cards = page.locator('.sab-hand .sab-hand-card');
    const name = (s: number) => w.names[s]!;
    if (a.type === 'place') {
      await cards.nth(hand!.indexOf(a.card)).click();
      const legal = t('spotLegal', { x: a.x, y: a.y });
      const other = `${t('spotLabel', { x: a.x, y: a.y })}: ${t('otherWay')}`;
      await page.locator(`[aria-label="${legal}"], [aria-label="${other}"]`).first().click();
      await page.locator('.sab-ghost').waitFor();
      await check('turn with a path card previewed');
      await page.getByRole('button', { name: t('placeHere') }).click();
    } else if (a.type === 'play' && a.card === 'map') {
      await cards.nth(hand!.indexOf('map')).click();
      const pos = a.x === 8 && a.y === -2 ? t('pos-top') : a.y === 0 ? t('pos-middle') : t('pos-bottom');
      await page.locator('.sab-goal-choices .btn', { hasText: pos }).click();
      await page.getByRole('button', { name: t('peekHere') }).click();
    } else if (a.type === 'play') {
      await cards.nth(hand!.indexOf(a.card)).click();
      await page
        .getByRole('button', { name: t('playOn', { name: name(a.targetSeat!) }), exact: true })
        .first()
        .click();
      await check('turn with an action card aimed');
      await page.locator('.sab-actions .btn-primary').click();
    } else if (a.type === 'heal') {
      await page.getByRole('button', { name: t('healMode'), exact: true }).click();
      const idx: number[] = [];
      for (const id of a.discard) idx.push(hand!.findIndex((c, i) => c === id && !idx.includes(i)));
      for (const i of idx) await cards.nth(i).click();
      const radios = page.locator('input[name="sab-heal"]');
      if ((await radios.count()) > 1) await page.getByRole('radio', { name: t(`card-${a.remove}`) }).check();
      await check('heal');
      await page.locator('.sab-actions .btn-primary').click();
    } else if (a.type === 'pass') {
      if (state.config.mode === 'deluxe') {
        await page.getByRole('button', { name: t('discardMode'), exact: true }).click();
        await cards.nth(hand!.indexOf(a.discard[0]!)).click();
        await page.locator('.sab-actions .btn-primary').click();
      } else {
        await cards.nth(hand!.indexOf(a.discard[0]!)).click();
        await page.getByRole('button', { name: t('passOne') }).click();
      }
      await page.locator('dialog[open]').waitFor();
      await check('pass dialog');
      await page.locator('dialog[open] .btn-primary').click();
    }
    actions = [...actions, a];
    turns++;
    await page.locator('.handoff, [data-stage="private"]').first().waitFor();
  }
  expect(turns).toBe(w.turns);
  expect(forbiddenSeen).toEqual({ role: true, peek: true, hand: true });
  return { checks, handoffs, kinds, actions };
}

describe('Saboteur: no other seat’s private data in the page after any handoff', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('classic, three people (ru): roles, hands and three Map peeks stay with their seat over 9 turns', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    const names = ['Анна', 'Борис', 'Вера'];
    // seed 10: every seat holds a Map; seat 1 is a saboteur, seats 0 and 2 gold-diggers
    const spec: GameSpec = { mode: 'classic', seed: 10, seats: names.map((name) => ({ name })) };
    const r = await walk(page, { spec, lang: 'ru', names, turns: 9 });
    expect(r.actions.filter((a) => a.type === 'play' && a.card === 'map')).toHaveLength(3);
    expect(r.handoffs).toBeGreaterThanOrEqual(12);
    await context.close();
  }, 240_000);

  it('Deluxe, two people (en): a Map, an Inspection, a broken tool and a heal stay private over 8 turns', async () => {
    const context = await newPhone(browser, { locale: 'en-US', colorScheme: 'dark' });
    const page = await context.newPage();
    const names = ['Anna', 'Boris'];
    // seed 362: seat 0 holds a Map and an Inspection, seat 1 a Break pickaxe
    const spec: GameSpec = { mode: 'deluxe', seed: 362, seats: names.map((name) => ({ name })) };
    const r = await walk(page, { spec, lang: 'en', names, turns: 8 });
    const cards = r.actions.map((a) => (a.type === 'play' ? a.card : a.type));
    expect(cards).toContain('map');
    expect(cards).toContain('inspection');
    expect(cards).toContain('heal');
    await context.close();
  }, 240_000);
});
