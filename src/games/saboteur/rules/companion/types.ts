// Saboteur companion (issue 22; companion.md "Saboteur companion"): the types of the mode for
// people who play with the physical box. The app holds the role cards and the gold; the maze and
// the path and action cards stay on the table. Plain JSON throughout, like the full game's types.
import type { Rng } from '../../../../kit/random';
import type { Outcome } from '../../../../kit/rules';
import type { Config, NuggetPickState, PayoutReason, Role, Team } from '../types';

/** The same options as the full game: edition, players in seating order, who starts (companion §2.1). */
export type CompanionConfig = Config;

/**
 * `roles`: every person looks at the role dealt to them (companion §2.2);
 * `play`: the physical round runs, Inspection and Swap your hats are done in the app (companion §2.3);
 * `questions`: the round-end answers, a draft until revealed (companion §2.4);
 * `pick` (classic): nugget picks; `theft` (deluxe): thieves act (companion §2.5);
 * `result`: the payout is shown and may be corrected (companion §2.6); `over` after round 3
 * (companion §2.7).
 */
export type CompanionPhase = 'roles' | 'play' | 'questions' | 'pick' | 'theft' | 'result' | 'over';

/** The round-end answers (companion §2.4). Public: they describe the table. */
export interface Answers {
  /** was the gold card reached; null: not answered yet */
  gold: boolean | null;
  /** the seat that played the last card (the finder when the gold was reached; §9); null: not answered */
  last: number | null;
  /** deluxe, gold reached: the gold has a way with no green door (§11.1 freeOfGreen); null: not
   *  answered yet (a forgotten answer must not pay both teams: issue 29 item 6) */
  freeOfGreen: boolean | null;
  /** deluxe, gold reached: the gold has a way with no blue door (§11.1 freeOfBlue); null: not answered */
  freeOfBlue: boolean | null;
  /** deluxe: crystals on all path cards in the maze (§11.2) */
  crystals: number;
  /** deluxe: seats with a Trapped! in front of them, ascending */
  trapped: number[];
  /** deluxe: seats with a Theft in front of them, in the order the Thefts were played */
  thefts: number[];
}

/** One seat's payout line (companion §2.5): the rule that gave it and what it got. */
export interface PayoutLine {
  seat: number;
  role: Role;
  reason: PayoutReason;
  /** deluxe GP paid by the rule (before thefts); classic: the value of the nugget cards received */
  amount: number;
  /** classic: nugget cards received */
  cards: number;
}

/** A settled round (companion §2.5): the answers it was paid on, the roles and every line. */
export interface CompanionRound {
  round: number;
  answers: Answers;
  /** roles as held at round end (after any Swap your hats) */
  roles: Role[];
  /** gold reached: the seat that played the last card; else null */
  finder: number | null;
  /** deluxe, gold reached: doorRuleTeams of the finder and the door answers */
  winningTeams: Team[];
  winners: number[];
  /** deluxe T(n); classic: each saboteur's share (gold not found) or the cards drawn (gold found) */
  tableValue: number;
  lines: PayoutLine[];
  thefts: { thief: number; victim: number | null }[];
  /** how often this round's answers were corrected */
  corrections: number;
}

type CompanionEvent =
  | { type: 'round-start'; round: number; firstSeat: number }
  | { type: 'inspection'; round: number; seat: number; target: number }
  | { type: 'swap-hats'; round: number; seat: number; target: number }
  | { type: 'round-over'; round: number; seat: number }
  | { type: 'resume'; round: number; seat: number }
  | { type: 'reveal'; round: number; seat: number; answers: Answers; roles: Role[] }
  /** the answers were corrected after the reveal and the round paid again (companion §2.6) */
  | { type: 'correction'; round: number; seat: number; before: Answers; after: Answers }
  | { type: 'nugget-pick'; round: number; seat: number }
  | { type: 'nugget-handout'; round: number; seats: number[] }
  | { type: 'theft'; round: number; thief: number; victim: number }
  | { type: 'theft-declined'; round: number; thief: number }
  | { type: 'theft-skipped'; round: number; thief: number }
  | { type: 'game-over'; scores: number[] };

/** Entries only one seat may see (§13). `at` is the public log's length when it was written. */
type CompanionPrivateEvent =
  | { type: 'role'; round: number; role: Role; at: number }
  | { type: 'inspected'; round: number; target: number; role: Role; at: number }
  | { type: 'new-role'; round: number; bySeat: number; oldRole: Role; role: Role; at: number }
  | { type: 'nugget'; round: number; value: number; at: number };

/** What the gold looked like before a round was paid, so a correction can pay it again (companion §2.6). */
interface GoldSnapshot {
  nuggetDeck: number[];
  nuggets: number[][];
  gold: number[];
}

export interface CompanionState {
  config: CompanionConfig;
  rng: Rng;
  /** 1..3 */
  round: number;
  phase: CompanionPhase;
  /** the seat that starts this round */
  firstSeat: number;
  roles: Role[];
  /** leftover role pile, face down; the top is the LAST element */
  leftoverRoles: Role[];
  /** roles put out by Swap your hats this round */
  discardedRoles: Role[];
  /** who has looked at the role dealt this round */
  seen: boolean[];
  /** Inspection and Swap your hats cards used this round (deluxe) */
  used: { inspection: number; swapHats: number };
  /** the round-end answers: a draft in `questions`, then the ones the round was paid on */
  answers: Answers;
  /** the answers before a correction was opened (null otherwise) */
  correcting: Answers | null;
  /** how often this round's answers were corrected after the reveal */
  corrections: number;
  /** roles are public from the first reveal of the round on */
  revealed: boolean;
  /** the gold before this round was paid; null until the reveal */
  before: GoldSnapshot | null;
  /** classic nugget deck, shuffled once at game start; the top is the FIRST element (§2.5) */
  nuggetDeck: number[];
  /** classic nugget values per seat (private until the game is over) */
  nuggets: number[][];
  /** deluxe GP per seat (totals private, whether a seat has any public) */
  gold: number[];
  pick: NuggetPickState | null;
  /** deluxe thieves still to act, the first acts now */
  thieves: number[];
  /** the round being paid (phases pick, theft, result) */
  settled: CompanionRound | null;
  /** rounds closed */
  rounds: CompanionRound[];
  privateLogs: CompanionPrivateEvent[][];
  /**
   * private results still owed (issue 29 item 4, UX "a private result still owed is kept"): the
   * index in `log` of an Inspection (owed to the inspector) or a Swap your hats (owed to the
   * target), oldest first, until that person says they saw it (`noted`) or the roles are revealed
   */
  pending: { seat: number; at: number }[];
  log: CompanionEvent[];
}

/** The answer questions (companion §2.4). */
type AnswerAction =
  | { type: 'answer'; seat: number; q: 'gold'; value: boolean }
  | { type: 'answer'; seat: number; q: 'last'; value: number }
  | { type: 'answer'; seat: number; q: 'free-of-green'; value: boolean }
  | { type: 'answer'; seat: number; q: 'free-of-blue'; value: boolean }
  | { type: 'answer'; seat: number; q: 'crystals'; value: number };

export type CompanionAction =
  /** a person saw the role dealt to them */
  | { type: 'seen'; seat: number }
  /** deluxe: `seat` played Inspection on the table at `target` */
  | { type: 'inspect'; seat: number; target: number }
  /** deluxe: `seat` played Swap your hats on the table at `target` (may be itself) */
  | { type: 'swap-hats'; seat: number; target: number }
  /** the person owed the oldest private result of theirs saw it (issue 29 item 4) */
  | { type: 'noted'; seat: number }
  /** the physical round is over: the questions open */
  | { type: 'round-over'; seat: number }
  /** back from the questions to the round (it was not over) */
  | { type: 'resume'; seat: number }
  | AnswerAction
  /** deluxe: a Trapped! lies in front of `target` (on) or not (off) */
  | { type: 'trapped'; seat: number; target: number; on: boolean }
  /** deluxe: a Theft lies in front of `target` (on: played after the ones listed) or not */
  | { type: 'theft'; seat: number; target: number; on: boolean }
  /** commits the answers: every role is revealed and the round is paid */
  | { type: 'reveal'; seat: number }
  /** classic: the picking seat takes a nugget card of this value */
  | { type: 'pick'; seat: number; value: number }
  /** deluxe: the acting thief takes 1 GP from `fromSeat`, or declines (null) */
  | { type: 'steal'; seat: number; fromSeat: number | null }
  /** reopens the answers of the round just paid */
  | { type: 'correct'; seat: number }
  /** the next round (or, after round 3, the final ranking) */
  | { type: 'next'; seat: number };

/** A payout line as a seat may see it: classic nugget values only for the seat's own line. */
export interface PayoutLineView extends Omit<PayoutLine, 'amount'> {
  /** null where it is private (classic nugget values of other seats until the game is over) */
  amount: number | null;
}

export interface CompanionRoundView extends Omit<CompanionRound, 'lines'> {
  lines: PayoutLineView[];
  /** issue 31 item 2: saboteurs at round end (§10.2 shares the gold among them) */
  saboteurs: number;
  /** issue 31 item 2: geologists at round end (§11.2 shares the crystals among them) */
  geologists: number;
}

/**
 * issue 30: how the box is laid out for a round of this edition and count (§2.4, §3, §4): the
 * hand dealt to each seat, the goal cards' places from the start card (columns to the right, rows
 * up or down), the cards Deluxe sets aside unseen, and the role cards left over face down.
 */
export interface BoxSetup {
  handSize: number;
  goals: { columns: number; rows: number }[];
  setAside: number;
  /** role cards in the pile for this count, and how many stay over */
  roleCards: number;
  leftoverRoles: number;
}

export interface CompanionView {
  config: CompanionConfig;
  /** issue 30: the set-up checklist for the box, from the rules for this edition and count */
  box: BoxSetup;
  /** whose view: a seat, or null for the table */
  viewer: number | null;
  round: number;
  totalRounds: number;
  phase: CompanionPhase;
  actors: number[];
  firstSeat: number;
  seen: boolean[];
  /** deluxe: how many Inspection / Swap your hats cards may still be played this round */
  cardsLeft: { inspection: number; swapHats: number };
  /** deluxe: the most crystals the maze can hold (the crystal cards in the box) */
  maxCrystals: number;
  /** deluxe: the number of leftover role cards (face down) */
  leftoverRoles: number;
  answers: Answers;
  /** the answers can be revealed (every needed one is given) */
  complete: boolean;
  /** a correction is open: the answers the round was paid on */
  correcting: Answers | null;
  /** every role, once revealed this round; null before */
  roles: Role[] | null;
  /** the round being paid */
  settled: CompanionRoundView | null;
  rounds: CompanionRoundView[];
  /**
   * classic picks: who picks and how many cards are on offer; the values (highest first) and the
   * distinct values it may pick (highest first, one button each) only in the picker's view
   */
  pick: { picker: number; offered: number; values: number[] | null; choices: number[] | null } | null;
  /** deluxe thefts: the acting thief and the seats it may rob (public, §11.3) */
  theft: { thief: number; victims: number[] } | null;
  /**
   * deluxe, phase `play` (companion §2.3): by the seat that played an Inspection or Swap your
   * hats, the seats it may name (legalActions' targets: an Inspection never its own player); null
   * in classic and in other phases
   */
  playTargets: { inspect: number[][]; swapHats: number[][] } | null;
  /**
   * private results still owed, oldest first (public: who played which card at whom is in the log):
   * an Inspection's to its inspector, a Swap your hats' to its target (issue 29 item 4)
   */
  pending: { seat: number; kind: 'inspect' | 'new-role'; target: number; by: number; at: number }[];
  /** deluxe: whether each seat holds any GP (public, §13) */
  hasGold: boolean[];
  /** classic: how many nugget cards each seat holds (public, §13) */
  nuggetCards: number[];
  /** the viewer's own part; null in the table view */
  me: {
    seat: number;
    role: Role;
    /** deluxe GP total (private) */
    gold: number;
    /** classic nugget values (private) */
    nuggets: number[];
    log: CompanionPrivateEvent[];
  } | null;
  log: CompanionEvent[];
  /** scores and ranking once the game is over */
  final: Outcome | null;
}
