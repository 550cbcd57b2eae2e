// Bots. easy: a uniformly random legal action. strong: for each of its legal plans, simulates the
// round against sampled plans of the other seats (drawn only from what the bot may know: public
// hand cards, never others' submitted plans, face-down cards or the deck order) and picks the plan
// with the best average evaluation; buys the market card with the best static worth.

import type { Bot } from '../../../kit/bots';
import { nextInt, type Rng } from '../../../kit/random';
import type { Chooser } from './context';
import { RELICS_TO_WIN } from './cards';
import { actors, legalActions } from './engine';
import { buildSlots, runResolution } from './resolve';
import type { Action, CardId, RoundInput, State, Village } from './types';

/** Rough worth of owning a card (turnips per round it adds to a hand), used for buys and evaluation. */
const CARD_WORTH: Record<CardId, number> = {
  farmer: 1,
  wall: 1,
  raider: 1,
  merchant: 1,
  florist: 3,
  innkeeper: 2.6,
  mason: 2.4,
  miner: 2.4,
  pickler: 2.6,
  'rat-catcher': 2.4,
  cathedral: 1.6,
  dungeon: 2,
  labyrinth: 2.2,
  moat: 1.6,
  'toll-bridge': 2,
  treasury: 3,
  berserker: 2.6,
  burglar: 2.8,
  cutpurse: 2.6,
  outlaw: 2.4,
  trapper: 2.2,
  veteran: 2,
  bard: 1.8,
  doctor: 2,
  shepherd: 2.6,
  monastery: 1.8,
  turncoat: 2.2,
  smuggler: 2.2,
};

function bestMarketIndex(market: readonly CardId[]): number {
  let best = 0;
  for (const [i, card] of market.entries()) if (CARD_WORTH[card] > CARD_WORTH[market[best]!]) best = i;
  return best;
}

const greedyChoose: Chooser = (_seat, market) => bestMarketIndex(market);

/** What a seat is worth after a round, from one seat's point of view. */
function worth(v: Village, gained: readonly CardId[], prices: readonly number[]): number {
  const t = v.stockpile + v.bank;
  let w = v.relics * 14 + t + 0.35 * v.bank;
  // being able to afford the next relic is worth extra (a yellow card then buys it)
  if (v.relics < RELICS_TO_WIN && t >= prices[v.relics]!) w += 3; // one price per relic to win
  for (const c of gained) w += CARD_WORTH[c];
  return w;
}

function evaluate(
  seat: number,
  villages: Village[],
  gained: CardId[][],
  winners: number[],
  prices: readonly number[],
): number {
  if (winners.length > 0) return winners.includes(seat) ? 1000 / winners.length : -1000;
  // a resolution returns one village and one gained list per seat
  const mine = worth(villages[seat]!, gained[seat]!, prices);
  let others = 0;
  for (const [s, v] of villages.entries())
    if (s !== seat) others = Math.max(others, worth(v, gained[s]!, prices));
  return mine - 0.45 * others;
}

/** Cards another seat is known to hold: its hand minus face-down Bard draws (or the hand, if that leaves < 2). */
function knownHand(state: State, seat: number): CardId[] {
  const s = state.seats[seat]!; // another seat of the table
  if (s.secret.length === 0) return s.hand;
  const pool = s.secret.slice();
  const known = s.hand.filter((c) => {
    const k = pool.indexOf(c);
    if (k < 0) return true;
    pool.splice(k, 1);
    return false;
  });
  return known.length >= 2 ? known : s.hand;
}

function samplePair(rng: Rng, hand: readonly CardId[]): [CardId, CardId] {
  const i = nextInt(rng, hand.length);
  let j = nextInt(rng, hand.length - 1);
  if (j >= i) j++;
  return [hand[i]!, hand[j]!]; // two distinct indexes below hand.length
}

/** Sampled plans of the others per decision, within a fixed simulation budget so that a decision
 *  stays well under 100 ms even with large hands (deterministic: no clock). */
const MAX_SAMPLES = 24;
const MIN_SAMPLES = 6;
const SIMULATION_BUDGET = 800;
function sampleCount(options: number): number {
  return Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, Math.floor(SIMULATION_BUDGET / options)));
}

function villagesOf(state: State): Village[] {
  return state.seats.map((s) => ({ stockpile: s.stockpile, bank: s.bank, relics: s.relics }));
}

function decideStandard(state: State, seat: number, options: Action[], rng: Rng): Action {
  const n = state.seats.length;
  const villages = villagesOf(state);
  const deck = state.deck.slice().sort(); // the bot knows the deck's contents, not its order
  const scores = new Array<number>(options.length).fill(0);
  const plays: { left: CardId; right: CardId }[] = state.seats.map(() => ({
    left: 'farmer',
    right: 'farmer',
  }));
  const samples = sampleCount(options.length);
  for (let k = 0; k < samples; k++) {
    for (let s = 0; s < n; s++) {
      if (s === seat) continue;
      const [left, right] = samplePair(rng, knownHand(state, s));
      plays[s] = { left, right };
    }
    for (let o = 0; o < options.length; o++) {
      const a = options[o] as { left: CardId; right: CardId };
      plays[seat] = { left: a.left, right: a.right };
      const input: RoundInput = { mode: 'standard', villages, plays, market: state.market, deck };
      const r = runResolution(
        'standard',
        villages,
        buildSlots(input),
        state.market,
        deck,
        k,
        greedyChoose,
        null,
      );
      scores[o]! += evaluate(seat, r.villages, r.gained, r.winners, [8, 9, 10]);
    }
  }
  // one score per option; a seat to act has at least one option
  let best = 0;
  for (let o = 1; o < options.length; o++) if (scores[o]! > scores[best]!) best = o;
  return options[best]!;
}

/** Duel: scores a front card against the opponent's possible fronts (one round ahead). */
function duelFrontScore(
  state: State,
  seat: number,
  villages: Village[],
  deck: CardId[],
  front: CardId,
  oppFront: CardId,
  k: number,
): { score: number; villages: Village[] } {
  const plays = [{ front }, { front }];
  plays[1 - seat] = { front: oppFront };
  const input: RoundInput = { mode: 'duel', villages, plays, market: state.market, deck };
  const r = runResolution('duel', villages, buildSlots(input), state.market, deck, k, greedyChoose, null);
  return { score: evaluate(seat, r.villages, r.gained, r.winners, [6, 7, 8]), villages: r.villages };
}

function decideDuel(state: State, seat: number, options: Action[], rng: Rng): Action {
  const opp = 1 - seat;
  const oppHand = knownHand(state, opp);
  const villages = villagesOf(state);
  const scores = new Array<number>(options.length).fill(0);
  const myFront = state.seats[seat]!.front;
  const deck = state.deck.slice().sort(); // the bot knows the deck's contents, not its order
  const samples = sampleCount(options.length * 2);
  for (let k = 0; k < samples; k++) {
    const oppNow = oppHand[nextInt(rng, oppHand.length)]!;
    const oppNext = oppHand[nextInt(rng, oppHand.length)]!;
    // this round: with a fixed front (later rounds), simulate it once per sample
    const fixed = myFront !== null ? duelFrontScore(state, seat, villages, deck, myFront, oppNow, k) : null;
    for (let o = 0; o < options.length; o++) {
      const a = options[o] as { front?: CardId; back: CardId };
      const now = fixed ?? duelFrontScore(state, seat, villages, deck, a.front!, oppNow, k);
      const later = duelFrontScore(state, seat, now.villages, deck, a.back, oppNext, k);
      scores[o]! += now.score + 0.8 * later.score;
    }
  }
  // one score per option; a seat to act has at least one option
  let best = 0;
  for (let o = 1; o < options.length; o++) if (scores[o]! > scores[best]!) best = o;
  return options[best]!;
}

export function createStrongBot(): Bot<State, Action> {
  return {
    id: 'strong',
    decide(state, seat, rng) {
      if (!actors(state).includes(seat)) throw new Error(`village-pillage: seat ${seat} is not to act`);
      if (state.phase === 'buy')
        return { type: 'buy', seat, index: bestMarketIndex(state.resolution!.market) };
      const options = legalActions(state, seat);
      if (options.length === 1) return options[0]!;
      return state.mode === 'duel'
        ? decideDuel(state, seat, options, rng)
        : decideStandard(state, seat, options, rng);
    },
  };
}
