// §7 the path that reached the gold: worked out once by the engine when a round ends and carried
// by the round summary, so the end-of-round screen lights it without re-deriving connectivity.
import { describe, expect, it } from 'vitest';
import { rules, type Role, type State } from '../../../../src/games/saboteur/rules';
import { goldPath } from '../../../../src/games/saboteur/rules/gold-path';
import { craft, fresh } from './engine-helpers';
import { goals, p, row } from './helpers';

const C5: Role[] = ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger', 'saboteur'];

/** classic 5p: a row (1..6, 0) plus a side branch; seat 1 places straight-ew at (7,0) and reaches the gold */
function aboutToFindGold(): State {
  const s0 = fresh('classic', 5);
  const goldAt0 = s0.maze.goals.map((g) => ({
    ...g,
    gold: g.y === 0,
    card: g.y === 0 ? 'goal-gold' : g.y === -2 ? 'goal-stone-ne' : 'goal-stone-nw',
  }));
  return craft('classic', 5, {
    roles: C5,
    maze: { placed: [...row(1, 6), p('straight-ns', 0, 1)], goals: goldAt0 },
    hands: [['map'], ['straight-ew'], ['map'], ['map'], ['map']],
    current: 1,
    nuggetDeck: [1, 2, 3, 1, 2, 3, 3],
  });
}

describe('§7 gold path in the round summary', () => {
  it('the summary of a round won by reaching the gold carries the final maze and the path from the start to the gold', () => {
    const t = rules.apply(aboutToFindGold(), {
      type: 'place',
      seat: 1,
      card: 'straight-ew',
      x: 7,
      y: 0,
      rotated: false,
    });
    const summary = rules.view(t, null).lastRound!;
    expect(summary.reason).toBe('gold-found');
    expect(summary.maze).toHaveLength(8);
    expect(summary.maze).toContainEqual({ x: 7, y: 0, card: 'straight-ew', rotated: false });
    // the side branch at (0,1) is on the maze but not on the path
    expect(summary.goldPath).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 0 })));
  });

  it('no path lights when the gold was not reached', () => {
    expect(goldPath(row(1, 5), goals(0, null, [0]))).toEqual([]);
  });

  it('a bridge is not a turn: no path lights when the only way turns on it', () => {
    const placed = [p('bridge', 1, 0), p('straight-ns', 1, 1)];
    const gold = [{ x: 1, y: 2, gold: true, revealed: true, card: 'goal-gold', rotated: false }];
    expect(goldPath(placed, gold)).toEqual([]);
  });

  it('a ladder starts a path of its own (§6.3): the gold reached only from a ladder lights from that ladder', () => {
    const placed = [p('ladder-e', 5, 3), p('straight-ew', 6, 3), p('straight-ew', 7, 3)];
    const gold = [{ x: 8, y: 3, gold: true, revealed: true, card: 'goal-gold', rotated: false }];
    expect(goldPath(placed, gold)).toEqual([5, 6, 7, 8].map((x) => ({ x, y: 3 })));
  });
});
