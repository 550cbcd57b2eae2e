// Village Pillage companion (companion §3): the app beside the printed box. Every character card is
// on the table; the app holds the villages (stockpile, bank, relics), who owns which card, the
// exhausted cards, the face-up market, the resolution and the winner. Plain JSON throughout.
// The resolution itself is the full game's kernel (../resolve.ts): nothing here restates a rule.

import type { Rng } from '../../../../kit/random';
import type { Outcome } from '../../../../kit/rules';
import type { CardRef, GameEvent } from '../events';
import type { CardId, Mode, PendingBuy, RoundInput } from '../types';

/** The same options as the full game (§14): players, and the Expansion Pack (on for 6). */
export interface CompanionConfig {
  players: number;
  expansion: boolean;
}

/** companion §3.2: what a seat revealed this round. Standard: the cards to its left and right
 *  neighbour; duel round 1: the front card and the card behind it; duel later rounds: the new card
 *  behind (the front is last round's card behind). */
export type Entry = { left: CardId; right: CardId } | { front: CardId; back: CardId } | { back: CardId };

export type CompanionAction =
  /** companion §3.1: one face-up market card, picked from the pictures (four in all) */
  | { type: 'market'; seat: number; card: CardId }
  /** companion §3.2: a seat's revealed cards */
  | { type: 'enter'; seat: number; left: CardId; right: CardId }
  | { type: 'enter'; seat: number; front: CardId; back: CardId }
  | { type: 'enter'; seat: number; back: CardId }
  /** companion §3.4: the market card the buyer took (index into the market as it is now) */
  | { type: 'buy'; seat: number; index: number }
  /** companion §3.4: the card turned up from the deck (a refill, or a Bard's draw); null = the deck is empty */
  | { type: 'deck'; seat: number; card: CardId | null }
  /** companion §3.6: take back the last round's entry (or this round's entries so far) */
  | { type: 'undo'; seat: number }
  /** companion §3.6: a village's stockpile, bank or relics set by hand in one step (a whole
   *  number more or less, never 0; legalActions lists the ±1 steps) */
  | { type: 'adjust'; seat: number; target: number; field: AdjustField; delta: number };

export type AdjustField = 'stockpile' | 'bank' | 'relics';

export type CompanionPhase = 'market' | 'enter' | 'buy' | 'deck' | 'over';

export interface CompanionSeat {
  /** every card the seat owns: the four starters, then buys, draws and swaps in the order they came */
  owned: CardId[];
  /** owned cards from Bard draws not yet played: their identity is the owner's alone (§11) */
  secret: CardId[];
  /** resting this round (exhausted last round, §7.6) */
  exhausted: CardId[];
  /** duel: the card at the front this round (last round's card behind), null in round 1 */
  front: CardId | null;
  stockpile: number;
  bank: number;
  relics: number;
}

/** Everything a round changes: restored by an undo of that round. */
export interface Board {
  round: number;
  rng: Rng;
  seats: CompanionSeat[];
  market: CardId[];
  /** the table said the deck is empty (companion §3.4); no card comes off it any more */
  deckEmpty: boolean;
}

/** The round under way once every seat has entered its cards: the answers so far. */
export interface Resolving {
  /** chicken seed of the round (§7.7), drawn from the game PRNG when the last entry came in */
  seed: number;
  /** market indices taken, in buy order */
  choices: number[];
  /** cards turned up from the deck this round, in the order they came off it */
  drawn: CardId[];
  /** the table said the deck ran out this round */
  emptied: boolean;
  /** what the kernel's run stopped at (set by every apply while resolving) */
  halt: Halt | null;
}

/** What a round being resolved waits for: the market card a buyer took, or a card off the deck. */
export type Halt =
  | { kind: 'buy'; pending: PendingBuy; market: CardId[] }
  | {
      kind: 'deck';
      reason: 'refill' | 'draw';
      seat: number;
      taken: CardId | null;
      index: number | null;
      source: CardRef;
    };

/** A resolved round: how it started and the answers, so the kernel replays it exactly. */
export interface RoundRecord {
  round: number;
  input: RoundInput;
  seed: number;
  choices: number[];
}

/** The companion's log (companion §3.6: adjustments and undos are recorded). */
export type LogItem =
  /** `gained`: by seat, what the round changed (issue 30: the log says who got what) */
  | { kind: 'round'; round: number; winners: number[]; gained?: VillageChange[] }
  | { kind: 'undo'; round: number; what: 'market' | 'entries' | 'round' }
  | { kind: 'adjust'; round: number; target: number; field: AdjustField; delta: number; value: number };

/** What a round changed in one village: turnips in the stockpile and bank, relics (+ or −). */
export interface VillageChange {
  stockpile: number;
  bank: number;
  relics: number;
}

export interface CompanionState {
  config: CompanionConfig;
  mode: Mode;
  phase: CompanionPhase;
  board: Board;
  /** per seat: this round's entry, or null */
  entries: (Entry | null)[];
  resolving: Resolving | null;
  /** the last resolved round and the board before it (one undo, companion §3.6) */
  last: { record: RoundRecord; before: Board; entries: Entry[] } | null;
  /** the entries of the round last taken back, offered again to fix what was wrong (issue 29
   *  item 3); null once a round is resolved */
  retake: Entry[] | null;
  /** every resolved round, first first (replaced, never mutated) */
  rounds: RoundRecord[];
  log: LogItem[];
  winners: number[];
}

// ---------------------------------------------------------------------------------------------
// Views

/** An owned card as one viewer sees it: null for another seat's unplayed Bard draw. */
export interface OwnedCardView {
  card: CardId | null;
  secret: boolean;
  /** resting this round */
  exhausted: boolean;
}

export interface CompanionSeatView {
  seat: number;
  stockpile: number;
  bank: number;
  total: number;
  relics: number;
  nextRelicPrice: number | null;
  owned: OwnedCardView[];
  exhausted: CardId[];
  /** duel: the front card this round (public: it is revealed), null in round 1 */
  front: CardId | null;
  entered: boolean;
  /** the entered cards (the duel's card behind only for its owner), null before the entry */
  entry: Entry | null;
  leftNeighbour: number;
  rightNeighbour: number;
}

/** What the game waits for now. */
export type Question =
  | { kind: 'market'; seat: number; picked: CardId[]; options: CardId[] }
  | {
      kind: 'enter';
      /** seats still to enter */
      seats: number[];
    }
  | { kind: 'buy'; seat: number; price: number; source: CardRef; options: { index: number; card: CardId }[] }
  | {
      kind: 'deck';
      seat: number;
      /** a market refill after a buy (`taken` at `index`), or a Bard's draw */
      reason: 'refill' | 'draw';
      taken: CardId | null;
      index: number | null;
      source: CardRef;
      /** cards that may come off the deck (the viewer's view; null cards left out) */
      options: CardId[];
    };

/** What one seat may enter now (companion §3.2): the slots and its cards that may go there. */
export interface EntryChoice {
  seat: number;
  slots: ('left' | 'right' | 'front' | 'back')[];
  /** cards the seat may put down (owned, not resting, not already at the front), distinct */
  cards: CardId[];
  /** the same with every copy (a second copy comes only from a Turncoat swap, §12) */
  all: CardId[];
  /** duel later rounds: the card already at the front */
  front: CardId | null;
  resting: CardId[];
}

export interface CompanionEnd {
  winners: number[];
  contenders: number[];
  reason: 'only' | 'turnips' | 'shared';
  total: number;
  ranking: number[][];
}

export interface CompanionView {
  game: 'village-pillage-companion';
  viewer: number | null;
  mode: Mode;
  players: number;
  expansion: boolean;
  phase: CompanionPhase;
  round: number;
  relicPrices: number[];
  relicsToWin: number;
  bankCapacity: number;
  seats: CompanionSeatView[];
  market: CardId[];
  /** cards left in the physical deck (as far as the app knows) */
  deckCount: number;
  toAct: number[];
  question: Question | null;
  /** the viewer's entry choice (null when it has nothing to enter) */
  entry: EntryChoice | null;
  /** the viewer's legal actions ([] for the table view) */
  actions: CompanionAction[];
  /** the round being resolved, up to the question it waits for ([] when none) */
  log: GameEvent[];
  /** the last resolved round, every change with its reason, for the playback */
  lastLog: GameEvent[];
  lastRound: number | null;
  /** standard game: the cards of the round just taken back (all public, revealed on the table),
   *  to enter again with one change; null otherwise (the duel's cards behind are private) */
  retake: Entry[] | null;
  /** what an undo takes back now, or null */
  undo: 'market' | 'entries' | 'round' | null;
  /** after the end: the winning round, which the table may take back and enter again (the session
   *  cuts the log: reopen.ts, issue 29 item 3), with its cards in the standard game (public);
   *  null before the end */
  reopen: { round: number; entries: Entry[] | null } | null;
  /** adjustments and undos, newest last */
  notes: LogItem[];
  winners: number[];
  outcome: Outcome | null;
  result: CompanionEnd | null;
}
