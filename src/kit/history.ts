// A finished game as the player history keeps it: who sat where, the outcome, and the per-round
// score table. It is written once, when a game ends (or later from a saved finished game), so a
// person's "games played" does not drop when the saved game is deleted to free space. Every
// figure comes from the game's rules: its outcome, and a `summary` spec (GameParts) that says
// where the table stands at any state; the kit replays the log once and takes a row each time
// the round number moves on. No screen computes a score.
import type { AnyRules, Outcome, SeatAction } from './rules';
import type { SeatInfo } from './types';

/**
 * What the numbers of a score table count: a unit id the game declares with its caption
 * (GameDefinition.scoreUnits: Saboteur's gold, Village Pillage's relics); the kit names none.
 */
type ScoreUnit = string;
/** A second figure some games show beside the score (Village Pillage's turnips), declared the same way. */
type ExtraUnit = string;
/** How a round row reads: what each seat got in that round, or what it held after it. */
type RowKind = 'gained' | 'held';

export const ROW_KINDS: readonly RowKind[] = ['gained', 'held'];

/** Where a game stands: the round being played and each seat's running figures. */
interface Standing {
  /** 1-based; a game without rounds says 1 */
  round: number;
  /** running score by seat; null where the app does not know it (a paper sheet) */
  scores: (number | null)[];
  /** running second figure by seat, when the game has one */
  extra?: (number | null)[];
}

/** What a game's definition gives the history (GameParts.summary), written in its rules. */
export interface SummarySpec<State> {
  unit: ScoreUnit;
  rows: RowKind;
  extraUnit?: ExtraUnit;
  standing(state: State): Standing;
  /**
   * Each round's role of each seat (role ids, by round, by seat), read from the finished game's
   * state, where the roles are public; for games with roles (Saboteur).
   */
  roles?(state: State): string[][];
  /** the seat that starts, read from the game's first state; none where everyone plays at once */
  startSeat?(state: State): number;
  /** the edition played, where a game has several (Saboteur's 'deluxe'), read from the first state */
  edition?(state: State): string;
  /**
   * Figures learnt only at the end (issue 30: a paper sheet's points per round, entered with its
   * total), read from the finished game's state: by round, by seat, null where still not known.
   * They fill the rows the replay left unknown, as gained or held per `rows`.
   */
  learntAtEnd?(state: State): (number | null)[][];
}

/** The per-round score table of a finished game. */
export interface ScoreSheet {
  unit: ScoreUnit;
  rows: RowKind;
  /** one row per round, by seat: gained in it or held after it; null = not known */
  rounds: (number | null)[][];
  extraUnit?: ExtraUnit;
  /** the second figure, row for row */
  extra?: (number | null)[][];
}

export interface FinishedGame {
  /** the saved game's id */
  id: string;
  gameId: string;
  /** ms since the epoch; 0 = unknown */
  finishedAt: number;
  seats: SeatInfo[];
  /** the outcome's scores by seat */
  scores: number[];
  /** the outcome's groups of tied seats, best first */
  ranking: number[][];
  /** null when the game has no per-round table */
  sheet: ScoreSheet | null;
  /** each round's role id of each seat, by round, by seat; absent when the game has no roles */
  roles?: string[][];
  /** the way it was played (e.g. 'companion'); absent = 'app' */
  mode?: string;
  /** ms since the epoch the game was made; absent when not known (entries before issue 30) */
  startedAt?: number;
  /** the seat that started (SummarySpec.startSeat); absent: none, or not known */
  startSeat?: number;
  /** the edition played (SummarySpec.edition) */
  edition?: string;
}

/** What summarising needs of a saved game. */
export interface FinishedSession {
  id: string;
  gameId: string;
  config: unknown;
  seed: number;
  actions: readonly SeatAction[];
  seats: SeatInfo[];
  updatedAt: number;
  /** when the game was made (Session.createdAt) */
  createdAt?: number;
  mode?: string;
}

const gainedRow = (now: (number | null)[], before: (number | null)[] | undefined) =>
  now.map((v, i) => {
    const b = before ? before[i] : 0;
    return v === null || b === null || b === undefined ? null : v - b;
  });

/**
 * Replays a finished game once and builds its history entry; null when it is not finished.
 * Throws what the rules throw on a log that does not replay.
 */
export function summarize(
  rules: AnyRules,
  spec: SummarySpec<unknown> | undefined,
  session: FinishedSession,
  finishedAt = session.updatedAt,
): FinishedGame | null {
  const steps = summarySteps(rules, spec, session, finishedAt);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The same, a pause (`breathe`, kit/timeSlice.ts) between actions: a long log (a 12-seat Deluxe
 * game) replays over several short tasks instead of one long one (issue 33, scale).
 */
export async function summarizeSliced(
  rules: AnyRules,
  spec: SummarySpec<unknown> | undefined,
  session: FinishedSession,
  breathe: () => Promise<void>,
  finishedAt = session.updatedAt,
): Promise<FinishedGame | null> {
  const steps = summarySteps(rules, spec, session, finishedAt);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await breathe();
  }
}

/** The replay, one action a step, then the entry. */
function* summarySteps(
  rules: AnyRules,
  spec: SummarySpec<unknown> | undefined,
  session: FinishedSession,
  finishedAt: number,
): Generator<void, FinishedGame | null> {
  let state = rules.setup(session.config, session.seed);
  const startSeat = spec?.startSeat?.(state);
  const edition = spec?.edition?.(state);
  const held: Standing[] = [];
  let last = spec ? spec.standing(state) : null;
  for (const a of session.actions) {
    state = rules.apply(state, a);
    yield;
    if (!spec || !last) continue;
    const now = spec.standing(state);
    // the action that closes round r starts round r + 1: its state holds round r's figures
    if (now.round > last.round && last.round >= 1) held.push({ ...now, round: last.round });
    last = now;
  }
  const outcome: Outcome | null = rules.outcome(state);
  if (!outcome) return null;
  if (spec && last && (held.length === 0 || held[held.length - 1]!.round < last.round)) held.push(last);
  let sheet: ScoreSheet | null = null;
  const late = spec?.learntAtEnd?.(state) ?? [];
  const known =
    held.some((s) => s.scores.some((v) => v !== null)) || late.some((row) => row.some((v) => v !== null));
  if (spec && known) {
    const rows = (pick: (s: Standing) => (number | null)[]) =>
      held.map((s, r) =>
        spec.rows === 'gained' ? gainedRow(pick(s), r ? pick(held[r - 1]!) : undefined) : pick(s),
      );
    const fill = (row: (number | null)[], r: number) => row.map((v, i) => v ?? late[r]?.[i] ?? null);
    sheet = { unit: spec.unit, rows: spec.rows, rounds: rows((s) => s.scores).map(fill) };
    if (spec.extraUnit) {
      sheet.extraUnit = spec.extraUnit;
      sheet.extra = rows((s) => s.extra ?? s.scores.map(() => null));
    }
  }
  const entry: FinishedGame = {
    id: session.id,
    gameId: session.gameId,
    finishedAt,
    seats: session.seats.map((s) => ({ name: s.name, colour: s.colour, who: s.who, where: s.where })),
    scores: outcome.scores.slice(),
    ranking: outcome.ranking.map((g) => g.slice()),
    sheet,
    ...(session.mode ? { mode: session.mode } : {}),
  };
  if (spec?.roles) entry.roles = spec.roles(state).map((row) => row.slice());
  if (session.createdAt) entry.startedAt = session.createdAt;
  if (startSeat !== undefined) entry.startSeat = startSeat;
  if (edition !== undefined) entry.edition = edition;
  return entry;
}
