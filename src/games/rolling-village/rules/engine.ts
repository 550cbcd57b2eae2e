// The game flow (spec §4–§12): setup, apply and outcome; who acts is in turns.ts, validation in validation.ts.
// Validation reads the plain state; `apply` is an Immer reducer (kit/reducer.ts), the only producer.
import { reducer, replaced } from '../../../kit/reducer';
import { RuleError, rankSeats, type Outcome } from '../../../kit/rules';
import { diceForSlot } from './dice';
import { lastRoll, placedOf } from './requirements';
import { scoringGroups, scoreSquaresUnchecked } from './scoring';
import { emptySheet, isBasic, isInt, LAST_ROUND, rowOfSum, sheetToSnapshot } from './sheet';
import type { Action, Config, Options, Phase, Roll, SeatState, Sheet, State, StoredRecord } from './types';
import { PLAYERS } from '../facts';
import { dueRoll } from './turns';
import { check, TURNS } from './validation';

export { isRollPhase, dueRoll, seatMustAct, actors, legalActions, doneNeedsAvenue } from './turns';
export { validate } from './validation';

export const MIN_SEATS = PLAYERS.min;
export const MAX_SEATS = PLAYERS.max;

export const DEFAULT_OPTIONS: Options = { scoringRoll: 'separate', setupDifferentRows: false };

export function defaultConfig(players: number): Config {
  if (!isInt(players) || players < MIN_SEATS || players > MAX_SEATS)
    throw new RuleError('bad-config', 'players must be 1–12');
  const seats = [];
  for (let i = 1; i <= players; i++) seats.push({ name: `Player ${i}`, kind: 'digital' as const });
  return { seats, options: { ...DEFAULT_OPTIONS } };
}

function checkConfig(config: Config): void {
  const ok =
    config &&
    Array.isArray(config.seats) &&
    config.seats.length >= MIN_SEATS &&
    config.seats.length <= MAX_SEATS &&
    config.seats.every(
      (s) => s && typeof s.name === 'string' && (s.kind === 'digital' || s.kind === 'paper'),
    ) &&
    config.options &&
    (config.options.scoringRoll === 'separate' || config.options.scoringRoll === 'building') &&
    typeof config.options.setupDifferentRows === 'boolean';
  if (!ok)
    throw new RuleError('bad-config', 'a config needs 1–12 seats (name, digital|paper) and valid options');
}

/** §12.1 the game starts at the setup roll. The seed is taken as an unsigned 32-bit integer. */
export function setup(config: Config, seed: number): State {
  checkConfig(config);
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    throw new RuleError('bad-argument', 'seed must be a number');
  return {
    config: {
      seats: config.seats.map((s) => ({ name: s.name, kind: s.kind })),
      options: {
        scoringRoll: config.options.scoringRoll,
        setupDifferentRows: config.options.setupDifferentRows,
      },
    },
    seed: seed >>> 0,
    round: 0,
    phase: 'setup-roll',
    rolls: [],
    seats: config.seats.map((s): SeatState => ({
      kind: s.kind,
      sheet: s.kind === 'digital' ? emptySheet() : null,
      placed: [],
      done: false,
      usedBonus: [],
      records: [],
      final: null,
    })),
  };
}

// ---------------------------------------------------------------- apply (mutates a draft)

/** §12.6 the round record, with its scoring groups stored now (later objects may merge groups). */
function makeRecord(state: State, sheet: Sheet, avenue: number, chosen: boolean): StoredRecord {
  const building = lastRoll(state, 'building') as Roll;
  const scoring = lastRoll(state, 'scoring');
  const b = scoringGroups(sheet, avenue);
  return {
    round: state.round,
    buildingDice: [building.dice[0], building.dice[1]],
    scoringDice: scoring ? [scoring.dice[0], scoring.dice[1]] : null,
    avenue,
    chosen,
    score: b.score,
    groups: b.groups,
    snapshot: sheetToSnapshot(sheet),
  };
}

// The seat updates below build plain new seats from the base state and assign the new seats
// array whole to the draft (kit `replaced`), instead of drafting every seat: a produce that
// holds the root draft alone walks none of the new values (kit/reducer.ts).

/** Seats with the stage's placements cleared and `done` reset, for a new placing stage. */
function resetSeats(seats: SeatState[]): SeatState[] {
  return seats.map((s) => (s.placed.length === 0 && !s.done ? s : { ...s, placed: [], done: false }));
}

function startPlacing(d: State, seats: SeatState[], phase: Phase): void {
  d.phase = phase;
  d.seats = resetSeats(seats);
}

function hasDigital(state: State): boolean {
  return state.seats.some((s) => s.kind === 'digital');
}

/** §12.4 the round is closed (`seats` carry its records): next building roll, or the end of the game. */
function closeRound(d: State, base: State, seats: SeatState[]): void {
  let next = resetSeats(seats);
  if (base.round < LAST_ROUND) {
    d.round = base.round + 1;
    d.phase = 'building-roll';
    d.seats = next;
    return;
  }
  next = next.map((s) => {
    if (s.kind !== 'digital' || !s.sheet) return s;
    let total = 0;
    for (const r of s.records) total += r.score;
    return { ...s, final: total + scoreSquaresUnchecked(s.sheet) };
  });
  d.seats = next;
  d.phase = base.seats.some((s) => s.kind === 'paper') ? 'totals' : 'over';
}

function applyRoll(d: State, base: State, seat: number): void {
  const due = dueRoll(base)!;
  const dice = diceForSlot(base.seed, due.slot);
  const roll: Roll = { kind: due.kind, slot: due.slot, round: due.round, dice, seat };
  const rolls = [...base.rolls, roll]; // made before the write: in a replay `d` is `base`
  d.rolls = rolls;
  const digital = hasDigital(base);
  if (due.kind === 'setup') {
    if (digital) startPlacing(d, base.seats, 'setup');
    else {
      d.round = 1;
      d.phase = 'building-roll';
    }
    return;
  }
  if (due.kind === 'building') {
    if (digital) startPlacing(d, base.seats, 'building');
    else if (base.config.options.scoringRoll === 'separate') d.phase = 'scoring-roll';
    else closeRound(d, base, base.seats);
    return;
  }
  // scoring roll (§8.1 separate mode)
  const row = rowOfSum(dice[0] + dice[1]);
  if (row === null && digital) {
    d.phase = 'choose-avenue';
    return;
  }
  if (row === null) {
    closeRound(d, base, base.seats);
    return;
  }
  const after: State = { ...base, rolls };
  const seats = base.seats.map((s) =>
    s.kind === 'digital' && s.sheet
      ? { ...s, records: [...s.records, makeRecord(after, s.sheet, row, false)] }
      : s,
  );
  closeRound(d, base, seats);
}

function allDigital(state: State, pred: (s: SeatState) => boolean): boolean {
  return state.seats.every((s) => s.kind !== 'digital' || pred(s));
}

function applyDone(d: State, base: State, seat: number, avenue: number | undefined): void {
  const s = base.seats[seat]!; // validated
  const bonus = placedOf(s, 'bonus');
  const next: SeatState = {
    ...s,
    usedBonus: bonus && isBasic(bonus.object) ? [...s.usedBonus, bonus.object] : s.usedBonus,
    placed: [],
    done: true,
  };
  const lastOne = allDigital(base, (x) => x === s || x.done);
  if (base.phase === 'building' && base.config.options.scoringRoll === 'building') {
    const roll = lastRoll(base, 'building') as Roll;
    const row = rowOfSum(roll.dice[0] + roll.dice[1]);
    const chosen = row === null;
    next.records = [
      ...s.records,
      makeRecord(base, s.sheet as Sheet, chosen ? (avenue as number) : row, chosen),
    ];
  }
  const seats = replaced(base.seats, seat, next);
  if (!lastOne) {
    d.seats = seats;
    return;
  }
  if (base.phase === 'setup') {
    d.round = 1;
    startPlacing(d, seats, 'building-roll');
  } else if (base.config.options.scoringRoll === 'building') closeRound(d, base, seats);
  else {
    d.seats = seats;
    d.phase = 'scoring-roll';
  }
}

/** A copy of `sheet` with one cell changed (col 1-based). */
function withCell(sheet: Sheet, row: number, col: number, value: Sheet[number][number]): Sheet {
  return replaced(sheet, row, replaced(sheet[row]!, col - 1, value)); // a validated cell
}

function mutate(d: State, base: State, action: Action): void {
  switch (action.type) {
    case 'roll':
      applyRoll(d, base, action.seat);
      return;
    // The hottest actions: the new seat is built by hand from the plain base and the new seats
    // array written whole, so Immer drafts only the root.
    case 'place': {
      const s = base.seats[action.seat]!; // validated
      d.seats = replaced(base.seats, action.seat, {
        ...s,
        sheet: withCell(s.sheet as Sheet, action.row, action.col, action.object),
        placed: [...s.placed, { req: action.req, row: action.row, col: action.col, object: action.object }],
      });
      return;
    }
    case 'undo': {
      const s = base.seats[action.seat]!; // validated
      const last = s.placed[s.placed.length - 1]!; // validated: something to undo
      d.seats = replaced(base.seats, action.seat, {
        ...s,
        sheet: withCell(s.sheet as Sheet, last.row, last.col, null),
        placed: s.placed.slice(0, -1),
      });
      return;
    }
    case 'done':
      applyDone(d, base, action.seat, action.avenue);
      return;
    case 'choose-avenue': {
      const s = base.seats[action.seat]!; // validated
      const seats = replaced(base.seats, action.seat, {
        ...s,
        records: [...s.records, makeRecord(base, s.sheet as Sheet, action.avenue, true)],
      });
      if (allDigital(base, (x) => x === s || x.records.length >= base.round)) closeRound(d, base, seats);
      else d.seats = seats;
      return;
    }
    case 'enter-total': {
      d.seats = replaced(base.seats, action.seat, {
        ...base.seats[action.seat]!,
        final: action.total,
        ...(action.rounds ? { paperRounds: action.rounds.slice() } : {}),
      });
      if (base.seats.every((x, i) => x.kind !== 'paper' || i === action.seat || x.final !== null))
        d.phase = 'over';
      return;
    }
  }
}

/** Pure: validates, then returns the next state; throws RuleError and changes nothing when illegal. */
export const apply: (state: State, action: Action) => State = reducer(TURNS, check, mutate);

/** Scores by seat and ranking (ties shared), once the game is over. */
export function outcome(state: State): Outcome | null {
  if (state.phase !== 'over') return null;
  const scores = state.seats.map((s) => s.final ?? 0);
  return {
    scores,
    ranking: rankSeats(
      scores.map((_, i) => i),
      (a, b) => scores[b]! - scores[a]!,
    ),
  };
}

/**
 * True for a placement its sheet has not yet confirmed (§12.3: undo until done); false for
 * rolls, confirmations, avenue choices and paper totals, which are never undone.
 */
export function undoable(before: State, action: Action): boolean {
  if (!action || action.type !== 'place') return false;
  if (before.phase !== 'setup' && before.phase !== 'building') return false;
  const s = before.seats[action.seat];
  return !!s && s.kind === 'digital' && !s.done;
}
