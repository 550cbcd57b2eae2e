// What the UI renders (spec §12.6, §12.7, §13). Sheets are not secret: every view shows every
// sheet, record and roll made; the seat's own view adds what it must do next. No view shows a
// roll that has not been made.
import { GAME_ID } from '../facts';
import { buildStageUnchecked } from './build';
import { doneNeedsAvenue, dueRoll, actors, outcome, seatMustAct } from './engine';
import { encodeGameCode } from './gameCode';
import { gameLog } from './log';
import { cellsFor, lastRoll, openRequirements, stageComplete, buildingDone } from './requirements';
import { avenueBreakdown, scoreSquaresUnchecked, squareDetails } from './scoring';
import { isBonusRound, isChoiceSum, LAST_ROUND, rowOfSum, ROWS, snapshotToSheet } from './sheet';
import type {
  AvenueBreakdownView,
  Roll,
  RollView,
  RoundPointsView,
  RoundRecord,
  RoundSummaryView,
  SeatState,
  SeatStatus,
  SheetStep,
  SheetView,
  Stage,
  State,
  StoredRecord,
  TodoView,
  View,
} from './types';

export function rollView(state: State, roll: Roll): RollView {
  const [a, b] = roll.dice;
  const sum = a + b;
  const picks =
    roll.kind === 'scoring' || (roll.kind === 'building' && state.config.options.scoringRoll === 'building');
  return {
    ...roll,
    dice: [a, b],
    sum,
    double: a === b,
    setupColumns: roll.kind === 'setup' ? [a, b] : [],
    objects: roll.kind === 'building' ? buildStageUnchecked(a, b) : [],
    square: roll.kind === 'building' && a === b,
    avenue: picks ? rowOfSum(sum) : null,
    avenueChoice: picks && isChoiceSum(sum),
  };
}

export function stageOf(state: State): Stage {
  switch (state.phase) {
    case 'setup-roll':
    case 'setup':
      return 'setup';
    case 'building-roll':
      return 'building';
    case 'building': {
      if (!isBonusRound(state.round)) return 'building';
      const pending = state.seats.filter((s) => s.kind === 'digital' && !s.done);
      return pending.length > 0 && pending.every((s) => buildingDone(state, s)) ? 'bonus' : 'building';
    }
    case 'scoring-roll':
    case 'choose-avenue':
      return 'scoring';
    default:
      return 'over';
  }
}

function sheetStep(state: State, s: SeatState): SheetStep {
  switch (state.phase) {
    case 'totals':
    case 'over':
      return 'finished';
    case 'setup':
    case 'building':
      if (s.done) return 'wait';
      return stageComplete(state, s) ? 'confirm' : 'place';
    case 'choose-avenue':
      return s.records.length < state.round ? 'choose-avenue' : 'wait';
    default:
      return 'wait';
  }
}

/** A stored record as the UI shows it: the stored scoring groups, plus the sheet and the other groups as they were then. */
function expandRecord(r: StoredRecord): RoundRecord {
  const sheet = snapshotToSheet(r.snapshot);
  const then = avenueBreakdown(sheet, r.avenue);
  return {
    round: r.round,
    buildingDice: [r.buildingDice[0], r.buildingDice[1]],
    scoringDice: r.scoringDice ? [r.scoringDice[0], r.scoringDice[1]] : null,
    avenue: r.avenue,
    chosen: r.chosen,
    score: r.score,
    groups: JSON.parse(JSON.stringify(r.groups)),
    otherGroups: then.otherGroups,
    sheet,
  };
}

/** Stored records are never changed once made: each is expanded once, not for every view (a third of
 *  a 12-sheet game's view time went here). Views share the expansion; nothing changes a view. */
const expanded = new WeakMap<StoredRecord, RoundRecord>();
function expandedRecord(r: StoredRecord): RoundRecord {
  let e = expanded.get(r);
  if (!e) expanded.set(r, (e = expandRecord(r)));
  return e;
}

function sheetView(state: State, seat: number): SheetView | null {
  const s = state.seats[seat];
  if (!s || s.kind !== 'digital' || !s.sheet) return null;
  const sheet = s.sheet;
  const step = sheetStep(state, s);
  const todo: TodoView[] = openRequirements(state, s).map((o) => ({
    req: o.req,
    types: o.types.slice(),
    rolledColumn: o.rolledColumn,
    columns: o.columns.slice(),
    fallback: o.rolledColumn !== null && !o.columns.includes(o.rolledColumn),
    cells: cellsFor(s, o),
    available: o.available,
  }));
  const confirmNeedsAvenue = !s.done && doneNeedsAvenue(state);
  const roundScores: (number | null)[] = [];
  for (let r = 1; r <= LAST_ROUND; r++) roundScores.push(s.records.find((x) => x.round === r)?.score ?? null);
  let preview: SheetView['preview'] = null;
  if (state.phase === 'building' && state.config.options.scoringRoll === 'building') {
    const roll = lastRoll(state, 'building');
    const row = roll ? rowOfSum(roll.dice[0] + roll.dice[1]) : null;
    if (row !== null && s.records.length < state.round) {
      const b = avenueBreakdown(sheet, row);
      preview = { avenue: row, score: b.score, groups: b.groups };
    }
  }
  const mustChoose =
    step === 'choose-avenue' || (confirmNeedsAvenue && (step === 'confirm' || step === 'place'));
  // the breakdown of every avenue, so the screen can light up the one the player is looking at
  const avenueBreakdowns: AvenueBreakdownView[] | null = mustChoose
    ? Array.from({ length: ROWS }, (_, r) => avenueBreakdown(sheet, r))
    : null;
  const avenueScores = avenueBreakdowns ? avenueBreakdowns.map((b) => b.score) : null;
  let bestAvenue: number | null = null;
  if (avenueScores) {
    bestAvenue = 0;
    // one score per avenue 0–4
    for (let r = 1; r < ROWS; r++) if (avenueScores[r]! > avenueScores[bestAvenue]!) bestAvenue = r;
  }
  const squares = squareDetails(sheet);
  const squaresTotal = scoreSquaresUnchecked(sheet);
  let roundsTotal = 0;
  for (const r of s.records) roundsTotal += r.score;
  return {
    seat,
    name: state.config.seats[seat]!.name, // one config seat per seat
    cells: sheet.map((row) => row.slice()),
    step,
    todo,
    placed: s.placed.map((p) => ({ ...p })),
    canUndo: !s.done && s.placed.length > 0 && (state.phase === 'setup' || state.phase === 'building'),
    canConfirm: step === 'confirm',
    confirmNeedsAvenue,
    usedBonus: s.usedBonus.slice(),
    roundScores,
    records: s.records.map(expandedRecord),
    preview,
    avenueScores,
    avenueBreakdowns,
    bestAvenue,
    nextToAct: null,
    squares,
    squaresTotal,
    roundsTotal,
    final: s.kind === 'digital' ? s.final : null,
  };
}

/** Fills each sheet's `nextToAct`: the next sheet after it, in seat order, that still has to place, confirm or choose. */
function withNextToAct(sheets: (SheetView | null)[]): (SheetView | null)[] {
  const busy = (x: SheetView | null | undefined) => !!x && x.step !== 'wait' && x.step !== 'finished';
  const n = sheets.length;
  for (let from = 0; from < n; from++) {
    const own = sheets[from];
    if (!own) continue;
    for (let k = 1; k <= n; k++) {
      const i = (from + k) % n;
      if (busy(sheets[i])) {
        own.nextToAct = i;
        break;
      }
    }
  }
  return sheets;
}

/** Where a seat is with the current roll (see SeatStatus): «done» only after it did what the roll asks. */
function seatStatus(state: State, s: SeatState, toAct: boolean): SeatStatus {
  switch (state.phase) {
    case 'setup-roll':
    case 'building-roll':
      return 'waiting';
    case 'scoring-roll':
      return s.kind === 'digital' ? 'done' : 'waiting';
    case 'setup':
    case 'building':
    case 'choose-avenue':
      return s.kind !== 'digital' ? 'waiting' : toAct ? 'to-act' : 'done';
    case 'totals':
      return s.kind === 'paper' && toAct ? 'to-act' : 'done';
    default:
      return 'done';
  }
}

function currentRoll(state: State, kind: Roll['kind']): RollView | null {
  const r = lastRoll(state, kind);
  return r ? rollView(state, r) : null;
}

/**
 * The round every digital sheet has just scored, until the next building roll, and the last
 * round while paper totals are entered (issue 23 item 7). Once over, the results' table of
 * rounds says it.
 */
function roundSummary(state: State): RoundSummaryView | null {
  const round = state.phase === 'building-roll' ? state.round - 1 : state.phase === 'totals' ? LAST_ROUND : 0;
  if (round < 1) return null;
  const lines: RoundPointsView[] = [];
  state.seats.forEach((s, seat) => {
    const record = s.kind === 'digital' ? s.records.find((r) => r.round === round) : undefined;
    if (record)
      lines.push({
        seat,
        name: state.config.seats[seat]!.name, // one config seat per seat
        avenue: record.avenue,
        chosen: record.chosen,
        points: record.score,
        best: false,
      });
  });
  const top = Math.max(...lines.map((l) => l.points));
  if (lines.length > 1) for (const l of lines) l.best = l.points === top;
  return lines.length > 0 ? { round, lines } : null;
}

export function view(state: State, viewer: number | null): View {
  const act = actors(state);
  const buildingRoll = state.round > 0 ? currentRoll(state, 'building') : null;
  const scoringRoll = state.round > 0 ? currentRoll(state, 'scoring') : null;
  const roll = state.round === 0 ? currentRoll(state, 'setup') : (scoringRoll ?? buildingRoll);
  const over = state.phase === 'over';
  const out = over ? outcome(state) : null;
  let you: View['you'] = null;
  if (viewer !== null && viewer >= 0 && viewer < state.seats.length) {
    const s = state.seats[viewer]!; // range-checked just above
    const toAct = seatMustAct(state, viewer);
    const due = dueRoll(state) !== null;
    you = {
      seat: viewer,
      kind: s.kind,
      toAct,
      step: due
        ? 'roll'
        : state.phase === 'totals' && s.kind === 'paper' && toAct
          ? 'enter-total'
          : s.kind === 'digital'
            ? sheetStep(state, s)
            : null,
    };
  }
  return {
    gameId: GAME_ID,
    viewer: you ? viewer : null,
    code: viewer === null ? encodeGameCode({ seed: state.seed, options: state.config.options }) : null,
    options: { ...state.config.options },
    shared: state.shared === true,
    round: state.round,
    stage: stageOf(state),
    phase: state.phase,
    bonusRound: isBonusRound(state.round),
    due: dueRoll(state),
    roll,
    buildingRoll,
    scoringRoll,
    rolls: state.rolls.map((r) => ({ ...r, dice: [r.dice[0], r.dice[1]] })),
    lastRoll: state.rolls.length ? rollView(state, state.rolls[state.rolls.length - 1]!) : null,
    seats: state.config.seats.map((c, i) => ({
      seat: i,
      name: c.name,
      kind: c.kind,
      toAct: act.includes(i),
      // one seat per config seat
      status: seatStatus(state, state.seats[i]!, act.includes(i)),
      total: state.seats[i]!.final,
    })),
    actors: act,
    sheets: withNextToAct(state.seats.map((_, i) => sheetView(state, i))),
    you,
    totals: over ? (out?.scores ?? null) : null,
    ranking: over ? (out?.ranking ?? null) : null,
    roundSummary: roundSummary(state),
    log: gameLog(state),
  };
}
