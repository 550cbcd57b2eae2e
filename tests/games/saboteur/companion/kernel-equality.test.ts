// Companion acceptance (companion §4; issue 22): for the same roles, answers and cards, the
// companion's payouts equal what the full game's kernel computes, at every player count of both
// editions. The full game's side is its own round end (`endRound` on a full game state whose maze
// holds the doors and crystals the answers describe), then its own nugget picks and thefts
// through `rules.apply`; the companion side is `companion.apply` from the round-end answers.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { at } from '../../at';
import {
  companion,
  rules,
  winningTeams,
  type Answers,
  type CompanionState,
  type FrontCard,
  type Maze,
  type Placed,
  type Role,
  type State,
} from '../../../../src/games/saboteur/rules';
import { endRound } from '../../../../src/games/saboteur/rules/round-end';
import { rolePile } from '../../../../src/games/saboteur/rules/roles';
import { createRng, nextInt, shuffleInPlace } from '../../../../src/kit/random';
import { atQuestions } from './helpers';

type Doors = 'none' | 'green' | 'blue' | 'both';

/** The gold at (8,0), reached by a row from the start; doors on the row as asked; crystal cards aside. */
function mazeWith(doors: Doors, crystals: number, goldReached: boolean): Maze {
  const placed: Placed[] = [];
  for (let x = 1; x <= (goldReached ? 7 : 5); x++) {
    const card =
      x === 3 && (doors === 'green' || doors === 'both')
        ? 'door-green-ew'
        : x === 5 && (doors === 'blue' || doors === 'both')
          ? 'door-blue-ew'
          : 'straight-ew';
    placed.push({ x, y: 0, card, rotated: false });
  }
  // crystal cards off the way (§11.2: crystals count connected or not)
  for (let k = 0; k < crystals; k++) placed.push({ x: k + 1, y: 5, card: 'crystal-cross', rotated: false });
  const goals = [-2, 0, 2].map((y) => ({
    x: 8,
    y,
    gold: y === 0,
    revealed: y === 0 && goldReached,
    card: y === 0 ? 'goal-gold' : y === -2 ? 'goal-stone-ne' : 'goal-stone-nw',
    rotated: false,
  }));
  return { placed, goals };
}

interface Case {
  mode: 'classic' | 'deluxe';
  roles: Role[];
  gold: boolean;
  last: number;
  doors: Doors;
  crystals: number;
  trapped: number[];
  thefts: number[];
  goldBefore: number[];
  nuggetDeck: number[];
}

function randomCase(mode: 'classic' | 'deluxe', n: number, seed: number): Case {
  const rng = createRng(seed);
  const roles = shuffleInPlace(rng, rolePile(mode, n)).slice(0, n);
  const seats = shuffleInPlace(
    rng,
    Array.from({ length: n }, (_, i) => i),
  );
  const deluxe = mode === 'deluxe';
  const nuggetDeck = shuffleInPlace(rng, [
    ...Array(16).fill(1),
    ...Array(8).fill(2),
    ...Array(4).fill(3),
  ]).slice(0, 6 + nextInt(rng, 23));
  return {
    mode,
    roles,
    gold: nextInt(rng, 3) > 0,
    last: nextInt(rng, n),
    doors: (['none', 'green', 'blue', 'both'] as const)[nextInt(rng, 4)]!,
    crystals: deluxe ? nextInt(rng, 11) : 0,
    trapped: deluxe ? seats.slice(0, nextInt(rng, Math.min(3, n) + 1)).sort((a, b) => a - b) : [],
    thefts: deluxe ? shuffleInPlace(rng, seats.slice()).slice(0, nextInt(rng, Math.min(4, n) + 1)) : [],
    goldBefore: Array.from({ length: n }, () => (deluxe ? nextInt(rng, 3) : 0)),
    nuggetDeck,
  };
}

/** what each side hands out: pick the highest value at even seats, the lowest at odd seats;
 *  an even thief robs the first victim it may, an odd thief declines */
const pickValue = (seat: number, offer: number[]) => (seat % 2 ? Math.min(...offer) : Math.max(...offer));
const victim = (thief: number, victims: number[]) => (thief % 2 || !victims.length ? null : victims[0]!);

interface Paid {
  payouts: number[];
  winners: number[];
  winningTeams: string[];
  pickers: number[];
  thieves: number[];
  nuggets: number[][];
  gold: number[];
}

function fullGame(c: Case): Paid {
  const n = c.roles.length;
  const base = rules.setup({ mode: c.mode, players: n, firstPlayer: 0 }, 7);
  const front: FrontCard[][] = Array.from({ length: n }, () => []);
  c.trapped.forEach((s, k) => front[s]!.push({ card: 'trapped', order: k }));
  c.thefts.forEach((s, k) => front[s]!.push({ card: 'theft', order: 10 + k }));
  let s: State = produce(base, (d) => {
    d.roles = c.roles.slice();
    d.maze = mazeWith(c.doors, c.crystals, c.gold);
    d.front = front;
    d.finder = c.gold ? c.last : null;
    d.lastActor = c.last;
    d.gold = c.goldBefore.slice();
    d.nuggetDeck = c.nuggetDeck.slice();
    d.hands = Array.from({ length: n }, () => []);
    d.deck = [];
    endRound(d, c.gold ? 'gold-found' : 'cards-exhausted');
  });
  const pickers: number[] = [];
  const thieves: number[] = [];
  while (s.round === 1 && s.phase !== 'over') {
    if (s.phase === 'nugget-pick' && s.pick) {
      const seat = s.pick.picker;
      pickers.push(seat);
      s = rules.apply(s, { type: 'pick-nugget', seat, value: pickValue(seat, s.pick.offer) });
    } else if (s.phase === 'theft') {
      const seat = at(s.thieves, 0);
      thieves.push(seat);
      const victims = rules
        .legalActions(s, seat)
        .flatMap((a) => (a.type === 'steal' && a.fromSeat !== null ? [a.fromSeat] : []));
      s = rules.apply(s, { type: 'steal', seat, fromSeat: victim(seat, victims) });
    } else break;
  }
  const r = s.rounds[0];
  return {
    payouts: c.mode === 'deluxe' ? r!.payouts : s.nuggets.map((v) => v.reduce((a, b) => a + b, 0)),
    winners: r!.winners,
    winningTeams: r!.winningTeams,
    pickers,
    thieves,
    nuggets: s.nuggets,
    gold: s.gold,
  };
}

function companionGame(c: Case): Paid {
  // the answers a person gives looking at that maze: is there a way free of green / blue doors
  const m = mazeWith(c.doors, c.crystals, true);
  const neutral = winningTeams(m, 'other');
  const answers: Partial<Answers> = {
    gold: c.gold,
    last: c.last,
    freeOfGreen: neutral.includes('blue'),
    freeOfBlue: neutral.includes('green'),
    crystals: c.crystals,
    trapped: c.trapped,
    thefts: c.thefts,
  };
  let s: CompanionState = atQuestions(c.mode, c.roles, answers, {
    gold: c.goldBefore.slice(),
    nuggetDeck: c.nuggetDeck.slice(),
  });
  s = companion.apply(s, { type: 'reveal', seat: 0 });
  const pickers: number[] = [];
  const thieves: number[] = [];
  while (s.phase === 'pick' || s.phase === 'theft') {
    if (s.phase === 'pick' && s.pick) {
      const seat = s.pick.picker;
      pickers.push(seat);
      s = companion.apply(s, { type: 'pick', seat, value: pickValue(seat, s.pick.offer) });
    } else {
      const seat = at(s.thieves, 0);
      thieves.push(seat);
      const victims = companion.view(s, null).theft?.victims ?? [];
      s = companion.apply(s, { type: 'steal', seat, fromSeat: victim(seat, victims) });
    }
  }
  expect(s.phase).toBe('result');
  const r = s.settled!;
  return {
    payouts: r.lines.map((l) => l.amount),
    winners: r.winners,
    winningTeams: r.winningTeams,
    pickers,
    thieves,
    nuggets: s.nuggets,
    gold: s.gold,
  };
}

const counts: ['classic' | 'deluxe', number][] = [];
for (let n = 3; n <= 10; n++) counts.push(['classic', n]);
for (let n = 2; n <= 12; n++) counts.push(['deluxe', n]);

describe('companion payouts = the full game kernel (companion §4, §2.5)', () => {
  it.each(counts)('%s, %i players: 40 random rounds pay the same', (mode, n) => {
    for (let k = 0; k < 40; k++) {
      const c = randomCase(mode, n, 1000 * n + k + (mode === 'deluxe' ? 500 : 0));
      const full = fullGame(c);
      const comp = companionGame(c);
      // §10 / §11.2 amounts, §10.1 pick order, §11.1 door rule, §11.3 theft order and result
      expect(comp, JSON.stringify(c)).toEqual(full);
    }
  });

  it('the door answers decide the winning teams as the maze does, for every finder (§11.1, §16.6)', () => {
    const finders: Role[] = ['green-digger', 'blue-digger', 'boss', 'saboteur'];
    for (const doors of ['none', 'green', 'blue', 'both'] as const)
      for (const role of finders) {
        const roles: Role[] = [role, 'green-digger', 'blue-digger', 'profiteer'];
        const c: Case = {
          mode: 'deluxe',
          roles,
          gold: true,
          last: 0,
          doors,
          crystals: 0,
          trapped: [],
          thefts: [],
          goldBefore: [0, 0, 0, 0],
          nuggetDeck: [],
        };
        expect(companionGame(c).winningTeams, `${doors} ${role}`).toEqual(fullGame(c).winningTeams);
      }
  });
});
