// One's own last move, until the phone is handed on (issue 23 item 10): the game's undoable
// decides; only a move of a seat played on this phone. Also the move taken back, for its seat's
// screen to start from (issue 30), until the log moves on.
import { useMemo, useState } from 'react';
import type { SeatAction } from '../kit/rules';
import { playsHere } from '../kit/seatPlace';
import type { SeatInfo } from '../kit/session';
import type { UndoLast } from '../kit/ui/undoLast';
import type { OpenGame } from '../store/sessions';
import { useSessions } from '../store/sessions';
import { endUndoAt, undoEndedAt } from './undoEnded';

export function useUndoLast(open: OpenGame | null, seatsHere: readonly SeatInfo[] | undefined) {
  const session = open?.session ?? null;
  const lastSeat = session?.actions.at(-1)?.seat ?? -1;
  const canUndo = !!open?.canUndo;
  // one move only: after a take-back, the move before it was handed on long ago; and none once
  // the next person confirmed: both kept on the phone, so a reload offers nothing (issue 33 item 8)
  const [undoneTo, setUndoneTo] = useState<number | null>(null);
  const [takenBack, setTakenBack] = useState<{ action: SeatAction; at: number } | null>(null);
  const moveCount = session?.actions.length ?? 0;
  const sid = session?.id ?? null;
  const ended = useMemo(() => (sid === null ? null : undoEndedAt(sid)), [sid]);
  const undoHere =
    canUndo &&
    undoneTo !== moveCount &&
    ended !== moveCount &&
    !!seatsHere?.[lastSeat] &&
    playsHere(seatsHere[lastSeat]);
  const undoLast = useMemo<UndoLast | null>(
    () =>
      undoHere && sid !== null
        ? {
            seat: lastSeat,
            run: () => {
              const last = useSessions.getState().open?.session.actions.at(-1);
              if (last) setTakenBack({ action: last, at: moveCount - 1 });
              endUndoAt(sid, moveCount - 1);
              setUndoneTo(moveCount - 1);
              useSessions.getState().undo();
            },
            end: () => {
              endUndoAt(sid, moveCount);
              setUndoneTo(moveCount);
            },
          }
        : null,
    [undoHere, lastSeat, moveCount, sid],
  );
  return { undoLast, takenBack: takenBack?.at === moveCount ? takenBack.action : null };
}
