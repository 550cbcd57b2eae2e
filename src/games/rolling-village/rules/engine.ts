// The game flow (spec §4–§12): setup, actors, legalActions, validation and apply.
// Validation reads the plain state; Immer `produce` is used only at the action boundary.
import { Immer } from 'immer';
import { RuleError, rankSeats, type Outcome } from '../../../kit/rules';
import { diceForSlot, slotOf } from './dice';
import {
  cellsFor,
  lastRoll,
  openRequirements,
  openSetupColumns,
  placedOf,
  stageComplete,
  unusedBonusTypes,
  buildingDone,
  currentEntries,
} from './requirements';
import { scoringGroups, scoreSquaresUnchecked } from './scoring';
import { targetColumnsUnchecked } from './build';
import { emptySheet, isBasic, isBonusRound, isInt, LAST_ROUND, sheetToSnapshot } from './sheet';
import type { Action, Config, Options, Phase, Roll, SeatState, Sheet, State, StoredRecord } from './types';
import { PLAYERS } from '../players';

// Local copies of sheet constants: imported bindings are getters under tsx/vite-node, slow in hot loops.
const ROWS = 5;
const COLS = 6;

// A private Immer instance without auto-freeze: freezing every new state cost most of the time of
// an apply (thousands of random games per second are a requirement). States are still never
// mutated: apply only ever writes through Immer drafts.
const immer = new Immer({ autoFreeze: false });

export const MIN_SEATS = PLAYERS.min;
export const MAX_SEATS = PLAYERS.max;
/** §12.3 highest possible paper total: 9 × 30 + 9 squares × 10 */
export const MAX_TOTAL = 360;

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

// ---------------------------------------------------------------- who acts

export function isRollPhase(phase: Phase): boolean {
  return phase === 'setup-roll' || phase === 'building-roll' || phase === 'scoring-roll';
}

/** The roll due now, or null. */
export function dueRoll(state: State): { kind: Roll['kind']; slot: number; round: number } | null {
  switch (state.phase) {
    case 'setup-roll':
      return { kind: 'setup', slot: 0, round: 0 };
    case 'building-roll':
      return { kind: 'building', slot: slotOf('building', state.round), round: state.round };
    case 'scoring-roll':
      return { kind: 'scoring', slot: slotOf('scoring', state.round), round: state.round };
    default:
      return null;
  }
}

/** Does this seat have something to do now (§12.5)? */
export function seatMustAct(state: State, seat: number): boolean {
  const s = state.seats[seat];
  if (!s) return false;
  switch (state.phase) {
    case 'setup-roll':
    case 'building-roll':
    case 'scoring-roll':
      return true;
    case 'setup':
    case 'building':
      return s.kind === 'digital' && !s.done;
    case 'choose-avenue':
      return s.kind === 'digital' && s.records.length < state.round;
    case 'totals':
      return s.kind === 'paper' && s.final === null;
    default:
      return false;
  }
}

export function actors(state: State): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.seats.length; i++) if (seatMustAct(state, i)) out.push(i);
  return out;
}

// ---------------------------------------------------------------- legal actions

/** §12.5 every legal action of `seat` now (finite and complete). */
export function legalActions(state: State, seat: number): Action[] {
  if (!seatMustAct(state, seat)) return [];
  if (isRollPhase(state.phase)) return [{ type: 'roll', seat }];
  const s = state.seats[seat];
  if (state.phase === 'totals') {
    const out: Action[] = [];
    for (let t = 0; t <= MAX_TOTAL; t++) out.push({ type: 'enter-total', seat, total: t });
    return out;
  }
  if (state.phase === 'choose-avenue') {
    const out: Action[] = [];
    for (let r = 0; r < ROWS; r++) out.push({ type: 'choose-avenue', seat, avenue: r });
    return out;
  }
  // setup / building
  // Stable order: done first, then placements, undo last. Progressing actions come first so
  // that a weak random player (one biased towards index 0) cannot loop on place/undo forever.
  const out: Action[] = [];
  if (stageComplete(state, s)) {
    if (doneNeedsAvenue(state)) for (let r = 0; r < ROWS; r++) out.push({ type: 'done', seat, avenue: r });
    else out.push({ type: 'done', seat });
  }
  for (const open of openRequirements(state, s)) {
    for (const cell of cellsFor(s, open))
      for (const object of open.types)
        out.push({ type: 'place', seat, req: open.req, row: cell.row, col: cell.col, object });
  }
  if (s.placed.length > 0) out.push({ type: 'undo', seat });
  return out;
}

/** 'building' mode, building roll of 2 or 12: done must name the avenue (§12.3). */
export function doneNeedsAvenue(state: State): boolean {
  if (state.phase !== 'building' || state.config.options.scoringRoll !== 'building') return false;
  const roll = lastRoll(state, 'building');
  if (!roll) return false;
  const sum = roll.dice[0] + roll.dice[1];
  return sum === 2 || sum === 12;
}

// ---------------------------------------------------------------- validation

function fail(code: string, message?: string): never {
  throw new RuleError(code, message);
}

const OBJECTS = new Set<unknown>(['house', 'forest', 'lake', 'square']);
const REQS = new Set<unknown>(['setup', 'build0', 'build1', 'square', 'bonus']);

function validatePlace(state: State, s: SeatState, a: Extract<Action, { type: 'place' }>): void {
  if (!REQS.has(a.req)) fail('wrong-phase', `unknown requirement ${String(a.req)}`);
  if (!isInt(a.row) || a.row < 0 || a.row >= ROWS || !isInt(a.col) || a.col < 1 || a.col > COLS)
    fail('illegal-cell', 'row 0–4 and column 1–6');
  if (!OBJECTS.has(a.object)) fail('wrong-type', `unknown object ${String(a.object)}`);
  const sheet = s.sheet as Sheet;
  const taken = sheet[a.row][a.col - 1] !== null;
  if (state.phase === 'setup') {
    if (a.req !== 'setup')
      fail(
        a.req === 'bonus' ? 'bonus-not-now' : a.req === 'square' ? 'wrong-type' : 'wrong-phase',
        'setup: place the setup objects',
      );
    const open = openSetupColumns(state, s);
    if (open.length === 0) fail('already-placed', 'both setup objects are drawn');
    if (!isBasic(a.object)) fail('wrong-type', 'setup objects are basic objects');
    if (!open.includes(a.col))
      fail('wrong-column', `setup objects go in the rolled columns ${open.join(', ')}`);
    if (taken) fail('cell-taken');
    const first = placedOf(s, 'setup');
    if (first && first.object === a.object)
      fail('setup-same-type', 'the two setup objects must be of different types');
    if (first && state.config.options.setupDifferentRows && first.row === a.row)
      fail('setup-same-row', 'setup objects must be in different rows');
    return;
  }
  // building stage
  const roll = lastRoll(state, 'building') as Roll;
  const double = roll.dice[0] === roll.dice[1];
  if (a.req === 'setup') fail('wrong-phase', 'setup is over');
  if (a.req === 'build0' || a.req === 'build1') {
    const entries = currentEntries(state);
    const entry = entries[a.req === 'build0' ? 0 : 1];
    if (!entry) fail('not-required', 'a double asks for one object and a square');
    if (placedOf(s, a.req)) fail('already-placed');
    if (a.object !== entry.type) fail('wrong-type', `this object is a ${entry.type}`);
    if (taken) fail('cell-taken');
    if (!targetColumnsUnchecked(sheet, entry.column).includes(a.col))
      fail('wrong-column', `allowed columns: ${targetColumnsUnchecked(sheet, entry.column).join(', ')}`);
    return;
  }
  if (a.req === 'square') {
    if (!double) fail('wrong-type', 'a square is drawn only on a double');
    if (placedOf(s, 'square')) fail('already-placed');
    if (a.object !== 'square') fail('wrong-type', 'this requirement is the square');
    if (taken) fail('cell-taken');
    return;
  }
  // bonus (§7)
  if (!isBonusRound(state.round)) fail('bonus-not-now', 'bonus objects come in rounds 3, 6 and 9');
  if (!buildingDone(state, s)) fail('bonus-not-now', 'draw the building objects first');
  if (placedOf(s, 'bonus')) fail('already-placed');
  if (!isBasic(a.object)) fail('wrong-type', 'the bonus object is a house, forest or lake');
  if (!unusedBonusTypes(s).includes(a.object))
    fail('bonus-type-used', `${a.object} was used in an earlier bonus stage`);
  if (taken) fail('cell-taken');
}

/** Throws the RuleError `apply` would throw; returns normally when the action is legal. */
export function validate(state: State, action: Action): void {
  if (!action || typeof action !== 'object') fail('bad-action');
  if (state.phase === 'over') fail('game-over');
  const seat = action.seat;
  if (!isInt(seat) || seat < 0 || seat >= state.seats.length) fail('not-your-turn', 'no such seat');
  const s = state.seats[seat];
  switch (action.type) {
    case 'roll':
      if (!isRollPhase(state.phase)) fail('roll-not-due');
      return;
    case 'place':
      if (state.phase !== 'setup' && state.phase !== 'building')
        fail(s.kind === 'digital' && seatMustAct(state, seat) ? 'wrong-phase' : 'not-your-turn');
      if (!seatMustAct(state, seat)) fail('not-your-turn');
      validatePlace(state, s, action);
      return;
    case 'undo':
      if ((state.phase === 'setup' || state.phase === 'building') && s.kind === 'digital' && s.done)
        fail('nothing-to-undo', 'the stage is confirmed');
      if (!seatMustAct(state, seat)) fail('not-your-turn');
      if (state.phase !== 'setup' && state.phase !== 'building') fail('wrong-phase');
      if (s.placed.length === 0) fail('nothing-to-undo');
      return;
    case 'done': {
      if (!seatMustAct(state, seat)) fail('not-your-turn');
      if (state.phase !== 'setup' && state.phase !== 'building') fail('wrong-phase');
      if (!stageComplete(state, s)) fail('incomplete');
      const needs = doneNeedsAvenue(state);
      const has = action.avenue !== undefined && action.avenue !== null;
      if (!needs && has) fail('no-avenue-choice');
      if (
        needs &&
        (!has || !isInt(action.avenue) || (action.avenue as number) < 0 || (action.avenue as number) >= ROWS)
      )
        fail('bad-avenue', 'name an avenue row 0–4');
      return;
    }
    case 'choose-avenue':
      if (!seatMustAct(state, seat)) fail('not-your-turn');
      if (state.phase !== 'choose-avenue') fail('no-avenue-choice');
      if (!isInt(action.avenue) || action.avenue < 0 || action.avenue >= ROWS) fail('bad-avenue');
      return;
    case 'enter-total':
      if (!seatMustAct(state, seat) || state.phase !== 'totals') fail('not-your-turn');
      if (!isInt(action.total) || action.total < 0 || action.total > MAX_TOTAL)
        fail('bad-total', 'a total is an integer 0–360');
      return;
    default:
      fail('bad-action', `unknown action ${String((action as { type?: unknown }).type)}`);
  }
}

// ---------------------------------------------------------------- apply (mutates a draft)

/** §12.6 the round record, with its scoring groups stored now (later objects may merge groups). */
function makeRecord(state: State, sheet: Sheet, avenue: number, chosen: boolean): StoredRecord {
  const building = lastRoll(state, 'building') as Roll;
  const scoring = lastRoll(state, 'scoring');
  const b = scoringGroups(sheet, avenue);
  return sealed({
    round: state.round,
    buildingDice: [building.dice[0], building.dice[1]],
    scoringDice: scoring ? [scoring.dice[0], scoring.dice[1]] : null,
    avenue,
    chosen,
    score: b.score,
    groups: b.groups,
    snapshot: sheetToSnapshot(sheet),
  });
}

// The seat updates below build plain new seats from the base state and assign one frozen seats
// array to the draft (see `sealed`), instead of drafting every seat.

/** Seats with the stage's placements cleared and `done` reset, for a new placing stage. */
function resetSeats(seats: SeatState[]): SeatState[] {
  return seats.map((s) =>
    s.placed.length === 0 && !s.done ? s : Object.freeze({ ...s, placed: [], done: false }),
  );
}

function startPlacing(d: State, seats: SeatState[], phase: Phase): void {
  d.phase = phase;
  d.seats = Object.freeze(resetSeats(seats)) as SeatState[];
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
    d.seats = Object.freeze(next) as SeatState[];
    return;
  }
  next = next.map((s) => {
    if (s.kind !== 'digital' || !s.sheet) return s;
    let total = 0;
    for (const r of s.records) total += r.score;
    return Object.freeze({ ...s, final: total + scoreSquaresUnchecked(s.sheet) });
  });
  d.seats = Object.freeze(next) as SeatState[];
  d.phase = base.seats.some((s) => s.kind === 'paper') ? 'totals' : 'over';
}

function applyRoll(d: State, base: State, seat: number): void {
  const due = dueRoll(base)!;
  const dice = diceForSlot(base.seed, due.slot);
  const roll: Roll = sealed({ kind: due.kind, slot: due.slot, round: due.round, dice, seat });
  d.rolls.push(roll);
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
  const row = AVENUE_OF_SUM[dice[0] + dice[1]];
  if (row === null && digital) {
    d.phase = 'choose-avenue';
    return;
  }
  if (row === null) {
    closeRound(d, base, base.seats);
    return;
  }
  const after: State = { ...base, rolls: [...base.rolls, roll] };
  const seats = base.seats.map((s) =>
    s.kind === 'digital' && s.sheet
      ? { ...s, records: sealed([...s.records, makeRecord(after, s.sheet, row, false)]) }
      : s,
  );
  closeRound(d, base, seats);
}

const AVENUE_OF_SUM: readonly (number | null)[] = [null, null, null, 0, 0, 1, 1, 2, 3, 3, 4, 4, null];

function allDigital(state: State, pred: (s: SeatState) => boolean): boolean {
  return state.seats.every((s) => s.kind !== 'digital' || pred(s));
}

function applyDone(d: State, base: State, seat: number, avenue: number | undefined): void {
  const s = base.seats[seat];
  const bonus = placedOf(s, 'bonus');
  const next: SeatState = {
    ...s,
    usedBonus: bonus && isBasic(bonus.object) ? sealed([...s.usedBonus, bonus.object]) : s.usedBonus,
    placed: [],
    done: true,
  };
  const lastOne = allDigital(base, (x) => x === s || x.done);
  if (base.phase === 'building' && base.config.options.scoringRoll === 'building') {
    const roll = lastRoll(base, 'building') as Roll;
    const row = AVENUE_OF_SUM[roll.dice[0] + roll.dice[1]];
    const chosen = row === null;
    next.records = sealed([
      ...s.records,
      makeRecord(base, s.sheet as Sheet, chosen ? (avenue as number) : row, chosen),
    ]);
  }
  const seats = replaceSeat(base.seats, seat, next);
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

/**
 * Freezes a new plain value before it is assigned into a draft. Immer walks unfrozen new values
 * looking for nested drafts; frozen ones it skips, which keeps apply fast. (Frozen parts of a
 * state are never mutated anyway: every change goes through a draft, which copies on write.)
 */
function sealed<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) sealed(v);
    Object.freeze(value);
  }
  return value;
}

/** A copy of `sheet` with one cell changed (col 1-based), frozen. */
function withCell(sheet: Sheet, row: number, col: number, value: Sheet[number][number]): Sheet {
  const next: Sheet = [];
  for (let r = 0; r < sheet.length; r++) next.push(r === row ? sheet[r].slice() : sheet[r]);
  next[row][col - 1] = value;
  return sealed(next);
}

/** A frozen copy of `seats` with one seat replaced (the seat is frozen shallowly). */
function replaceSeat(seats: SeatState[], index: number, seat: SeatState): SeatState[] {
  const next = seats.slice();
  next[index] = Object.freeze(seat);
  return Object.freeze(next) as SeatState[];
}

function mutate(d: State, base: State, action: Action): void {
  switch (action.type) {
    case 'roll':
      applyRoll(d, base, action.seat);
      return;
    // The hottest actions: the new seat is built by hand from the plain base and the new seats
    // array is frozen, so Immer drafts only the root and skips the (frozen) new value.
    case 'place': {
      const s = base.seats[action.seat];
      d.seats = replaceSeat(base.seats, action.seat, {
        ...s,
        sheet: withCell(s.sheet as Sheet, action.row, action.col, action.object),
        placed: sealed([
          ...s.placed,
          { req: action.req, row: action.row, col: action.col, object: action.object },
        ]),
      });
      return;
    }
    case 'undo': {
      const s = base.seats[action.seat];
      const last = s.placed[s.placed.length - 1];
      d.seats = replaceSeat(base.seats, action.seat, {
        ...s,
        sheet: withCell(s.sheet as Sheet, last.row, last.col, null),
        placed: sealed(s.placed.slice(0, -1)),
      });
      return;
    }
    case 'done':
      applyDone(d, base, action.seat, action.avenue);
      return;
    case 'choose-avenue': {
      const s = base.seats[action.seat];
      const seats = replaceSeat(base.seats, action.seat, {
        ...s,
        records: sealed([...s.records, makeRecord(base, s.sheet as Sheet, action.avenue, true)]),
      });
      if (allDigital(base, (x) => x === s || x.records.length >= base.round)) closeRound(d, base, seats);
      else d.seats = seats;
      return;
    }
    case 'enter-total': {
      d.seats[action.seat].final = action.total;
      if (base.seats.every((x, i) => x.kind !== 'paper' || i === action.seat || x.final !== null))
        d.phase = 'over';
      return;
    }
  }
}

/** Pure: validates, then returns the next state; throws RuleError and changes nothing when illegal. */
export function apply(state: State, action: Action): State {
  validate(state, action);
  return immer.produce(state, (d) => {
    mutate(d as State, state, action);
  });
}

/** Scores by seat and ranking (ties shared), once the game is over. */
export function outcome(state: State): Outcome | null {
  if (state.phase !== 'over') return null;
  const scores = state.seats.map((s) => s.final ?? 0);
  return {
    scores,
    ranking: rankSeats(
      scores.map((_, i) => i),
      (a, b) => scores[b] - scores[a],
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
