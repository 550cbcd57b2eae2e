// A saved game is its action log: { version, gameId, config, seed, actions }. The state is
// derived by replaying; snapshots are only a cache. Seats carry the shell's names, colours
// and who plays them (a person, a bot level, or a game-specific kind such as a paper sheet).
import type { AnyRules, SeatAction } from './rules';
import { cleanName, hasProtoKey, isPlainJson, isRecord, pickInt } from './validate';

export const SESSION_VERSION = 1;

export interface SeatInfo {
  name: string;
  /** index into the eight seat colours */
  colour: number;
  /** 'human', 'bot:<level>', or a kind the game declares (e.g. 'paper') */
  kind: string;
}

export interface Session {
  version: number;
  id: string;
  gameId: string;
  config: unknown;
  seed: number;
  actions: SeatAction[];
  seats: SeatInfo[];
  createdAt: number;
  updatedAt: number;
  /** true once the game has an outcome; kept so lists need no replay */
  finished: boolean;
}

export function botLevel(seat: SeatInfo | undefined): string | null {
  return seat && seat.kind.startsWith('bot:') ? seat.kind.slice(4) : null;
}

/** Replays `actions` from setup. Throws whatever the rules throw on an unreplayable log. */
export function replay(
  rules: AnyRules,
  config: unknown,
  seed: number,
  actions: readonly SeatAction[],
): unknown {
  let state = rules.setup(config, seed);
  for (const a of actions) state = rules.apply(state, a);
  return state;
}

/**
 * Keeps a snapshot every SNAPSHOT_EVERY actions so undo and resume do not replay the whole log.
 * Snapshots live in memory only; the log is the source of truth.
 */
export const SNAPSHOT_EVERY = 16;

export class ReplayCache {
  private snapshots = new Map<number, unknown>();
  constructor(
    private readonly rules: AnyRules,
    private readonly config: unknown,
    private readonly seed: number,
  ) {}

  /** The state after the first `count` actions of `actions`. */
  stateAt(actions: readonly SeatAction[], count: number): unknown {
    let from = 0;
    let state: unknown = null;
    for (let k = Math.floor(count / SNAPSHOT_EVERY) * SNAPSHOT_EVERY; k > 0; k -= SNAPSHOT_EVERY) {
      if (this.snapshots.has(k)) {
        from = k;
        state = this.snapshots.get(k);
        break;
      }
    }
    if (from === 0) state = this.rules.setup(this.config, this.seed);
    for (let i = from; i < count; i++) {
      state = this.rules.apply(state, actions[i]);
      if ((i + 1) % SNAPSHOT_EVERY === 0) this.snapshots.set(i + 1, state);
    }
    return state;
  }

  /** Records the state reached after `count` actions (called after each live action). */
  note(count: number, state: unknown): void {
    if (count % SNAPSHOT_EVERY === 0) this.snapshots.set(count, state);
  }

  /** Drops snapshots past `count` (after an undo). */
  truncate(count: number): void {
    for (const k of this.snapshots.keys()) if (k > count) this.snapshots.delete(k);
  }
}

/** Which part of a saved game is unusable; the shell names it in the person's language. */
export type SessionPart = 'structure' | 'id' | 'game' | 'seed' | 'config' | 'actions' | 'seats';

export class SessionDataError extends Error {
  constructor(
    readonly part: SessionPart,
    detail: string,
  ) {
    super(detail);
    this.name = 'SessionDataError';
  }
}

function bad(part: SessionPart, detail: string): never {
  throw new SessionDataError(part, detail);
}

/** Restores one session from untrusted data; throws SessionDataError naming the bad part. */
export function restoreSession(data: unknown, knownGames: readonly string[]): Session {
  if (!isRecord(data)) bad('structure', 'not an object');
  if (hasProtoKey(data)) bad('structure', 'bad key __proto__');
  const { id, gameId, config, seed, actions, seats } = data;
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) bad('id', 'bad id');
  if (typeof gameId !== 'string' || !knownGames.includes(gameId))
    bad('game', `unknown game ${String(gameId)}`);
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    bad('seed', 'bad seed');
  if (!isPlainJson(config)) bad('config', 'bad config');
  if (!Array.isArray(actions) || actions.length > 100000) bad('actions', 'bad actions');
  for (const a of actions) {
    if (!isRecord(a) || !Number.isInteger(a.seat) || !isPlainJson(a)) bad('actions', 'bad action');
  }
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > 16) bad('seats', 'bad seats');
  const cleanSeats: SeatInfo[] = seats.map((s, i) => {
    if (!isRecord(s) || hasProtoKey(s)) bad('seats', 'bad seat');
    const kind = typeof s.kind === 'string' && /^[a-z:-]{1,24}$/.test(s.kind) ? s.kind : 'human';
    return { name: cleanName(s.name) || `${i + 1}`, colour: pickInt(s.colour, 0, 7, i % 8), kind };
  });
  const now = 0;
  return {
    version: SESSION_VERSION,
    id,
    gameId,
    config: config as unknown,
    seed,
    actions: actions as SeatAction[],
    seats: cleanSeats,
    createdAt: pickInt(data.createdAt, 0, Number.MAX_SAFE_INTEGER, now),
    updatedAt: pickInt(data.updatedAt, 0, Number.MAX_SAFE_INTEGER, now),
    finished: data.finished === true,
  };
}

export function newSessionId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
