// How the table is laid out on a narrow phone: the ring of villages cut open into a column.
// Each front (two facing cards, from the view) sits between the two villages it joins, so who
// faces whom is read top to bottom; the front that closes the ring (its first seat after its
// second) is drawn above the first village and marked as wrapping round. Pure.
import type { FrontEnd } from '../rules/types';

export type { FrontEnd };

type TableRow =
  { kind: 'village'; seat: number } | { kind: 'front'; upper: FrontEnd; lower: FrontEnd; wrap: boolean };

export function tableRows(fronts: readonly (readonly [FrontEnd, FrontEnd])[], players: number): TableRow[] {
  const rows: TableRow[] = [];
  for (const [upper, lower] of fronts)
    if (upper.seat > lower.seat) rows.push({ kind: 'front', upper, lower, wrap: true });
  for (let s = 0; s < players; s++) {
    rows.push({ kind: 'village', seat: s });
    for (const [upper, lower] of fronts)
      if (upper.seat === s && lower.seat > s) rows.push({ kind: 'front', upper, lower, wrap: false });
  }
  return rows;
}
