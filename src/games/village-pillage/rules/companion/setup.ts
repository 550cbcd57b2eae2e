// companion §3.1 Set-up: the same options as the full game (§3, §14: 2 = duel, 3–5, 6 with the
// Expansion Pack), every seat with the four starting cards, stockpile 1 and bank 1; the face-up
// market is then picked from pictures (the 'market' phase).

import { createRng } from '../../../../kit/random';
import { STARTERS } from '../cards';
import { defaultConfig as fullDefaultConfig, MAX_PLAYERS, MIN_PLAYERS, validateConfig } from '../setup';
import type { CompanionConfig, CompanionSeat, CompanionState } from './types';

export { MIN_PLAYERS, MAX_PLAYERS };

/** The full game's default (§14: the pack on exactly at six). */
export function defaultConfig(players: number): CompanionConfig {
  return fullDefaultConfig(players);
}

function newCompanionSeat(): CompanionSeat {
  return {
    owned: STARTERS.slice(),
    secret: [],
    exhausted: [],
    front: null,
    stockpile: 1,
    bank: 1,
    relics: 0,
  };
}

/** Deterministic; the seed only feeds the chicken (§7.7), one draw per round. */
export function setup(config: CompanionConfig, seed: number): CompanionState {
  validateConfig(config);
  const n = config.players;
  return {
    config: { players: n, expansion: config.expansion },
    mode: n === 2 ? 'duel' : 'standard',
    phase: 'market',
    board: {
      round: 1,
      rng: createRng(seed),
      seats: Array.from({ length: n }, newCompanionSeat),
      market: [],
      deckEmpty: false,
    },
    entries: Array.from({ length: n }, () => null),
    resolving: null,
    last: null,
    retake: null,
    rounds: [],
    log: [],
    winners: [],
  };
}

/** companion §3.1: the market has four face-up cards. */
export const MARKET_SIZE = 4;
