// Saboteur companion set-up (companion §2.1) and the deal of every round (§2.2): the kernel's
// config check, role piles (§2.4) and nugget deck (§2.5), shuffled with the state's seeded RNG.
import { createRng, shuffleInPlace } from '../../../../kit/random';
import { buildNuggetDeck } from '../cards';
import { rolePile } from '../roles';
import { checkConfig, defaultConfig as kernelDefaultConfig } from '../setup';
import type { Answers, CompanionConfig, CompanionState } from './types';

/** The full game's default: classic for 3–10 players, Deluxe for 2, 11 and 12 (§1). */
export function defaultConfig(players: number): CompanionConfig {
  return kernelDefaultConfig(players);
}

function emptyAnswers(): Answers {
  return {
    gold: null,
    last: null,
    freeOfGreen: null,
    freeOfBlue: null,
    crystals: 0,
    trapped: [],
    thefts: [],
  };
}

/** A new companion game; round 1 is dealt. Deterministic in (config, seed). */
export function setup(config: CompanionConfig, seed: number): CompanionState {
  checkConfig(config);
  const n = config.players;
  const rng = createRng(seed);
  const state: CompanionState = {
    config: { mode: config.mode, players: n, firstPlayer: config.firstPlayer },
    rng,
    round: 0,
    phase: 'roles',
    firstSeat: config.firstPlayer,
    roles: [],
    leftoverRoles: [],
    discardedRoles: [],
    seen: [],
    used: { inspection: 0, swapHats: 0 },
    answers: emptyAnswers(),
    correcting: null,
    corrections: 0,
    revealed: false,
    before: null,
    // §2.5: shuffled once, at game start, never replenished
    nuggetDeck: config.mode === 'classic' ? shuffleInPlace(rng, buildNuggetDeck()) : [],
    nuggets: Array.from({ length: n }, () => []),
    gold: Array(n).fill(0),
    pick: null,
    thieves: [],
    settled: null,
    rounds: [],
    privateLogs: Array.from({ length: n }, () => []),
    pending: [],
    log: [],
  };
  startRound(state, 1, config.firstPlayer);
  return state;
}

/** §2.4 / companion §2.2: the official role pile shuffled, one card per seat, the rest left over. */
export function startRound(s: CompanionState, round: number, firstSeat: number): void {
  const n = s.config.players;
  // a plain copy of the RNG: shuffling through an Immer draft would trap every step
  const rng = { s: s.rng.s };
  const pile = shuffleInPlace(rng, rolePile(s.config.mode, n));
  s.rng = rng;
  s.round = round;
  s.phase = 'roles';
  s.firstSeat = firstSeat;
  s.roles = pile.slice(0, n);
  s.leftoverRoles = pile.slice(n);
  s.discardedRoles = [];
  s.seen = Array(n).fill(false);
  s.used = { inspection: 0, swapHats: 0 };
  s.answers = emptyAnswers();
  s.correcting = null;
  s.corrections = 0;
  s.revealed = false;
  s.before = null;
  s.pick = null;
  s.thieves = [];
  s.settled = null;
  s.log.push({ type: 'round-start', round, firstSeat });
  for (let p = 0; p < n; p++)
    s.privateLogs[p]!.push({ type: 'role', round, role: s.roles[p]!, at: s.log.length });
}
