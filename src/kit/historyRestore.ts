// Reading a history entry from untrusted data (storage, an imported file), field by field. The
// first problem refuses the entry and names the field, so an import can say what is wrong.
import { ROW_KINDS, type FinishedGame, type ScoreSheet } from './history';
import { APP_MODE, MODE_ID, type GameLimits, type SeatInfo } from './session';
import { cleanName, hasProtoKey, isRecord, isSafeId } from './validate';
import { isSeatColour } from './seatColours';
import { PERSON } from './botSeat';
import { THIS_PHONE } from './seatPlace';
import { storedPlayer } from './seatRestore';

/** Which field of a history entry is unusable; the shell names it in the person's language. */
type HistoryField = 'entry' | 'id' | 'game' | 'date' | 'seats' | 'scores' | 'ranking' | 'sheet';

export class HistoryDataError extends Error {
  constructor(readonly field: HistoryField) {
    super(`bad history ${field}`);
    this.name = 'HistoryDataError';
  }
}

const fail = (field: HistoryField): never => {
  throw new HistoryDataError(field);
};

const DATE_MAX_MS = 8.64e15;
/** More rounds than any game has. */
const ROUNDS_MAX = 100;
const SCORE_MAX = 1e9;

const isScore = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= SCORE_MAX;

function seatsOf(v: unknown, limits: GameLimits | null): SeatInfo[] {
  // the most any of the game's modes allows (a companion may allow other counts)
  const max = limits ? Math.max(limits.maxPlayers, ...(limits.modes ?? []).map((m) => m.maxPlayers)) : 16;
  if (!Array.isArray(v) || v.length < 1 || v.length > max) fail('seats');
  return (v as unknown[]).map((s) => {
    if (!isRecord(s) || hasProtoKey(s)) return fail('seats');
    const name = cleanName(s.name);
    const { colour } = s;
    // who and where, in the old shape (one `kind`) too: issue 21 item 2
    const player = storedPlayer(s);
    if (!name || !isSeatColour(colour) || !player) return fail('seats');
    return { name, colour: colour as number, who: player.who ?? PERSON, where: player.where ?? THIS_PHONE };
  });
}

function rankingOf(v: unknown, seats: number): number[][] {
  if (!Array.isArray(v)) return fail('ranking');
  const seen = new Set<number>();
  const groups = v.map((g) => {
    if (!Array.isArray(g) || g.length === 0) fail('ranking');
    return (g as unknown[]).map((s) => {
      if (!Number.isInteger(s) || (s as number) < 0 || (s as number) >= seats || seen.has(s as number))
        fail('ranking');
      seen.add(s as number);
      return s as number;
    });
  });
  if (seen.size !== seats) fail('ranking');
  return groups;
}

function tableOf(v: unknown, seats: number): (number | null)[][] {
  if (!Array.isArray(v) || v.length < 1 || v.length > ROUNDS_MAX) return fail('sheet');
  return v.map((row) => {
    if (!Array.isArray(row) || row.length !== seats) fail('sheet');
    return (row as unknown[]).map((x) => (x === null || isScore(x) ? x : fail('sheet')));
  });
}

/** A unit id of the sheet: one the game declares when its declared units are known. */
function unitOf(v: unknown, units: Readonly<Record<string, unknown>> | null): string {
  if (!isSafeId(v) || (units && !Object.hasOwn(units, v))) return fail('sheet');
  return v;
}

function sheetOf(
  v: unknown,
  seats: number,
  units: Readonly<Record<string, unknown>> | null,
): ScoreSheet | null {
  if (v === null) return null;
  if (!isRecord(v) || hasProtoKey(v)) return fail('sheet');
  const unit = unitOf(v.unit, units);
  const rows = ROW_KINDS.find((r) => r === v.rows) ?? fail('sheet');
  const sheet: ScoreSheet = { unit, rows, rounds: tableOf(v.rounds, seats) };
  if (v.extraUnit !== undefined || v.extra !== undefined) {
    sheet.extraUnit = unitOf(v.extraUnit, units);
    sheet.extra = tableOf(v.extra, seats);
    if (sheet.extra.length !== sheet.rounds.length) fail('sheet');
  }
  return sheet;
}

/** Role ids by round, by seat (kit/history FinishedGame.roles); a fault counts as the sheet's. */
function rolesOf(v: unknown, seats: number): string[][] {
  if (!Array.isArray(v) || v.length < 1 || v.length > ROUNDS_MAX) return fail('sheet');
  return v.map((row) => {
    if (!Array.isArray(row) || row.length !== seats) fail('sheet');
    return (row as unknown[]).map((r) =>
      typeof r === 'string' && /^[a-z-]{1,24}$/.test(r) ? r : fail('sheet'),
    );
  });
}

/**
 * Restores one history entry; throws HistoryDataError naming the first bad field. `knownGames`
 * are the games this version has (an entry of another game is refused, like a saved game).
 */
export function restoreFinishedGame(
  data: unknown,
  knownGames: readonly (string | GameLimits)[],
): FinishedGame {
  if (!isRecord(data) || hasProtoKey(data)) return fail('entry');
  if (!isSafeId(data.id)) fail('id');
  const known = knownGames.find((g) => (typeof g === 'string' ? g : g.id) === data.gameId);
  if (typeof data.gameId !== 'string' || known === undefined) fail('game');
  const finishedAt = data.finishedAt;
  if (
    typeof finishedAt !== 'number' ||
    !Number.isInteger(finishedAt) ||
    finishedAt < 0 ||
    finishedAt > DATE_MAX_MS
  )
    fail('date');
  const seats = seatsOf(data.seats, typeof known === 'string' ? null : (known ?? null));
  const { scores } = data;
  if (!Array.isArray(scores) || scores.length !== seats.length || !scores.every(isScore)) fail('scores');
  const entry: FinishedGame = {
    id: data.id as string,
    gameId: data.gameId as string,
    finishedAt: finishedAt as number,
    seats,
    scores: (scores as number[]).slice(),
    ranking: rankingOf(data.ranking, seats.length),
    sheet: sheetOf(data.sheet, seats.length, typeof known === 'object' ? (known.scoreUnits ?? null) : null),
    // the way it was played only notes the entry: a malformed one is left out, the result kept
    ...(typeof data.mode === 'string' && data.mode !== APP_MODE && MODE_ID.test(data.mode)
      ? { mode: data.mode }
      : {}),
  };
  if (data.roles !== undefined) entry.roles = rolesOf(data.roles, seats.length);
  // facts for exports only (issue 30): a malformed one is left out, the result kept
  const { startedAt, startSeat, edition } = data;
  if (Number.isInteger(startedAt) && (startedAt as number) > 0 && (startedAt as number) <= DATE_MAX_MS)
    entry.startedAt = startedAt as number;
  if (Number.isInteger(startSeat) && (startSeat as number) >= 0 && (startSeat as number) < seats.length)
    entry.startSeat = startSeat as number;
  if (typeof edition === 'string' && /^[a-z][a-z0-9-]{0,23}$/.test(edition)) entry.edition = edition;
  return entry;
}
