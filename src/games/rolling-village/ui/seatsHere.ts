// Which seats this phone plays (issue 14, several phones): on a multi-phone table the shell
// marks the seats of other phones as played elsewhere, and the screen shows and acts only for
// this phone's own sheets. On one phone every seat plays here.
import { playsHere } from '../../../kit/seatPlace';
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules';

/** the seats played on this phone, in seat order */
export function seatsHere(seats: readonly Pick<SeatInfo, 'who' | 'where'>[]): number[] {
  return seats.flatMap((s, i) => (playsHere(s) ? [i] : []));
}

/** The next sheet after `from`, in seat order, that this phone plays and that still has something to do. */
export function nextSheetHere(view: View, from: number, here: readonly number[]): number | null {
  const n = view.sheets.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    const s = view.sheets[i];
    if (s && here.includes(i) && s.step !== 'wait' && s.step !== 'finished') return i;
  }
  return null;
}

/** The seat of this phone that takes the due roll (any seat may roll, spec §12.5), or null. */
export function rollerHere(actors: readonly number[], here: readonly number[]): number | null {
  return actors.find((s) => here.includes(s)) ?? null;
}
