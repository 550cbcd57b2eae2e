// §9 end of a round, §10 classic gold, §11 deluxe payouts and thefts, §12 rounds and outcome.
import { describe, expect, it } from 'vitest';
import { rules, type Role, type State } from '../../../../src/games/saboteur/rules';
import {
  takeSaboteurShare,
  classicPickOrder,
  deluxeTableValue,
} from '../../../../src/games/saboteur/rules/payouts';
import { craft, expectRefused, fresh } from './engine-helpers';

const C5: Role[] = ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger', 'saboteur'];

function goldAt0(s: State) {
  return s.maze.goals.map((g) => ({
    ...g,
    gold: g.y === 0,
    card: g.y === 0 ? 'goal-gold' : g.y === -2 ? 'goal-stone-ne' : 'goal-stone-nw',
  }));
}
const row6 = Array.from({ length: 6 }, (_, i) => ({ x: i + 1, y: 0, card: 'straight-ew', rotated: false }));

/** classic 5p, seat 1 to move with straight-ew; placing it at (7,0) reaches the gold at (8,0) */
function goldFinding(nuggetDeck: number[]): State {
  const s0 = fresh('classic', 5);
  return craft('classic', 5, {
    roles: C5,
    maze: { placed: row6, goals: goldAt0(s0) },
    hands: [['map'], ['straight-ew'], ['map'], ['map'], ['map']],
    current: 1,
    nuggetDeck,
  });
}

describe('§10.1 classic: gold found (§16.8)', () => {
  it('D = 5 cards; picks go 0, 3, 2, 0, 3 (saboteur seat 4 skipped)', () => {
    expect(classicPickOrder(C5, 1, 5)).toEqual([0, 3, 2, 0, 3]);
    const t = rules.apply(goldFinding([1, 2, 3, 1, 2, 3, 3]), {
      type: 'place',
      seat: 1,
      card: 'straight-ew',
      x: 7,
      y: 0,
      rotated: false,
    });
    expect(t.phase).toBe('nugget-pick');
    expect(t.finder).toBe(1);
    expect(t.pick).toEqual({ offer: [1, 2, 3, 1, 2], picker: 0, queue: [3, 2, 0, 3] });
    expect(t.nuggetDeck).toEqual([3, 3]);
    expect(rules.actors(t)).toEqual([0]);
    expect(rules.legalActions(t, 0)).toEqual(
      [1, 2, 3].map((value) => ({ type: 'pick-nugget', seat: 0, value })),
    );
    // the offer's values are shown only to the picking seat (§13)
    expect(rules.view(t, 0).nuggetPick).toEqual({ picker: 0, remaining: 5, offer: [1, 2, 3, 1, 2] });
    expect(rules.view(t, 3).nuggetPick).toEqual({ picker: 0, remaining: 5, offer: null });
    expectRefused(t, { type: 'pick-nugget', seat: 3, value: 1 }, 'not-your-turn');
    expectRefused(t, { type: 'pick-nugget', seat: 0, value: 4 }, 'bad-target');
    // 0 takes 3, 3 takes 2, 2 takes 2; the rest (1, 1) is handed out to 0 and 3 without asking
    let u = rules.apply(t, { type: 'pick-nugget', seat: 0, value: 3 });
    u = rules.apply(u, { type: 'pick-nugget', seat: 3, value: 2 });
    expect(rules.actors(u)).toEqual([2]);
    u = rules.apply(u, { type: 'pick-nugget', seat: 2, value: 2 });
    expect(u.nuggets).toEqual([[3, 1], [], [2], [2, 1], []]);
    expect(u.round).toBe(2);
    expect(u.phase).toBe('turn');
    // §4: round 2 starts with the left neighbour of the seat whose action ended round 1
    expect(u.current).toBe(2);
    expect(u.rounds[0]).toMatchObject({
      reason: 'gold-found',
      finder: 1,
      winners: [0, 2, 3],
      nuggetCards: [2, 0, 1, 2, 0],
    });
  });
  it('Appendix B.5: when every card on offer has one value, all are handed out without picks', () => {
    const t = rules.apply(goldFinding([1, 1, 1, 1, 1, 2]), {
      type: 'place',
      seat: 1,
      card: 'straight-ew',
      x: 7,
      y: 0,
      rotated: false,
    });
    expect(t.phase).toBe('turn');
    expect(t.round).toBe(2);
    expect(t.nuggets).toEqual([[1, 1], [], [1], [1, 1], []]);
    // §13: the table learns who received the rest, never that the values were equal
    const log = t.pastLogs[0];
    expect(log!.some((e) => e.type === 'nugget-pick' && e.auto)).toBe(false);
    expect(log!.filter((e) => e.type === 'nugget-handout').length).toBe(1);
  });
  it('a digger finder picks first', () => {
    expect(classicPickOrder(C5, 3, 4)).toEqual([3, 2, 0, 3]);
  });
  it('D = min(players, 9): 10 players draw 9', () => {
    const roles: Role[] = Array(10).fill('gold-digger');
    expect(classicPickOrder(roles, 0, 9)).toEqual([0, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});

describe('§10.2 classic: the saboteurs win', () => {
  it('§16.8: deck [2,2,1], two saboteurs owed 3 each: seat 1 takes 2+1, seat 4 takes 2', () => {
    const s = craft('classic', 5, {
      roles: C5,
      hands: [['map'], [], [], [], []],
      deck: [],
      nuggetDeck: [2, 2, 1],
    });
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map'] });
    expect(t.nuggets[1]!.slice().sort()).toEqual([1, 2]);
    expect(t.nuggets[4]).toEqual([2]);
    expect(t.nuggets[0]).toEqual([]);
    expect(t.rounds[0]).toMatchObject({
      reason: 'cards-exhausted',
      winners: [1, 4],
      nuggetCards: [0, 2, 0, 0, 1],
    });
    expect(t.current).toBe(1); // left of seat 0, who ended the round
  });
  it('change-making: largest total not above, then fewest cards, then higher values', () => {
    expect(takeSaboteurShare([2, 2, 3, 1], 4)).toEqual({ taken: [3, 1], rest: [2, 2] });
    expect(takeSaboteurShare([2, 2, 2], 3)).toEqual({ taken: [2], rest: [2, 2] });
    expect(takeSaboteurShare([1, 3, 1, 1], 3)).toEqual({ taken: [3], rest: [1, 1, 1] });
    expect(takeSaboteurShare([1, 1, 2, 1], 4).taken).toEqual([2, 1, 1]);
    expect(takeSaboteurShare([], 4)).toEqual({ taken: [], rest: [] });
  });
  it('no saboteur: nobody gets anything', () => {
    const s = craft('classic', 3, {
      roles: ['gold-digger', 'gold-digger', 'gold-digger'],
      hands: [['map'], [], []],
      deck: [],
    });
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map'] });
    expect(t.nuggets).toEqual([[], [], []]);
  });
});

describe('§11.2 deluxe payouts table', () => {
  it('T(n): 1 → 5, 2 → 4, 3 → 3, 4 → 2, 5+ → 1', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(deluxeTableValue)).toEqual([5, 4, 3, 2, 1, 1, 1]);
  });
});

describe('§11.3 thefts (§16.9)', () => {
  const roles: Role[] = ['saboteur', 'green-digger', 'blue-digger', 'profiteer', 'saboteur'];
  const front = [
    [],
    [{ card: 'theft', order: 20 }],
    [
      { card: 'theft', order: 15 },
      { card: 'trapped', order: 16 },
    ],
    [],
    [{ card: 'theft', order: 12 }],
  ];
  const ending = () =>
    craft('deluxe', 5, {
      roles,
      front: front as State['front'],
      hands: [['map'], [], [], [], []],
      deck: [],
      gold: [0, 0, 3, 0, 0],
    });
  it('gold not found: saboteurs and profiteer win (n = 3, T = 3; profiteer 1); seat 1 steals first, then seat 4', () => {
    const t = rules.apply(ending(), { type: 'pass', seat: 0, discard: ['map'] });
    expect(t.lastRound!.payouts).toEqual([3, 0, 0, 1, 3]);
    // the summary names the rule behind each payout (seat 2 is trapped)
    expect(t.lastRound!.payoutReasons).toEqual(['winner', 'lost', 'trapped', 'profiteer', 'winner']);
    expect(t.lastRound!.tableValue).toBe(3);
    expect(t.gold).toEqual([3, 0, 3, 1, 3]);
    expect(t.phase).toBe('theft');
    expect(t.thieves).toEqual([1, 4]);
    expect(rules.actors(t)).toEqual([1]);
    // §11.3: every seat holding gold, then declining (theft is optional)
    expect(rules.legalActions(t, 1)).toEqual(
      [0, 2, 3, 4, null].map((fromSeat) => ({ type: 'steal', seat: 1, fromSeat })),
    );
    expectRefused(t, { type: 'steal', seat: 1, fromSeat: 1 }, 'bad-target');
    const u = rules.apply(t, { type: 'steal', seat: 1, fromSeat: 3 });
    expect(u.gold).toEqual([3, 1, 3, 0, 3]);
    expect(rules.actors(u)).toEqual([4]);
    expect(rules.legalActions(u, 4).map((a) => (a as { fromSeat: number }).fromSeat)).toEqual([
      0,
      1,
      2,
      null,
    ]);
    const v = rules.apply(u, { type: 'steal', seat: 4, fromSeat: 1 });
    expect(v.gold).toEqual([3, 0, 3, 0, 4]);
    expect(v.round).toBe(2);
    expect(v.rounds[0]!.thefts).toEqual([
      { thief: 1, victim: 3 },
      { thief: 4, victim: 1 },
    ]);
  });
  it('§11.3 theft is optional: a thief who declines takes nothing and the table log says it declined', () => {
    const t = rules.apply(ending(), { type: 'pass', seat: 0, discard: ['map'] });
    const u = rules.apply(t, { type: 'steal', seat: 1, fromSeat: null });
    expect(u.gold).toEqual([3, 0, 3, 1, 3]);
    expect(rules.actors(u)).toEqual([4]);
    expect(u.log.at(-1)).toEqual({ type: 'theft-declined', round: 1, thief: 1 });
    const v = rules.apply(u, { type: 'steal', seat: 4, fromSeat: null });
    expect(v.round).toBe(2);
    expect(v.rounds[0]!.thefts).toEqual([]);
  });
  it('§13 deluxe gold totals are secret: the table sees who has gold and who was paid, not how much', () => {
    const t = rules.apply(ending(), { type: 'pass', seat: 0, discard: ['map'] });
    const table = rules.view(t, null);
    expect(table.seats.map((s) => s.gp)).toEqual([null, null, null, null, null]);
    expect(table.seats.map((s) => s.hasGold)).toEqual([true, false, true, true, true]);
    expect(table.lastRound!.payouts).toEqual([0, 0, 0, 0, 0]);
    expect(table.lastRound!.paid).toEqual([true, false, false, true, true]);
    const payouts = table.log.filter((e) => e.type === 'payout');
    expect(payouts.map((e) => (e.type === 'payout' ? e.gp : 'x'))).toEqual([null, null, null, null, null]);
    // the seat's own view shows its own total and payout only
    const own = rules.view(t, 3);
    expect(own.seats.map((s) => s.gp)).toEqual([null, null, null, 1, null]);
    expect(own.lastRound!.payouts).toEqual([0, 0, 0, 1, 0]);
  });
  it('a thief with no possible victim is skipped', () => {
    const s = craft('deluxe', 3, {
      roles: ['green-digger', 'green-digger', 'blue-digger'],
      front: [[{ card: 'theft', order: 1 }], [], []],
      hands: [['map'], [], []],
      deck: [],
    });
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map'] });
    expect(t.phase).toBe('turn');
    expect(t.round).toBe(2);
    expect(t.pastLogs[0]!.some((e) => e.type === 'theft-skipped')).toBe(true);
  });
});

describe('§11 deluxe gold found through the engine', () => {
  it('a blue finder behind a green door: green team and boss win', () => {
    const s0 = fresh('deluxe', 4);
    const placed = [
      ...row6.slice(0, 3),
      { x: 4, y: 0, card: 'door-green-ew', rotated: false },
      ...row6.slice(4),
    ];
    const s = craft('deluxe', 4, {
      roles: ['blue-digger', 'green-digger', 'boss', 'saboteur'],
      maze: { placed, goals: goldAt0(s0) },
      hands: [['straight-ew'], ['map'], ['map'], ['map']],
    });
    const t = rules.apply(s, { type: 'place', seat: 0, card: 'straight-ew', x: 7, y: 0, rotated: false });
    expect(t.rounds[0]).toMatchObject({
      reason: 'gold-found',
      finder: 0,
      winningTeams: ['green'],
      winners: [1, 2],
      payouts: [0, 4, 3, 0],
    });
    expect(t.gold).toEqual([0, 4, 3, 0]);
  });
});

describe('§12 three rounds and the outcome', () => {
  it('after round 3 the game is over; scores are nugget sums; ranking groups ties', () => {
    const s = craft('classic', 5, {
      roles: C5,
      hands: [['map'], [], [], [], []],
      deck: [],
      nuggetDeck: [3, 1, 2, 2],
      round: 3,
      nuggets: [[1], [], [], [], [3]],
    });
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map'] });
    expect(t.phase).toBe('over');
    expect(rules.actors(t)).toEqual([]);
    // seat 1 owed 3: takes 3; seat 4 owed 3: 2+1
    expect(rules.outcome(t)).toEqual({ scores: [1, 3, 0, 0, 6], ranking: [[4], [1], [0], [2, 3]] });
    expect(rules.view(t, null).scores).toEqual([1, 3, 0, 0, 6]);
    expect(rules.outcome(s)).toBe(null);
  });
});
