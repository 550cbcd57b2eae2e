// §3 Setup and §14 Config: starting hands, stockpile 1 / bank 1, shuffled market deck.

import { RuleError } from '../../../kit/rules';
import { createRng, shuffleInPlace } from '../../../kit/random';
import { marketCards, STARTERS } from './cards';
import type { Config, SeatState, State } from './types';
import { PLAYERS } from '../facts';

export const MIN_PLAYERS = PLAYERS.min;
export const MAX_PLAYERS = PLAYERS.max;
/** §3: the base box seats up to five; the sixth seat comes with the Expansion Pack. */
export const BASE_MAX_PLAYERS = 5;

/** §14: the Expansion Pack is on exactly when 6 players sit down. */
export function defaultConfig(players: number): Config {
  return { players, expansion: players > BASE_MAX_PLAYERS };
}

export function validateConfig(config: Config): void {
  const n = config?.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS)
    throw new RuleError('bad-config', `players must be 2–6, got ${String(n)}`);
  if (typeof config.expansion !== 'boolean')
    throw new RuleError('bad-config', 'expansion must be true or false');
  if (n > BASE_MAX_PLAYERS && !config.expansion)
    throw new RuleError('bad-config', '6 players need the Expansion Pack (§3)');
}

function newSeat(): SeatState {
  return {
    hand: STARTERS.slice(),
    secret: [],
    exhausted: [],
    plan: null,
    left: null,
    right: null,
    front: null,
    back: null,
    stockpile: 1,
    bank: 1,
    relics: 0,
  };
}

/** §3: deterministic from (config, seed). The deck is shuffled with the game's PRNG, which the
 *  state keeps (it later seeds each round's chicken). Market = first 4 drawn, in draw order. */
export function setup(config: Config, seed: number): State {
  validateConfig(config);
  const mode = config.players === 2 ? 'duel' : 'standard';
  const rng = createRng(seed);
  const deck = shuffleInPlace(rng, marketCards(mode, config.expansion));
  const market = deck.splice(0, 4);
  return {
    config: { players: config.players, expansion: config.expansion },
    mode,
    phase: 'plan',
    round: 1,
    rng,
    seats: Array.from({ length: config.players }, newSeat),
    market,
    deck,
    resolution: null,
    log: [],
    lastLog: [],
    lastRound: null,
    pastRounds: [],
    winners: [],
  };
}
