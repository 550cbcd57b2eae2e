// Issue 33 item 8: the right to take back one's last move ends when the next person confirms
// their handoff, or when the move before it is reached by a take-back. The move count where it
// ended is kept on this phone (localStorage, per game), so a reload never offers it again and
// take-backs never chain through reloads. Storage that is blocked keeps it for this page only.
// Kept under the game's own key (kit/gameLocal.ts), so it leaves with its game.
import { gameLocalKey } from '../kit/gameLocal';

const key = (id: string) => gameLocalKey('pocket-table:undo-ended', id);
const here = new Map<string, number>();

/** The number of moves at which the take-back of this game ended, or null. */
export function undoEndedAt(id: string): number | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(key(id));
  } catch {
    // blocked: this page's memory only
  }
  const n = text === null ? NaN : Number(text);
  if (Number.isInteger(n) && n >= 0) return n;
  return here.get(id) ?? null;
}

/** Ends the take-back of the game's log at `moves` moves. */
export function endUndoAt(id: string, moves: number): void {
  here.set(id, moves);
  try {
    localStorage.setItem(key(id), String(moves));
  } catch {
    // blocked: kept in memory for this page
  }
}
