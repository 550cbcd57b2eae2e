// Validation of an action against the plain state (spec §12.5): every refusal is a RuleError.
import { checkTurn, type Turns } from '../../../kit/reducer';
import { RuleError } from '../../../kit/rules';
import {
  lastRoll,
  openSetupColumns,
  placedOf,
  stageComplete,
  unusedBonusTypes,
  buildingDone,
  currentEntries,
} from './requirements';
import { targetColumnsUnchecked } from './build';
import { BONUS_ROUNDS, COLS as SHEET_COLS, isBasic, isBonusRound, isInt, ROWS as SHEET_ROWS } from './sheet';
import type { Action, Roll, SeatState, Sheet, State } from './types';
import { LAST_ROUND, MAX_TOTAL } from './sheet';
import { actors, doneNeedsAvenue } from './turns';

// The sheet's size is declared once in sheet.ts; these are local bindings of it, because
// imported bindings are getters under vite-node, slow in hot loops.
const ROWS = SHEET_ROWS;
const COLS = SHEET_COLS;

// ---------------------------------------------------------------- validation

function fail(code: string, message?: string): never {
  throw new RuleError(code, message);
}

const OBJECTS = new Set<unknown>(['house', 'forest', 'lake', 'square']);
const REQS = new Set<unknown>(['setup', 'build0', 'build1', 'square', 'bonus']);

function validatePlace(state: State, s: SeatState, a: Extract<Action, { type: 'place' }>): void {
  if (!REQS.has(a.req)) fail('wrong-phase', `unknown requirement ${String(a.req)}`);
  if (!isInt(a.row) || a.row < 0 || a.row >= ROWS || !isInt(a.col) || a.col < 1 || a.col > COLS)
    fail('illegal-cell', `row 0–${ROWS - 1} and column 1–${COLS}`);
  if (!OBJECTS.has(a.object)) fail('wrong-type', `unknown object ${String(a.object)}`);
  const sheet = s.sheet as Sheet;
  const taken = sheet[a.row]![a.col - 1] !== null;
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
  if (!isBonusRound(state.round))
    fail('bonus-not-now', `bonus objects come in rounds ${BONUS_ROUNDS.join(', ')}`);
  if (!buildingDone(state, s)) fail('bonus-not-now', 'draw the building objects first');
  if (placedOf(s, 'bonus')) fail('already-placed');
  if (!isBasic(a.object)) fail('wrong-type', 'the bonus object is a house, forest or lake');
  if (!unusedBonusTypes(s).includes(a.object))
    fail('bonus-type-used', `${a.object} was used in an earlier bonus stage`);
  if (taken) fail('cell-taken');
}

/**
 * §12.5 the turn order, declared for the kit (kit/reducer.ts): every seat rolls in a roll phase;
 * digital sheets not yet done place, undo and confirm; they choose an avenue; paper seats enter
 * their totals. The kit refuses the rest.
 */
export const TURNS: Turns<State, Action> = {
  game: 'rolling village',
  before(state, action) {
    if (!action || typeof action !== 'object') fail('bad-action');
    if (state.phase === 'over') fail('game-over');
    const seat = action.seat;
    if (!isInt(seat) || seat < 0 || seat >= state.seats.length) fail('not-your-turn', 'no such seat');
    const s = state.seats[seat]!;
    if (action.type === 'place' && s.kind === 'paper')
      fail('not-your-turn', 'a paper seat places on its paper');
    if (
      action.type === 'undo' &&
      (state.phase === 'setup' || state.phase === 'building') &&
      s.kind === 'digital' &&
      s.done
    )
      fail('nothing-to-undo', 'the stage is confirmed');
  },
  phase: (s) => s.phase,
  actors,
  moves: {
    'setup-roll': ['roll'],
    'building-roll': ['roll'],
    'scoring-roll': ['roll'],
    setup: ['place', 'undo', 'done'],
    building: ['place', 'undo', 'done'],
    'choose-avenue': ['choose-avenue'],
    totals: ['enter-total'],
  },
  wrongPhase: { roll: 'roll-not-due', 'choose-avenue': 'no-avenue-choice', 'enter-total': 'not-your-turn' },
  over: 'game-over',
};

/** Throws the RuleError `apply` would throw; returns normally when the action is legal. */
export function validate(state: State, action: Action): void {
  checkTurn(TURNS, state, action);
  check(state, action);
}

/** The rules' check after the kit's turn order (a seat to act, an action of its phase). */
export function check(state: State, action: Action): void {
  const s = state.seats[action.seat]!; // an actor's seat (the turn order)
  switch (action.type) {
    case 'roll':
      return;
    case 'place':
      validatePlace(state, s, action);
      return;
    case 'undo':
      if (s.placed.length === 0) fail('nothing-to-undo');
      return;
    case 'done': {
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
      if (!isInt(action.avenue) || action.avenue < 0 || action.avenue >= ROWS) fail('bad-avenue');
      return;
    case 'enter-total':
      if (!isInt(action.total) || action.total < 0 || action.total > MAX_TOTAL)
        fail('bad-total', `a total is an integer 0–${MAX_TOTAL}`);
      if (action.rounds !== undefined) {
        const r = action.rounds as unknown;
        // §12.3: 9 rounds of at most 30 each; the rest of the total is the squares (at most 9 × 10)
        if (!Array.isArray(r) || r.length !== LAST_ROUND || !r.every((x) => isInt(x) && x >= 0 && x <= 30))
          fail('bad-total', `the rounds are ${LAST_ROUND} integers 0–30`);
        const sum = (r as number[]).reduce((a, b) => a + b, 0);
        if (sum > action.total || action.total - sum > LAST_ROUND * 10)
          fail('bad-total', 'the total is the rounds plus the squares (0–90)');
      }
      return;
    default:
      fail('bad-action', `unknown action ${String((action as { type?: unknown }).type)}`);
  }
}
