// A saved game is its action log: { version, gameId, config, seed, actions }. The state is
// derived by replaying; snapshots are only a cache. Seats carry the shell's names, colours,
// who plays them (a person or a bot level) and where (this phone, a paper sheet...).
import type { AnyRules, SeatAction } from './rules';
import { applyAll } from './reducer';
import { storedRulesVersion } from './rulesMigration';
import { cleanName, hasProtoKey, isPlainJson, isRecord, isSafeId, pickInt } from './validate';
import { botLevel, PERSON } from './botSeat';
import { seatColourOr } from './seatColours';
import { restoreSeatPhones, type SeatPhones } from './seatPhones';
import { THIS_PHONE, type SeatWhere } from './seatPlace';
import { storedPlayer } from './seatRestore';
import { APP_MODE, MODE_ID } from './modes';

export { APP_MODE, MODE_ID };
import type { SeatInfo } from './types';

export const SESSION_VERSION = 1;

export type { SeatInfo } from './types';

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
  /** the version of its game's rules it is played under (absent: 1; kit/rulesMigration.ts) */
  rulesVersion?: number;
  /** the way it is played (a ModeInfo id such as 'companion'); absent = 'app', never stored as 'app' */
  mode?: string;
  /** which guest phone plays which seat, on several phones (kit/seatPhones.ts); absent: one phone */
  phones?: SeatPhones;
  /** a first game that teaches as it goes (issue 34): lessons at the moments they matter; absent: no lessons */
  firstGame?: true;
}

/** Replays `actions` from setup. Throws whatever the rules throw on an unreplayable log. */
export function replay(
  rules: AnyRules,
  config: unknown,
  seed: number,
  actions: readonly SeatAction[],
): unknown {
  return applyAll(rules.apply, rules.setup(config, seed), actions);
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
    // replayed in one go (kit/reducer.ts applyAll), keeping the snapshot of the last multiple
    // of SNAPSHOT_EVERY on the way (undo starts from it)
    const last = Math.floor(count / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    if (last > from) {
      state = applyAll(this.rules.apply, state, actions.slice(from, last));
      this.snapshots.set(last, state);
      from = last;
    }
    state = applyAll(this.rules.apply, state, actions.slice(from, count));
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
type SessionPart =
  | 'structure'
  | 'version'
  | 'id'
  | 'game'
  | 'mode'
  | 'seed'
  | 'config'
  | 'actions'
  | 'seats'
  | 'seatKind'
  | 'phones';

/** A mode's seat limits (a ModeInfo satisfies it). */
interface ModeLimits {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  /** who can play a seat in this mode ('person', bot levels); the first is the default */
  seatWho: readonly { id: string }[];
  /** where a seat can be played in this mode; the first is the default */
  seatWhere: readonly { id: string }[];
}

/** What restoreSession checks a game's seats against (a GameModule satisfies it). */
export interface GameLimits {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  /** who can play a seat; the first is the default for a seat that names none */
  seatWho: readonly { id: string }[];
  /** where a seat can be played; the first is the default for a seat that names none */
  seatWhere: readonly { id: string }[];
  /** its modes, 'app' among them (a GameModule's); absent: the game has only 'app' */
  modes?: readonly ModeLimits[];
  /** the units its history's score tables may count, by id (a GameModule's scoreUnits) */
  scoreUnits?: Readonly<Record<string, unknown>>;
}

/** A game only by its modes: the session's mode is checked, its seats are not. */
interface GameModes {
  id: string;
  modes: readonly { id: string }[];
}

/** What restoreSession knows of a game: its id, its modes, or its full limits (with modes). */
export type KnownGame = string | GameModes | GameLimits;

/**
 * A stored mode: absent or 'app' → undefined (the default); otherwise one the game lists (when
 * its modes are known) or, when they are not, a well-formed id. Anything else throws.
 */
function restoreMode(mode: unknown, modes: readonly { id: string }[] | null): string | undefined {
  if (mode === undefined || mode === APP_MODE) return undefined;
  if (typeof mode !== 'string' || !MODE_ID.test(mode)) bad('mode', 'malformed mode');
  if (modes && !modes.some((m) => m.id === mode)) bad('mode', `mode ${mode} of this game does not exist`);
  return mode;
}

/** The limits a session's seats must keep: its mode's, where the game lists that mode. */
function modeLimits(game: GameLimits, mode: string | undefined): ModeLimits {
  return game.modes?.find((m) => m.id === (mode ?? APP_MODE)) ?? game;
}

/** The last moment a Date can hold (ECMAScript's time range is ±8.64e15 ms). */
const DATE_MAX_MS = 8.64e15;
/** Far more moves than any real game; a longer log is refused. */
const ACTIONS_MAX = 100_000;

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

/**
 * Restores one session from untrusted data; throws SessionDataError naming the bad part.
 * `knownGames` are game ids, or the games' modes (then the session's mode must be one of them),
 * or their limits: then also the seat count must be one the session's mode allows and every seat
 * must be played by someone and somewhere that mode has (a seat nobody can play would stall it).
 * Seats of the older shape (one `kind`) are read into the new (kit/seatRestore.ts).
 * Every number is checked against what it means; a date outside the Date range reads as
 * unknown (0), so no screen ever formats an invalid date.
 */
export function restoreSession(data: unknown, knownGames: readonly KnownGame[]): Session {
  return restoreParts(data, knownGames, true) as Session;
}

/** A saved game without its log: what a stored summary holds (issue 31 item 3). */
export type SessionHead = Omit<Session, 'config' | 'seed' | 'actions'>;

/**
 * A saved game's head (id, game, mode, seats, dates, phones), checked exactly as restoreSession
 * checks it; its seed, config and log are not looked at (a stored summary has none).
 */
export function restoreSessionHead(data: unknown, knownGames: readonly KnownGame[]): SessionHead {
  return restoreParts(data, knownGames, false);
}

function restoreParts(data: unknown, knownGames: readonly KnownGame[], withLog: boolean): SessionHead {
  if (!isRecord(data)) bad('structure', 'not an object');
  if (hasProtoKey(data)) bad('structure', 'bad key __proto__');
  const { id, gameId, config, seed, actions, seats } = data;
  // a newer version may mean fields this one would drop: refused whole, never half-restored
  if (data.version !== undefined) {
    if (!Number.isInteger(data.version) || (data.version as number) < 1) bad('structure', 'bad version');
    if ((data.version as number) > SESSION_VERSION) bad('version', `version ${String(data.version)}`);
  }
  if (!isSafeId(id)) bad('id', 'bad id');
  const known = knownGames.find((g) => (typeof g === 'string' ? g : g.id) === gameId);
  if (typeof gameId !== 'string' || known === undefined) bad('game', `unknown game ${String(gameId)}`);
  const mode = restoreMode(data.mode, typeof known === 'string' ? null : (known.modes ?? [{ id: APP_MODE }]));
  const limits = typeof known === 'string' || !('minPlayers' in known) ? null : modeLimits(known, mode);
  if (withLog) {
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      bad('seed', 'bad seed');
    if (!isPlainJson(config)) bad('config', 'bad config');
    if (!Array.isArray(actions) || actions.length > ACTIONS_MAX) bad('actions', 'bad actions');
  }
  const seatMax = limits?.maxPlayers ?? 16;
  if (!Array.isArray(seats) || seats.length < (limits?.minPlayers ?? 1) || seats.length > seatMax)
    bad('seats', 'bad seats');
  for (const a of withLog ? (actions as unknown[]) : []) {
    if (!isRecord(a) || pickInt(a.seat, 0, seats.length - 1, -1) < 0 || !isPlainJson(a))
      bad('actions', 'bad action');
  }
  const cleanSeats: SeatInfo[] = seats.map((s, i) => {
    if (!isRecord(s) || hasProtoKey(s)) bad('seats', 'bad seat');
    return {
      name: cleanName(s.name) || `${i + 1}`,
      colour: seatColourOr(s.colour, i),
      ...seatPlayer(s, limits),
    };
  });
  return {
    version: SESSION_VERSION,
    id,
    gameId,
    ...(withLog ? { config: config as unknown, seed, actions: actions as SeatAction[] } : {}),
    seats: cleanSeats,
    createdAt: pickInt(data.createdAt, 0, DATE_MAX_MS, 0),
    updatedAt: pickInt(data.updatedAt, 0, DATE_MAX_MS, 0),
    finished: data.finished === true,
    ...(data.rulesVersion === undefined ? {} : { rulesVersion: storedRulesVersion(data) }),
    ...(mode === undefined ? {} : { mode }),
    ...phonesOf(data.phones, cleanSeats.length),
    ...(data.firstGame === true ? { firstGame: true as const } : {}),
  };
}

/** A game's phones: absent or on no phone → none; malformed → refused (issue 21 item 2). */
function phonesOf(raw: unknown, seats: number): { phones?: SeatPhones } {
  if (raw === undefined) return {};
  let phones: SeatPhones | null;
  try {
    phones = restoreSeatPhones(raw, seats);
  } catch (e) {
    bad('phones', (e as Error).message);
  }
  return phones ? { phones } : {};
}

/** Who plays a stored seat and where: absent means the game's default; one the game does not
 *  have is refused (a malformed one too, when the game's limits are known). */
function seatPlayer(
  seat: Record<string, unknown>,
  limits: ModeLimits | null,
): Pick<SeatInfo, 'who' | 'where'> {
  const stored = storedPlayer(seat);
  if (!limits) return { who: stored?.who ?? PERSON, where: stored?.where ?? THIS_PHONE };
  if (!stored) bad('seatKind', 'malformed seat');
  const who = stored.who ?? limits.seatWho[0]?.id ?? PERSON;
  const where = stored.where ?? (limits.seatWhere[0]?.id as SeatWhere | undefined) ?? THIS_PHONE;
  if (!limits.seatWho.some((k) => k.id === who)) bad('seatKind', `seat played by ${who}`);
  if (!limits.seatWhere.some((k) => k.id === where)) bad('seatKind', `seat played on ${where}`);
  return { who, where };
}

/** Refuses a seat played by a bot level the loaded game does not have (nothing would act for it). */
export function checkBotSeats(seats: readonly SeatInfo[], bots: Readonly<Record<string, unknown>>): void {
  for (const seat of seats) {
    const level = botLevel(seat);
    if (level !== null && !Object.hasOwn(bots, level)) bad('seatKind', `seat played by bot ${level}`);
  }
}

export function newSessionId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
