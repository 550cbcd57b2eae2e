// The store's open table and its lock (sessions.ts): the one game being played, its full record
// and state (openTable.ts), and this tab's Web Lock on it (gameLock.ts). The lock is held in one
// place: its state is the open table's `lock`; the handle that releases it is kept here, beside
// it, and goes when the table closes or another game opens.
import type { StoreApi } from 'zustand';
import type { LoadedGame } from '../kit/game';
import { isBot } from '../kit/botSeat';
import { isRuleError, RuleError } from '../kit/rules';
import type { Session } from '../kit/session';
import { ownValue } from '../kit/validate';
import {
  dropQueuedWrite,
  noteExclusive,
  onWriteConflict,
  queueGameWrite,
  type KeptAside,
} from './gameRecords';
import { lockGame, type GameLock, type LockState } from './gameLock';
import { cutAt, openTable, reopenTable, undoTable, type OpenGame } from './openTable';
import { readSessions } from './restore';
import type { sessionReads } from './sessionReads';
import type { SessionsStore } from './sessionsApi';
import { damagedFrom } from './sortRecords';

type TablePart = Pick<
  SessionsStore,
  | 'open'
  | 'game'
  | 'openFailed'
  | 'opening'
  | 'broken'
  | 'openSession'
  | 'takeOver'
  | 'cutToLastGood'
  | 'close'
  | 'act'
  | 'undo'
  | 'reopen'
>;

interface Writes {
  put(session: Session, open?: OpenGame): void;
  /** a move on the open table: the list's summary follows once the page is idle (sessionsWrites.ts) */
  move(session: Session, open: OpenGame): void;
  /** the list takes the moves made since it last did */
  settle(): void;
  history(note: (m: typeof import('./history')) => void): void;
}

type SetState = StoreApi<SessionsStore>['setState'];
type Reads = Pick<ReturnType<typeof sessionReads>, 'atHand' | 'noteRead'>;

/** This tab's lock on the open game: its handle is kept here, its state is the open table's `lock`. */
function tableLock(get: () => SessionsStore, set: SetState) {
  /** this tab's lock on the open game: its handle (its state is `open.lock`) */
  let held: GameLock | null = null;
  /** the game `held` is the lock of: its writes commit at once while it is exclusive */
  let heldId: string | null = null;
  const letGo = () => {
    held?.release();
    held = null;
    if (heldId !== null) noteExclusive(heldId, false);
    heldId = null;
  };
  const setLock = (id: string, state: LockState) =>
    set((s) => (s.open?.id === id ? { open: { ...s.open, lock: state } } : s));
  const lost = (id: string) => () => {
    noteExclusive(id, false);
    dropQueuedWrite(id);
    setLock(id, 'lost');
  };
  // another tab changed the game (no Web Locks): this tab stops writing it and says so
  onWriteConflict((id) => lost(id)());
  const acquire = (id: string, steal: boolean) =>
    lockGame(id, steal, lost(id)).then((l) => {
      if (get().open?.id !== id) return l.release();
      letGo();
      held = l;
      heldId = id;
      noteExclusive(id, l.state === 'held' && l.exclusive);
      setLock(id, l.state);
    });
  return { letGo, acquire, held: () => held };
}

/** whether this tab may write the open game (no other tab has it) */
const writable = (open: OpenGame) => open.lock !== 'busy' && open.lock !== 'lost';

/** The moves of the open game: an action, a take-back, a finished game's last round reopened. */
function tableMoves(
  get: () => SessionsStore,
  { move, history }: Writes,
): Pick<SessionsStore, 'act' | 'undo' | 'reopen'> {
  return {
    act(action) {
      const open = get().open;
      const game = get().game;
      if (!open || open.error || !game) return new RuleError('no-game');
      if (!writable(open)) return new RuleError('open-elsewhere');
      const session = open.session;
      let next: unknown;
      try {
        next = game.rules.apply(open.state, action);
      } catch (e) {
        if (isRuleError(e)) return e as RuleError;
        return new RuleError('bad-action', String((e as Error)?.message ?? e));
      }
      const seat = session.seats[action.seat];
      let canUndo = false;
      if (seat && !isBot(seat)) {
        try {
          canUndo = game.undoable(open.state, action);
        } catch {
          canUndo = false;
        }
      }
      const actions = [...session.actions, action];
      open.cache.note(actions.length, next);
      const now = Date.now();
      const done = { ...session, actions, updatedAt: now, finished: game.rules.outcome(next) !== null };
      move(done, { ...open, session: done, state: next, canUndo });
      // the player history keeps the result even if this saved game is deleted later
      // (loaded on demand: the history is no part of the first download)
      if (done.finished && !session.finished) history((m) => m.noteFinished(game, done, now));
      return null;
    },

    undo() {
      const open = get().open;
      const game = get().game;
      if (!open || !open.canUndo || !game || !writable(open)) return;
      const session = open.session;
      if (session.actions.length === 0) return;
      const back = undoTable(game, open, session);
      move(back.session, back.open);
      if (session.finished) history((m) => m.forgetFinished(session.id));
    },

    reopen() {
      const { open, game } = get();
      const back = open && game && writable(open) ? reopenTable(game, open) : null;
      if (!back) return false;
      move(back.session, back.open);
      history((m) => m.forgetFinished(back.session.id)); // until it ends again (issue 29 item 3)
      return true;
    },
  };
}

/**
 * Continues the open game whose log fails to replay from its last good move: the full log is kept
 * aside (listed among the damaged games), the cut game saved and opened.
 */
function cutToLastGood(
  get: () => SessionsStore,
  set: SetState,
  put: Writes['put'],
  openWith: (session: Session, game: LoadedGame) => void,
): void {
  const open = get().open;
  const game = get().game;
  const session = open?.session;
  // cutting cannot help a game whose bots or config do not fit: no copy is kept aside for nothing
  if (!open?.error || open.goodMoves === null || !game || !session) return;
  const good = open.goodMoves;
  const aside: KeptAside = {
    keptAside: true,
    reason: `cut: moves ${good + 1}-${session.actions.length} of ${session.id}`,
    text: JSON.stringify(session),
  };
  const asideId = `${session.id.slice(0, 40)}-cut-${Date.now()}`;
  queueGameWrite(asideId, aside);
  set((s) => {
    const broken = { ...s.broken };
    delete broken[session.id];
    return { damaged: [...s.damaged, damagedFrom(asideId, aside, aside.reason)], broken };
  });
  const cut = cutAt(session, good);
  put(cut);
  openWith(cut, game);
}

export function sessionsTable(
  get: () => SessionsStore,
  set: SetState,
  reads: Reads,
  writes: Writes,
): TablePart {
  const lock = tableLock(get, set);
  /** Opens the table of `session` (its record in hand). */
  const openWith = (session: Session, game: LoadedGame) => {
    const id = session.id;
    if (get().open?.id !== id) lock.letGo();
    const held = lock.held();
    const open = openTable(game, session, held?.state ?? 'pending');
    set((s) => ({
      game,
      open,
      openFailed: null,
      broken: open.error ? { ...s.broken, [id]: open.error } : s.broken,
    }));
    if (!held) void lock.acquire(id, false);
  };

  return {
    open: null,
    game: null,
    openFailed: null,
    opening: 0,
    broken: {},

    async openSession(id, game) {
      if (!ownValue(get().sessions, id)) return;
      const token = get().opening + 1;
      set({ opening: token });
      const inHand = reads.atHand(id);
      if (inHand) return openWith(inHand, game);
      let session: Session | null;
      try {
        session = await get().readSession(id);
      } catch {
        session = null;
        if (token === get().opening) set({ openFailed: id });
        return;
      }
      if (token === get().opening && session) openWith(session, game);
    },

    async takeOver() {
      const open = get().open;
      const game = get().game;
      if (!open || !game) return;
      await lock.acquire(open.id, true);
      let fresh: Session | undefined;
      try {
        const { gameInfo, knownGames } = get().known;
        fresh = (await readSessions([open.id], gameInfo, knownGames)).sessions[0];
      } catch {
        // the copy in memory is the best there is
      }
      if (get().open?.id !== open.id) return;
      const session = fresh ?? get().open!.session;
      if (fresh) reads.noteRead([fresh], []);
      openWith(session, game);
    },

    cutToLastGood: () => cutToLastGood(get, set, writes.put, openWith),

    close() {
      // the screens left for read the list: it holds the open game's last move
      writes.settle();
      lock.letGo();
      set((s) => ({ open: null, openFailed: null, game: null, opening: s.opening + 1 }));
    },

    ...tableMoves(get, writes),
  };
}
