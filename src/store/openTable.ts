// The open table: the state of the game being played, derived from its log by replay through
// a snapshot cache. Plain values: the store holds them as they are, never copied or frozen.
import type { LoadedGame } from '../kit/game';
import { isRuleError } from '../kit/rules';
import { ReplayCache, type Session } from '../kit/session';
import { restoreForTable } from './restore';
import type { LockState } from './gameLock';
import { isBot } from '../kit/botSeat';

export interface OpenGame {
  id: string;
  /** the game's full record: the one game whose log is in memory (issue 24 item 18) */
  session: Session;
  state: unknown;
  /** whether the last action may be taken back (screens show the undo button from it) */
  canUndo: boolean;
  /** set when the saved log could not be replayed */
  error: string | null;
  /**
   * With an error: how many moves replay when cutting the log there would let the game go on;
   * null when cutting cannot help (a bot or config that does not fit, a setup that throws:
   * issue 24 item 6).
   */
  goodMoves: number | null;
  /** whether this tab writes the game ('busy'/'lost': another tab has it open) */
  lock: LockState;
  cache: ReplayCache;
}

function canUndoLast(game: LoadedGame, session: Session, stateBefore: () => unknown): boolean {
  const last = session.actions[session.actions.length - 1];
  if (!last) return false;
  const seat = session.seats[last.seat];
  if (!seat || isBot(seat)) return false;
  try {
    return game.undoable(stateBefore(), last);
  } catch {
    return false;
  }
}

const reasonOf = (e: unknown): string => (isRuleError(e) ? e.code : String((e as Error)?.message ?? e));

export function openTable(game: LoadedGame, session: Session, lock: LockState): OpenGame {
  const cache = new ReplayCache(game.rules, session.config, session.seed);
  const n = session.actions.length;
  let state: unknown = null;
  let error: string | null = null;
  let goodMoves: number | null = null;
  try {
    // a stored game whose bots or config do not fit this game shows a message, not a stall
    restoreForTable(game, session); // restore.ts step 5
  } catch (e) {
    error = reasonOf(e);
  }
  if (!error) {
    try {
      state = cache.stateAt(session.actions, n);
    } catch (e) {
      error = reasonOf(e);
      goodMoves = cutPoint(game, session);
    }
  }
  const canUndo = !error && canUndoLast(game, session, () => cache.stateAt(session.actions, n - 1));
  return { id: session.id, session, state, canUndo, error, goodMoves, lock, cache };
}

export function undoTable(
  game: LoadedGame,
  open: OpenGame,
  session: Session,
  keep = session.actions.length - 1,
): { open: OpenGame; session: Session } {
  const actions = session.actions.slice(0, keep);
  const c = open.cache;
  c.truncate(actions.length);
  const state = c.stateAt(actions, actions.length);
  const back: Session = { ...session, actions, updatedAt: Date.now(), finished: false };
  const canUndo = canUndoLast(game, back, () => c.stateAt(actions, actions.length - 1));
  return { open: { ...open, session: back, state, canUndo }, session: back };
}

/** A finished game with its last round taken back (the game's reopenAt says where the log is
 *  cut: issue 29 item 3); null when the game has none or it cannot. */
export function reopenTable(game: LoadedGame, open: OpenGame): { open: OpenGame; session: Session } | null {
  const session = open.session;
  if (open.error || !game.reopenAt || !session.finished) return null;
  let keep: number | null;
  try {
    keep = game.reopenAt(session.config, session.seed, session.actions);
  } catch {
    keep = null;
  }
  if (keep === null || keep < 0 || keep >= session.actions.length) return null;
  return undoTable(game, open, session, keep);
}

/** How many moves of the log replay (the index of the first one that does not). */
function firstBadMove(game: LoadedGame, session: Session): number {
  let state: unknown;
  try {
    state = game.rules.setup(session.config, session.seed);
  } catch {
    return 0;
  }
  for (let i = 0; i < session.actions.length; i++) {
    try {
      state = game.rules.apply(state, session.actions[i]!);
    } catch {
      return i;
    }
  }
  return session.actions.length;
}

/** Where cutting the log lets the game go on: its first bad move; null when setup itself fails. */
function cutPoint(game: LoadedGame, session: Session): number | null {
  try {
    game.rules.setup(session.config, session.seed);
  } catch {
    return null;
  }
  const good = firstBadMove(game, session);
  return good < session.actions.length ? good : null;
}

/** The game with its log cut to the first `good` moves. */
export function cutAt(session: Session, good: number): Session {
  return { ...session, actions: session.actions.slice(0, good), updatedAt: Date.now(), finished: false };
}
