// How the table is laid out on a narrow phone: the ring of villages cut open into a column.
// Each front (two facing cards) sits between the two villages it joins, so who faces whom is
// read top to bottom; the front that closes the ring (last seat's right card against the first
// seat's left card) is drawn above the first village and marked as wrapping round. Pure.
import type { Mode, Side } from '../rules/types';

export interface FrontEnd {
  seat: number;
  side: Side;
}

export type TableRow =
  { kind: 'village'; seat: number } | { kind: 'front'; upper: FrontEnd; lower: FrontEnd; wrap: boolean };

export function tableRows(mode: Mode, players: number): TableRow[] {
  if (mode === 'duel') {
    return [
      { kind: 'village', seat: 0 },
      { kind: 'front', upper: { seat: 0, side: 'front' }, lower: { seat: 1, side: 'front' }, wrap: false },
      { kind: 'village', seat: 1 },
    ];
  }
  const rows: TableRow[] = [];
  const n = players;
  rows.push({
    kind: 'front',
    upper: { seat: n - 1, side: 'right' },
    lower: { seat: 0, side: 'left' },
    wrap: true,
  });
  for (let s = 0; s < n; s++) {
    rows.push({ kind: 'village', seat: s });
    if (s < n - 1)
      rows.push({
        kind: 'front',
        upper: { seat: s, side: 'right' },
        lower: { seat: s + 1, side: 'left' },
        wrap: false,
      });
  }
  return rows;
}
