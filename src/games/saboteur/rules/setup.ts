// Game and round setup (§1, §4): config checks, goals, roles, deck, hands, set-aside cards.
import { createRng, shuffleInPlace } from '../../../kit/random';
import { RuleError } from '../../../kit/rules';
import { buildDeck, buildNuggetDeck } from './cards';
import { GOAL_SLOTS } from './geometry';
import { CLASSIC_ROLE_TABLE, DELUXE_SET_ASIDE, handSize, rolePile } from './roles';
import type { Config, GoalSlot, Mode, State } from './types';
import { PLAYERS } from '../facts';

export const MIN_PLAYERS = PLAYERS.min;
export const MAX_PLAYERS = PLAYERS.max;
export const ROUNDS = 3;

const CLASSIC_COUNTS = Object.keys(CLASSIC_ROLE_TABLE).map(Number);
/** §1: the seats each mode takes: classic as many as its role table has rows for (3–10), deluxe the box's. */
export const MODE_LIMITS: Record<Mode, { min: number; max: number }> = {
  classic: { min: Math.min(...CLASSIC_COUNTS), max: Math.max(...CLASSIC_COUNTS) },
  deluxe: { min: PLAYERS.min, max: PLAYERS.max },
};

function seatsFit(mode: Mode, players: number): boolean {
  return players >= MODE_LIMITS[mode].min && players <= MODE_LIMITS[mode].max;
}

/** §1: classic for 3–10 players, deluxe otherwise (2, 11, 12), so every count 2..12 is playable. */
export function defaultConfig(players: number): Config {
  return { mode: seatsFit('classic', players) ? 'classic' : 'deluxe', players, firstPlayer: 0 };
}

export function checkConfig(config: Config): void {
  const { mode, players, firstPlayer } = config ?? ({} as Config);
  const ok =
    (mode === 'classic' || mode === 'deluxe') &&
    Number.isInteger(players) &&
    seatsFit(mode, players) &&
    Number.isInteger(firstPlayer) &&
    firstPlayer >= 0 &&
    firstPlayer < players;
  if (!ok) throw new RuleError('bad-config', `bad Saboteur config ${JSON.stringify(config)}`);
}

/** §1, §4: a new game; round 1 is dealt. Deterministic in (config, seed). */
export function setup(config: Config, seed: number): State {
  checkConfig(config);
  const n = config.players;
  const rng = createRng(seed);
  const state: State = {
    config: { mode: config.mode, players: n, firstPlayer: config.firstPlayer },
    rng,
    round: 0,
    phase: 'turn',
    maze: { placed: [], goals: [] },
    deck: [],
    discard: [],
    setAside: [],
    hands: [],
    roles: [],
    leftoverRoles: [],
    discardedRoles: [],
    front: [],
    playCounter: 0,
    current: config.firstPlayer,
    lastActor: config.firstPlayer,
    finder: null,
    gold: Array(n).fill(0),
    nuggets: Array.from({ length: n }, () => []),
    // §2.5: the nugget deck is shuffled once, at game start, and never replenished
    nuggetDeck: config.mode === 'classic' ? shuffleInPlace(rng, buildNuggetDeck()) : [],
    pick: null,
    thieves: [],
    privateLogs: Array.from({ length: n }, () => []),
    log: [],
    pastLogs: [],
    lastRound: null,
    rounds: [],
  };
  startRound(state, 1, config.firstPlayer);
  return state;
}

/** §4: lays out start and goals, deals roles and hands. Mutates `s` (a plain object or a draft). */
export function startRound(s: State, round: number, firstSeat: number): void {
  const { mode, players: n } = s.config;
  // a plain copy of the RNG: shuffling through an Immer draft would trap every step
  const rng = { s: s.rng.s };
  s.round = round;
  s.phase = 'turn';
  s.finder = null;
  s.pick = null;
  s.thieves = [];
  s.playCounter = 0;
  // goals: shuffled face down into the three slots
  const goalCards = shuffleInPlace(rng, ['goal-gold', 'goal-stone-ne', 'goal-stone-nw']);
  const goals: GoalSlot[] = GOAL_SLOTS.map((slot, i) => ({
    x: slot.x,
    y: slot.y,
    gold: goalCards[i] === 'goal-gold',
    revealed: false,
    card: goalCards[i]!, // three goal cards for the three slots
    rotated: false,
  }));
  s.maze = { placed: [], goals };
  // roles: one per seat, the rest left over face down
  const roles = shuffleInPlace(rng, rolePile(mode, n));
  s.roles = roles.slice(0, n);
  s.leftoverRoles = roles.slice(n);
  s.discardedRoles = [];
  // deck: shuffled; deluxe sets the top 10 aside; then hands are dealt from the top (end)
  const deck = shuffleInPlace(rng, buildDeck(mode));
  s.setAside = mode === 'deluxe' ? deck.splice(deck.length - DELUXE_SET_ASIDE, DELUXE_SET_ASIDE) : [];
  const size = handSize(mode, n);
  const hands: string[][] = [];
  for (let p = 0; p < n; p++) hands.push(deck.splice(deck.length - size, size));
  s.hands = hands;
  s.deck = deck;
  s.discard = [];
  s.front = Array.from({ length: n }, () => []);
  s.rng = rng;
  s.current = firstSeat;
  s.lastActor = firstSeat;
  // archive the closed round's public log (the draft owns this array; events are never mutated)
  if (s.log.length) {
    s.pastLogs.push(s.log);
    s.log = [];
  }
  s.log.push({ type: 'round-start', round, firstSeat });
  for (let p = 0; p < n; p++) s.privateLogs[p]!.push({ type: 'role', round, role: s.roles[p]! });
}
