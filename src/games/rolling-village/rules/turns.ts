// Who acts and what they may do (spec §4–§9): the roll due, the seats that must act, legal actions.
import { slotOf } from './dice';
import { cellsFor, lastRoll, openRequirements, stageComplete } from './requirements';
import type { Action, Phase, Roll, State } from './types';

import { isChoiceSum, MAX_TOTAL, ROWS } from './sheet';

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
  const s = state.seats[seat]!; // seatMustAct found it
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
  return isChoiceSum(roll.dice[0] + roll.dice[1]);
}
