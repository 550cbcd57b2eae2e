// Bots (issue #4), UI helpers (placementReason, illegalReason) and the undo policy.
import { describe, expect, it } from 'vitest';
import { playRandomly, randomSteps } from '../../../support/randomPlay';
import { createRng } from '../../../../src/kit/random';
import {
  bots,
  illegalReason,
  placementReason,
  rules,
  undoable,
  type Action,
  type State,
} from '../../../../src/games/saboteur/rules';
import { craft, fresh } from './engine-helpers';
import { strongBotInternals as SB } from '../../../../src/games/saboteur/rules/strong-bot';
import { E, maze, p } from './helpers';

const row6 = Array.from({ length: 6 }, (_, i) => ({ x: i + 1, y: 0, card: 'straight-ew', rotated: false }));

describe('strong bot', () => {
  it('always returns a legal action (random positions, both modes, every role it meets)', () => {
    for (const [mode, n] of [
      ['classic', 5],
      ['deluxe', 7],
    ] as const) {
      playRandomly(rules, rules.setup({ mode, players: n, firstPlayer: 0 }, 9), {
        rng: 9,
        maxSteps: 400,
        choose: (s, seat, rng) => {
          const a = bots.strong.decide(s, seat, rng);
          expect(illegalReason(s, a)).toBe(null);
          return a;
        },
      });
    }
  }, 60_000);
  it('incremental frontier evaluation equals a full re-analysis for every legal placement (§7 graph)', () => {
    let compared = 0;
    for (const { index: step, state: s, seat, legal } of randomSteps(
      rules,
      rules.setup({ mode: 'deluxe', players: 5, firstPlayer: 0 }, 4),
      { rng: 4, maxSteps: 120 },
    )) {
      const acts = legal();
      if (s.phase === 'turn' && step % 4 === 0) {
        const v = rules.view(s, seat);
        const k = SB.learn(v, seat);
        const target = SB.targetGoal(k);
        const board = SB.baseBoard(SB.mazeFromView(v));
        for (const a of acts) {
          if (a.type !== 'place') continue;
          const placed = { x: a.x, y: a.y, card: a.card, rotated: a.rotated };
          expect(SB.frontierAfter(board, placed, k, target)).toEqual(
            SB.frontier(SB.withPlaced(board.maze, placed), k, target),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  }, 60_000);
  it('a gold-digger extends the tunnel toward the gold it knows from its Map', () => {
    const s0 = fresh('classic', 4);
    const goals = s0.maze.goals.map((g) => ({
      ...g,
      gold: g.y === 0,
      card: g.y === 0 ? 'goal-gold' : 'goal-stone-ne',
    }));
    const s = craft('classic', 4, {
      roles: ['gold-digger', 'gold-digger', 'saboteur', 'gold-digger'],
      maze: { placed: row6, goals },
      hands: [['straight-ew', 'dead-cross', 'map'], ['map'], ['map'], ['map']],
      privateLogs: [[{ type: 'map', round: 1, x: 8, y: 0, gold: true }], [], [], []],
    });
    const a = bots.strong.decide(s, 0, createRng(1));
    // either rotation: a straight looks the same both ways
    expect(a).toMatchObject({ type: 'place', seat: 0, card: 'straight-ew', x: 7, y: 0 });
  });
  it('a gold-digger with a broken tool repairs itself first', () => {
    const s = craft('classic', 4, {
      roles: ['gold-digger', 'gold-digger', 'saboteur', 'gold-digger'],
      hands: [['repair-cart', 'straight-ew'], ['map'], ['map'], ['map']],
      front: [[{ card: 'break-cart', order: 1 }], [], [], []],
    });
    expect(bots.strong.decide(s, 0, createRng(1))).toEqual({
      type: 'play',
      seat: 0,
      card: 'repair-cart',
      targetSeat: 0,
    });
  });
  it('a saboteur never extends the tunnel to the gold; it blocks or breaks instead', () => {
    const s0 = fresh('classic', 4);
    const goals = s0.maze.goals.map((g) => ({
      ...g,
      gold: g.y === 0,
      card: g.y === 0 ? 'goal-gold' : 'goal-stone-ne',
    }));
    const s = craft('classic', 4, {
      roles: ['saboteur', 'gold-digger', 'gold-digger', 'gold-digger'],
      maze: { placed: row6, goals },
      hands: [['straight-ew', 'dead-ew', 'break-pickaxe'], ['map'], ['map'], ['map']],
      privateLogs: [[{ type: 'map', round: 1, x: 8, y: 0, gold: true }], [], [], []],
    });
    const a = bots.strong.decide(s, 0, createRng(1)) as Action;
    expect(a.type === 'place' && a.card === 'straight-ew' && a.x === 7 && a.y === 0).toBe(false);
    const blocks =
      a.type === 'place'
        ? a.card === 'dead-ew'
        : a.type === 'play' && a.card === 'break-pickaxe' && a.targetSeat !== 0;
    expect(blocks).toBe(true);
  });
  it('the classic picker takes the most valuable nugget', () => {
    const s = craft('classic', 4, {
      phase: 'nugget-pick',
      pick: { offer: [1, 3, 2], picker: 2, queue: [1, 3] },
    } as Partial<State>);
    expect(bots.strong.decide(s, 2, createRng(1))).toEqual({ type: 'pick-nugget', seat: 2, value: 3 });
  });
  it('the easy bot is uniformly random over legalActions', () => {
    const s = fresh('classic', 4);
    const legal = JSON.stringify(rules.legalActions(s, 0));
    const a = bots.easy.decide(s, 0, createRng(3));
    expect(legal).toContain(JSON.stringify(a));
  });
});

describe('UI helpers: why a placement or action is illegal (§6.1, §6.3, §5)', () => {
  it('placementReason names the broken rule', () => {
    expect(placementReason(E(), 'map', 1, 0, false)).toBe('not-a-path-card');
    expect(placementReason(E(), 'cross', 0, 0, false)).toBe('cell-taken');
    expect(placementReason(E(), 'straight-ns', 1, 0, false)).toBe('edges-mismatch');
    expect(placementReason(maze([p('dead-cross', 1, 0)]), 'straight-ew', 2, 0, false)).toBe('not-connected');
    expect(placementReason(E(), 'ladder-n', 5, 5, false)).toBe('ladder-no-contact');
    expect(placementReason(maze([p('straight-ew', 7, -3)]), 'ladder-e', 8, -3, true)).toBe(
      'ladder-next-to-goal',
    );
    expect(placementReason(E(), 'straight-ew', 1, 0, false)).toBe(null);
  });
  it('illegalReason covers turn, hand and target rules', () => {
    const s = craft('deluxe', 3, {
      hands: [['break-cart', 'straight-ew'], ['map'], ['map']],
      front: [[], [{ card: 'break-cart', order: 1 }], []],
    });
    expect(illegalReason(s, { type: 'pass', seat: 2, discard: ['map'] })).toBe('not-your-turn');
    expect(illegalReason(s, { type: 'play', seat: 0, card: 'map', x: 8, y: 0 })).toBe('card-not-in-hand');
    expect(illegalReason(s, { type: 'play', seat: 0, card: 'break-cart', targetSeat: 1 })).toBe('bad-target');
    expect(illegalReason(s, { type: 'play', seat: 0, card: 'break-cart', targetSeat: 2 })).toBe(null);
    expect(
      illegalReason(s, {
        type: 'heal',
        seat: 0,
        discard: ['break-cart', 'straight-ew'],
        remove: 'break-cart',
      }),
    ).toBe('bad-target');
  });
});

describe('undo policy (issue 23 item 10)', () => {
  it('a path card placed without revealing a goal may be taken back (the drawn card is not shown before the handoff, and the log without it draws the same card again)', () => {
    const s = fresh('classic', 4);
    const places = rules.legalActions(s, 0).filter((a) => a.type === 'place');
    expect(places.length).toBeGreaterThan(0);
    for (const a of places) expect(undoable(s, a)).toBe(true);
  });

  it('action cards, passes and anything that reveals (a map, a goal turned over) are final', () => {
    const s = fresh('classic', 4);
    for (const a of rules.legalActions(s, 0).filter((x) => x.type !== 'place'))
      expect(undoable(s, a)).toBe(false);
    // a row of straights up to the middle goal: the next straight touches it and turns it over
    const near = craft('classic', 4, {
      maze: { placed: row6, goals: s.maze.goals },
      hands: [['straight-ew', 'dead-cross', 'map'], ['map'], ['map'], ['map']],
      current: 0,
    });
    const reveal: Action = { type: 'place', seat: 0, card: 'straight-ew', x: 7, y: 0, rotated: false };
    expect(rules.apply(near, reveal).maze.goals.some((g) => g.revealed)).toBe(true);
    expect(undoable(near, reveal)).toBe(false);
  });
});
