// The game log (public: every sheet is public in Rolling Village): the rolls, what each digital
// sheet drew and scored in each round (known once the round's score is recorded: the record
// keeps the sheet as it stood), round ends, paper players' totals and the end of the game.
import type { ObjectType, RollKind, State } from './types';

export type LogEvent =
  | { type: 'roll'; round: number; kind: RollKind; dice: [number, number]; seat: number }
  /** a sheet's scored round: the objects it drew since its previous record, the avenue and points */
  | {
      type: 'sheet';
      round: number;
      seat: number;
      wrote: ObjectType[];
      avenue: number;
      chosen: boolean;
      score: number;
    }
  | { type: 'round-end'; round: number }
  | { type: 'paper-total'; round: number; seat: number; total: number }
  | { type: 'game-over'; round: number };

const OBJECT_OF: Record<string, ObjectType> = { H: 'house', F: 'forest', L: 'lake', S: 'square' };
const ORDER: readonly ObjectType[] = ['house', 'forest', 'lake', 'square'];

/** What appeared on a sheet between two snapshots, by type (house, forest, lake, square). */
function drawn(before: string, after: string): ObjectType[] {
  const out: ObjectType[] = [];
  for (let i = 0; i < after.length; i++) {
    const o = OBJECT_OF[after.charAt(i)];
    if (o && before[i] !== after[i]) out.push(o);
  }
  return out.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}

/** The whole public log, oldest first; cheap (at most 19 rolls and 9 records per sheet). */
export function gameLog(state: State): LogEvent[] {
  const out: LogEvent[] = [];
  const rounds = state.rolls.at(-1)?.round ?? 0;
  let next = 0;
  for (let round = 0; round <= rounds; round++) {
    while (next < state.rolls.length && state.rolls[next]!.round === round) {
      const r = state.rolls[next++]!;
      out.push({ type: 'roll', round, kind: r.kind, dice: [r.dice[0], r.dice[1]], seat: r.seat });
    }
    if (round === 0) continue;
    let recorded = false;
    state.seats.forEach((s, seat) => {
      const k = s.records.findIndex((rec) => rec.round === round);
      if (k < 0) return;
      const rec = s.records[k]!; // found just above
      const before = k > 0 ? s.records[k - 1]!.snapshot : '';
      out.push({
        type: 'sheet',
        round,
        seat,
        wrote: drawn(before, rec.snapshot),
        avenue: rec.avenue,
        chosen: rec.chosen,
        score: rec.score,
      });
      recorded = true;
    });
    const closed = state.round > round || state.phase === 'totals' || state.phase === 'over';
    if (closed && (recorded || state.seats.every((s) => s.kind === 'paper')))
      out.push({ type: 'round-end', round });
  }
  state.seats.forEach((s, seat) => {
    if (s.kind === 'paper' && s.final !== null)
      out.push({ type: 'paper-total', round: rounds, seat, total: s.final });
  });
  if (state.phase === 'over') out.push({ type: 'game-over', round: rounds });
  return out;
}
