// Taking back one's own last move (issue 23 item 10, BGA's undo policy): the host says when the
// log's last action may be undone (the game's `undoable`, a person's move on this phone) and by
// whom; the next person's handoff offers it, so it is gone once the phone is handed on.
import { createContext } from 'react';
import type { SeatAction } from '../rules';

export interface UndoLast {
  /** the seat whose move it was */
  seat: number;
  /** drops that move from the log */
  run(): void;
  /** the next person confirmed their handoff: the right to take the move back has ended, for
   *  good (issue 33 item 8: the host keeps it ended across reloads) */
  end?(): void;
}

export const UndoContext = createContext<UndoLast | null>(null);

/**
 * The move just taken back on this phone, until that seat moves again (issue 30): its screen
 * starts from it (a Village Pillage plan comes back with both cards in their slots), not empty.
 */
export const TakenBackContext = createContext<SeatAction | null>(null);
