// Saved games. Every action is appended to its session's log and saved at once (autosave);
// the open game's state lives in memory, derived by replay with a snapshot cache.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { LoadedGame } from '../kit/game';
import { isRuleError, RuleError, type SeatAction } from '../kit/rules';
import {
  checkBotSeats,
  newSessionId,
  ReplayCache,
  restoreSession,
  SESSION_VERSION,
  type SeatInfo,
  type Session,
} from '../kit/session';
import { GAME_IDS } from '../games/registry';
import { readStored, requestPersistentStorage, writeStored, type StoredSpec } from './persistence';
import { isRecord } from './validate';

export interface SessionsData {
  sessions: Session[];
}

export function restoreSessions(data: unknown): SessionsData {
  if (!isRecord(data) || !Array.isArray(data.sessions)) throw new Error('saved games are not a list');
  const sessions: Session[] = [];
  for (const s of data.sessions) {
    // one unreadable game must not cost the others: it is skipped, and the whole raw value
    // was already kept aside by readStored if the envelope itself failed
    try {
      sessions.push(restoreSession(s, GAME_IDS));
    } catch {
      /* skipped */
    }
  }
  if (sessions.length === 0 && data.sessions.length > 0) throw new Error('no saved game could be read');
  return { sessions };
}

export const sessionsSpec: StoredSpec<SessionsData> = {
  key: 'sessions',
  version: SESSION_VERSION,
  migrations: {},
  restore: restoreSessions,
};

export interface OpenGame {
  id: string;
  state: unknown;
  /** bumps on every change so screens can key animations */
  step: number;
  canUndo: boolean;
  /** set when the saved log could not be replayed */
  error: string | null;
}

interface SessionsStore {
  sessions: Record<string, Session>;
  loaded: boolean;
  open: OpenGame | null;
  load(): Promise<void>;
  create(gameId: string, config: unknown, seats: SeatInfo[], seed: number): string;
  openSession(id: string, game: LoadedGame): void;
  close(): void;
  /** applies an action to the open game; returns the rule error instead of throwing */
  act(action: SeatAction): RuleError | null;
  undo(): void;
  remove(id: string): void;
  /** adds imported games; ids already present are replaced only when `replace` is true */
  importSessions(list: Session[], replace: boolean): { added: number; replaced: number; skipped: number };
}

let cache: ReplayCache | null = null;
// The open game's module lives outside the immer store: immer would deep-freeze it.
let openGame: LoadedGame | null = null;
export function getOpenGame(): LoadedGame | null {
  return openGame;
}
let persistAsked = false;

function save(get: () => SessionsStore): Promise<void> {
  const list = Object.values(get().sessions).sort((a, b) => b.updatedAt - a.updatedAt);
  return writeStored(sessionsSpec, { sessions: list });
}

function computeCanUndo(game: LoadedGame, session: Session, stateBefore: () => unknown): boolean {
  const last = session.actions[session.actions.length - 1];
  if (!last) return false;
  const seat = session.seats[last.seat];
  if (!seat || seat.kind.startsWith('bot:')) return false;
  try {
    return game.undoable(stateBefore(), last);
  } catch {
    return false;
  }
}

export const useSessions = create<SessionsStore>()(
  immer((set, get) => ({
    sessions: {},
    loaded: false,
    open: null,

    async load() {
      const stored = await readStored(sessionsSpec);
      set((s) => {
        if (stored) for (const sess of stored.sessions) s.sessions[sess.id] = sess;
        s.loaded = true;
      });
    },

    create(gameId, config, seats, seed) {
      const now = Date.now();
      const id = newSessionId();
      const session: Session = {
        version: SESSION_VERSION,
        id,
        gameId,
        config,
        seed: seed >>> 0,
        actions: [],
        seats,
        createdAt: now,
        updatedAt: now,
        finished: false,
      };
      set((s) => {
        s.sessions[id] = session;
      });
      void save(get);
      if (!persistAsked) {
        persistAsked = true;
        void requestPersistentStorage();
      }
      return id;
    },

    openSession(id, game) {
      const session = get().sessions[id];
      if (!session) return;
      openGame = game;
      cache = new ReplayCache(game.rules, session.config, session.seed);
      let state: unknown = null;
      let error: string | null = null;
      try {
        checkBotSeats(session.seats, game.bots);
        game.restoreConfig?.(session.config, session.seats);
        state = cache.stateAt(session.actions, session.actions.length);
      } catch (e) {
        error = isRuleError(e) ? e.code : String((e as Error)?.message ?? e);
      }
      const c = cache;
      const canUndo =
        !error && computeCanUndo(game, session, () => c.stateAt(session.actions, session.actions.length - 1));
      set((s) => {
        s.open = { id, state, step: 0, canUndo, error };
      });
    },

    close() {
      cache = null;
      openGame = null;
      set((s) => {
        s.open = null;
      });
    },

    act(action) {
      const open = get().open;
      const game = openGame;
      if (!open || open.error || !game) return new RuleError('no-game');
      const session = get().sessions[open.id];
      if (!session) return new RuleError('no-game');
      let next: unknown;
      try {
        next = game.rules.apply(open.state, action);
      } catch (e) {
        if (isRuleError(e)) return e as RuleError;
        return new RuleError('bad-action', String((e as Error)?.message ?? e));
      }
      const before = open.state;
      const finished = game.rules.outcome(next) !== null;
      const seat = session.seats[action.seat];
      let canUndo = false;
      if (seat && !seat.kind.startsWith('bot:')) {
        try {
          canUndo = game.undoable(before, action);
        } catch {
          canUndo = false;
        }
      }
      set((s) => {
        const sess = s.sessions[open.id];
        if (!sess) return;
        sess.actions.push(action);
        sess.updatedAt = Date.now();
        sess.finished = finished;
        if (s.open) {
          s.open.state = next;
          s.open.step += 1;
          s.open.canUndo = canUndo;
        }
      });
      cache?.note(session.actions.length + 1, next);
      void save(get);
      return null;
    },

    undo() {
      const open = get().open;
      const game = openGame;
      if (!open || !open.canUndo || !cache || !game) return;
      const session = get().sessions[open.id];
      if (!session || session.actions.length === 0) return;
      const actions = session.actions.slice(0, -1);
      const c = cache;
      c.truncate(actions.length);
      const state = c.stateAt(actions, actions.length);
      const canUndo = computeCanUndo(game, { ...session, actions }, () =>
        c.stateAt(actions, actions.length - 1),
      );
      set((s) => {
        const sess = s.sessions[open.id];
        if (!sess) return;
        sess.actions.pop();
        sess.updatedAt = Date.now();
        sess.finished = false;
        if (s.open) {
          s.open.state = state;
          s.open.step += 1;
          s.open.canUndo = canUndo;
        }
      });
      void save(get);
    },

    remove(id) {
      set((s) => {
        delete s.sessions[id];
        if (s.open?.id === id) s.open = null;
      });
      void save(get);
    },

    importSessions(list, replace) {
      let added = 0;
      let replaced = 0;
      let skipped = 0;
      set((s) => {
        for (const sess of list) {
          if (s.sessions[sess.id]) {
            if (!replace) {
              skipped++;
              continue;
            }
            replaced++;
          } else added++;
          s.sessions[sess.id] = sess;
        }
      });
      void save(get);
      return { added, replaced, skipped };
    },
  })),
);
