// Taking back one's own last move (issue 23 item 10, BGA's undo policy): the host says when the
// log's last action may be undone (the game's `undoable`, a person's move on this phone) and by
// whom; the next person's handoff offers it, so it is gone once the phone is handed on.
import { createContext } from 'react';

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
