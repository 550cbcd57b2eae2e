// Pure UI helpers of Saboteur: layout maths, the choices offered on a turn (checked against
// the engine's own legal actions), the screen flow, and words for events and payouts.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/kit/random';
import { playRandomly } from '../../../support/randomPlay';
import { translator } from '../../../../src/i18n/core';
import { bots, rules } from '../../../../src/games/saboteur/rules';
import type { Action, Config, State, View } from '../../../../src/games/saboteur/rules/types';
import {
  candidateCells,
  cardUse,
  placementSpots,
  cellTargets,
  seatTargets,
  spotReason,
} from '../../../../src/games/saboteur/ui/choices';
import { currentStep } from '../../../../src/kit/ui/passAndPlay';
import {
  initialMount,
  owedSteps,
  privateItems,
  turnStep,
} from '../../../../src/games/saboteur/ui/privateSteps';
import {
  CELL_H,
  CELL_W,
  cellBounds,
  fitCamera,
  pinchCamera,
  screenToCell,
  zoomAt,
} from '../../../../src/games/saboteur/ui/layout';
import { saboteurStrings } from '../../../../src/games/saboteur/ui/strings';
import { cardKey, eventWords, goalPos, payoutLines } from '../../../../src/games/saboteur/ui/words';
import { configFor, seatLimits } from '../../../../src/games/saboteur/rules/setup-config';

const en = translator(saboteurStrings, 'en');
const ru = translator(saboteurStrings, 'ru');

function play(config: Config, seed: number, steps: number): State {
  let i = 0;
  return playRandomly(rules, rules.setup(config, seed), {
    rng: seed,
    maxSteps: steps,
    until: (s) => rules.outcome(s) !== null,
    // each action from its own stream
    choose: (s, seat) => bots.easy.decide(s, seat, createRng(seed * 1000 + i++)),
  }).state;
}

describe('layout maths', () => {
  it('fitCamera centres the maze bounds inside the viewport', () => {
    const cam = fitCamera({ minX: 0, maxX: 0, minY: 0, maxY: 0 }, 300, 300, 5);
    expect(cam.scale).toBeCloseTo(300 / CELL_H);
    const cx = cam.tx + (CELL_W / 2) * cam.scale;
    const cy = cam.ty + (CELL_H / 2) * cam.scale;
    expect(cx).toBeCloseTo(150);
    expect(cy).toBeCloseTo(150);
  });
  it('cellBounds spans exactly the given cells (the three goal slots do not include the start)', () => {
    expect(
      cellBounds([
        { x: 8, y: -2 },
        { x: 8, y: 0 },
        { x: 8, y: 2 },
      ]),
    ).toEqual({ minX: 8, maxX: 8, minY: -2, maxY: 2 });
    expect(cellBounds([{ x: 1, y: 1 }], 1)).toEqual({ minX: 0, maxX: 2, minY: 0, maxY: 2 });
  });
  it('zoomAt keeps the point under the finger fixed', () => {
    const cam = { scale: 1, tx: 10, ty: 20 };
    const z = zoomAt(cam, 2, 100, 100);
    expect(screenToCell(z, 100, 100)).toEqual(screenToCell(cam, 100, 100));
    expect(z.scale).toBe(2);
  });
  it('screenToCell finds the grid cell under a screen point (y grows south)', () => {
    const cam = { scale: 1, tx: 0, ty: 0 };
    expect(screenToCell(cam, 1, 1)).toEqual({ x: 0, y: 0 });
    expect(screenToCell(cam, CELL_W + 1, -1)).toEqual({ x: 1, y: -1 });
  });
  it('pinching two fingers apart zooms in around their midpoint', () => {
    const cam = { scale: 1, tx: 0, ty: 0 };
    const p = pinchCamera(cam, { x: 100, y: 100 }, { x: 200, y: 100 }, { x: 50, y: 100 }, { x: 250, y: 100 });
    expect(p.scale).toBeCloseTo(2);
    expect(screenToCell(p, 150, 100)).toEqual(screenToCell(cam, 150, 100));
  });
});

describe('choices offered on a turn match the engine (illegal choices cannot be made)', () => {
  for (const mode of ['classic', 'deluxe'] as const) {
    it(`${mode}: spots and targets from the seat view equal rules.legalActions for place and play`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        for (const steps of [0, 7, 19, 33]) {
          const s = play({ mode, players: 5, firstPlayer: 0 }, seed, steps);
          if (s.phase !== 'turn') continue;
          const seat = s.current;
          const view = rules.view(s, seat) as View;
          const fromUi = new Set<string>();
          for (const card of new Set(view.me!.hand)) {
            const use = cardUse(view, card);
            if (use === 'path')
              for (const p of placementSpots(view, card))
                fromUi.add(`place ${card} ${p.x} ${p.y} ${p.rotated}`);
            else if (use === 'rockfall')
              for (const c of cellTargets(view, card)) fromUi.add(`play ${card} ${c.x} ${c.y}`);
            else if (use === 'map')
              for (const c of cellTargets(view, card)) fromUi.add(`play ${card} ${c.x} ${c.y}`);
            else
              for (const tg of seatTargets(view, card as never))
                if (tg.why === null) fromUi.add(`play ${card} t${tg.seat}${tg.tool ? ' ' + tg.tool : ''}`);
          }
          const fromEngine = new Set<string>();
          for (const a of rules.legalActions(s, seat) as Action[]) {
            if (a.type === 'place') fromEngine.add(`place ${a.card} ${a.x} ${a.y} ${a.rotated}`);
            if (a.type === 'play')
              fromEngine.add(
                a.x !== undefined
                  ? `play ${a.card} ${a.x} ${a.y}`
                  : `play ${a.card} t${a.targetSeat}${a.tool ? ' ' + a.tool : ''}`,
              );
          }
          expect([...fromUi].sort()).toEqual([...fromEngine].sort());
        }
      }
    });
  }
  it('a spot that does not fit gives the rule it breaks', () => {
    const s0 = rules.setup({ mode: 'classic', players: 4, firstPlayer: 0 }, 3);
    const s = { ...s0, hands: s0.hands.map((h, i) => (i === 0 ? ['curve-nw', ...h.slice(1)] : h)) };
    const view = rules.view(s, 0) as View;
    // §16 example 1: a rotated curve-nw east of the start has its W closed against the open E
    expect(spotReason(view, 'curve-nw', 1, 0, true)).toBe('edges-mismatch');
    expect(spotReason(view, 'curve-nw', 1, 0, false)).toBe(null);
    expect(spotReason(view, 'curve-nw', 3, 3, false)).toBe('not-connected');
    expect(candidateCells(view, 'curve-nw')).toEqual([
      { x: 0, y: -1 },
      { x: -1, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ]);
  });
});

describe('screen flow', () => {
  const human = (s: number) => s === 0 || s === 2;
  it('each round begins with the role of every human, from the first seat, then the turn', () => {
    const s = rules.setup({ mode: 'deluxe', players: 4, firstPlayer: 2 }, 9);
    const table = rules.view(s, null) as View;
    const owed = owedSteps(table, initialMount(table), human);
    const turn = turnStep(table, human);
    const seen: string[] = [];
    const next = () => {
      const st = currentStep(owed, turn, seen);
      if (st) seen.push(st.key);
      return st?.data;
    };
    expect(next()).toEqual({ kind: 'role', seat: 2 });
    expect(next()).toEqual({ kind: 'role', seat: 0 });
    expect(next()).toEqual({ kind: 'turn', seat: 2 });
  });
  it('a reload before the first move owes the roles only of those who had not seen theirs (issue 23 item 7)', () => {
    const s = rules.setup({ mode: 'deluxe', players: 4, firstPlayer: 2 }, 9);
    const table = rules.view(s, null) as View;
    const roles = (seen: { round: number; seats: number[] } | null) =>
      owedSteps(table, initialMount(table, seen), human).map((x) => x.data);
    expect(roles(null)).toEqual([
      { kind: 'role', seat: 2 },
      { kind: 'role', seat: 0 },
    ]);
    expect(roles({ round: 1, seats: [2] })).toEqual([{ kind: 'role', seat: 0 }]);
    // what was kept for an earlier round counts for nothing
    expect(roles({ round: 0, seats: [2, 0] })).toHaveLength(2);
  });
  it('a turn is guarded by a handoff whose key changes after every action (bots in between too)', () => {
    const s = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, 4);
    const k0 = turnStep(rules.view(s, null) as View, () => true)?.key;
    const s1 = rules.apply(s, rules.legalActions(s, 0).find((a: Action) => a.type === 'pass') as Action);
    const s2 = rules.apply(s1, rules.legalActions(s1, 1).find((a: Action) => a.type === 'pass') as Action);
    const s3 = rules.apply(s2, rules.legalActions(s2, 2).find((a: Action) => a.type === 'pass') as Action);
    const k3 = turnStep(rules.view(s3, null) as View, () => true);
    expect(k3?.seat).toBe(0);
    expect(k3?.key).not.toBe(k0);
  });
  it('a reload mid-round owes no role screens and no private results, and reopens at a handoff', () => {
    const s = play({ mode: 'deluxe', players: 4, firstPlayer: 0 }, 5, 6);
    const table = rules.view(s, null) as View;
    expect(owedSteps(table, initialMount(table), () => true)).toEqual([]);
    const turn = turnStep(table, () => true);
    expect(turn?.data.kind).toBe('turn');
    expect(turn?.direct).toBeUndefined();
  });
  it('Swap your hats on another person owes that person a new-role screen behind a handoff', () => {
    // the view names the owed screen: seat 0 swapped seat 2's hat (log entry 1)
    const s0 = rules.setup({ mode: 'deluxe', players: 4, firstPlayer: 0 }, 9);
    const on = (target: number) => {
      const s = { ...s0, hands: s0.hands.map((h, i) => (i === 0 ? ['swap-hats', ...h.slice(1)] : h)) };
      const t = rules.apply(s, { type: 'play', seat: 0, card: 'swap-hats', targetSeat: target });
      return (rules.view(t, null) as View).privateResults;
    };
    expect(on(2)).toEqual([{ logIndex: 1, kind: 'new-role', seat: 2, actor: 0, other: 0, pending: true }]);
    expect(privateItems(on(2), 0, human)).toEqual([
      { id: '1', seat: 2, kind: 'new-role', direct: false, other: 0 },
    ]);
    expect(privateItems(on(0), 0, human)[0]!.direct).toBe(true);
    expect(privateItems(on(1), 0, human)).toEqual([]);
    // from before the screen opened: still pending, so owed again behind its handoff until seen
    expect(privateItems(on(2), 2, human)).toEqual([
      { id: '1', seat: 2, kind: 'new-role', direct: false, other: 0 },
    ]);
    expect(privateItems(on(0), 2, human)[0]!.direct).toBe(false);
    expect(privateItems(on(2), 2, human, [1])).toEqual([]);
  });
});

describe('words', () => {
  it('every action and path card id has a name in both languages', () => {
    const ids = [
      'cross',
      't-ns-e',
      'straight-ew',
      'curve-nw',
      'dead-cross',
      'bridge',
      'double-curve-ne-sw',
      'ladder-e',
      'door-green-ew',
      'door-blue-ne',
      'crystal-t-ew-n-stub-s',
      'ns-stub-e',
      'curve-nw-stub-s',
      'ew-stubs-ns',
      'break-cart',
      'repair-lantern-cart',
      'rockfall',
      'map',
      'theft',
      'hands-off',
      'swap-hand',
      'inspection',
      'swap-hats',
      'trapped',
      'free-at-last',
      'goal-gold',
      'goal-stone-ne',
    ];
    for (const id of ids) {
      expect(en(cardKey(id))).not.toBe(cardKey(id));
      expect(ru(cardKey(id))).not.toBe(cardKey(id));
    }
    expect(en(cardKey('curve-nw-stub-s'))).toBe('Tunnel with dead end');
    expect(en(cardKey('crystal-t-ew-n-stub-s'))).toBe('Crystal');
    // a door card with a dead-end stub is still named for its door (as in the rules' catalogue)
    expect(en(cardKey('door-green-ns-stub-e'))).toBe('Green door');
    expect(ru(cardKey('door-green-ns-stub-e'))).toBe('Зелёная дверь');
  });
  it('goal slots are named from the rules’ goal slots, north to south (§3)', () => {
    expect(en('pos-top')).not.toBe(en('pos-bottom'));
    expect(goalPos(en, 8, -2)).toBe(en('pos-top'));
    expect(goalPos(en, 8, 0)).toBe(en('pos-middle'));
    expect(goalPos(ru, 8, 2)).toBe(ru('pos-bottom'));
    expect(goalPos(en, 8, 4)).toBe(en('pos-other', { x: 8, y: 4 }));
  });
  it('Russian plurals follow one/few/many', () => {
    const name = () => 'Аня';
    const pass = (count: number) =>
      eventWords(ru, { type: 'pass', round: 1, seat: 0, count, drew: count }, name, 'deluxe');
    expect(pass(1)).toContain('сброшена 1 карта');
    expect(pass(3)).toContain('сброшены 3 карты');
    expect(pass(5)).toContain('сброшено 5 карт');
    expect(ru('pile', { count: 5 })).toBe('В колоде 5 карт');
    expect(ru('pile', { count: 21 })).toBe('В колоде 21 карта');
  });
  it('deluxe payout lines word the reason the round summary names: winners, boss, profiteer, geologist, trapped', () => {
    const lines = payoutLines(
      en,
      {
        round: 1,
        reason: 'gold-found',
        finder: 3,
        lastActor: 3,
        roles: ['green-digger', 'green-digger', 'blue-digger', 'boss', 'geologist', 'saboteur', 'profiteer'],
        goals: [],
        maze: [],
        goldPath: [],
        winningTeams: ['green'],
        winners: [0, 1, 3, 6],
        payouts: [2, 0, 0, 1, 5, 0, 0],
        paid: [true, false, false, true, true, false, false],
        payoutReasons: ['winner', 'trapped', 'lost', 'boss', 'geologist', 'lost', 'profiteer'],
        tableValue: 2,
        nuggetCards: [],
        thefts: [],
        crystals: 5,
      },
      'deluxe',
      (s) => `P${s}`,
    );
    expect(lines[0]!.why).toBe('winner: 2 each for 4 winners');
    expect(lines[1]!.why).toBe('trapped at the end of the round');
    expect(lines[2]!.why).toBe('not on the winning side');
    expect(lines[3]!.why).toBe('Boss: one less than a winner');
    expect(lines[4]!.why).toBe('geologist: 5 crystals on the maze, shared');
    expect(lines[6]!.why).toBe('Profiteer: two less than a winner');
    expect(lines[4]!.text).toBe('P4: 5 gold');
  });
});

describe('new-game config', () => {
  it('keeps the chosen mode and limits seats to it (classic 3–10, Deluxe 2–12)', () => {
    const seats = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `${i}`,
        colour: i % 8,
        who: 'person',
        where: 'this-phone' as const,
      }));
    expect(configFor(seats(4), undefined)).toEqual({ mode: 'classic', players: 4, firstPlayer: 0 });
    expect(configFor(seats(2), undefined)).toEqual({ mode: 'deluxe', players: 2, firstPlayer: 0 });
    expect(configFor(seats(5), { mode: 'deluxe', firstPlayer: 4 })).toEqual({
      mode: 'deluxe',
      players: 5,
      firstPlayer: 4,
    });
    expect(configFor(seats(3), { mode: 'deluxe', firstPlayer: 4 }).firstPlayer).toBe(0);
    expect(seatLimits({ mode: 'classic' })).toEqual({ min: 3, max: 10 });
    expect(seatLimits({ mode: 'deluxe' })).toEqual({ min: 2, max: 12 });
  });
});
