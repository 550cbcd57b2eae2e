// The sheets this phone shows, and which one is shown. Several phones (issue 14): this phone shows
// and fills only the sheets it plays; with no digital sheet the screen is dice-only. The shown
// sheet stays put until someone picks another (or taps "next sheet"): the phone is being passed
// around, so the screen never jumps to another sheet on its own. At first, and when the picked
// one is no longer this phone's, it is the first sheet to act.
import { useState } from 'react';
import type { SeatInfo } from '../../../kit/session';
import type { SheetView, View } from '../rules';
import { rollerHere, seatsHere } from './seatsHere';

export interface SheetsHere {
  /** no digital sheet: the table plays on paper */
  diceOnly: boolean;
  /** the seats this phone plays */
  here: number[];
  /** their digital sheets */
  mine: number[];
  /** the seat of this phone that takes the due roll, or null */
  roller: number | null;
  /** the seat whose sheet is shown, and its sheet; null without one */
  seat: number | null;
  sheet: SheetView | null;
  pick(seat: number): void;
}

export function useShownSheet(view: View, seats: readonly SeatInfo[]): SheetsHere {
  const digital = view.sheets.map((s, i) => (s ? i : -1)).filter((i) => i >= 0);
  const here = seatsHere(seats);
  const mine = digital.filter((i) => here.includes(i));
  const [seatChoice, setSeatChoice] = useState<number | null>(
    () => mine.find((i) => view.actors.includes(i)) ?? mine[0] ?? null,
  );
  const seat =
    seatChoice !== null && mine.includes(seatChoice)
      ? seatChoice
      : (mine.find((i) => view.actors.includes(i)) ?? mine[0] ?? null);
  return {
    diceOnly: digital.length === 0,
    here,
    mine,
    roller: rollerHere(view.actors, here),
    seat,
    sheet: seat !== null ? (view.sheets[seat] ?? null) : null,
    pick: setSeatChoice,
  };
}
