// Whose screen is up: the public playback or end before anybody's turn, else the pass-and-play
// flow of the seats' private screens (a plan, a buy, a Bard owner's peek owed during the playback).
import { useMemo, useRef, useState } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { usePassAndPlay } from '../../../kit/ui/passAndPlay';
import { playsHere } from '../../../kit/seatPlace';
import type { View } from '../rules/types';
import { type PlaybackState, usePlayback } from './usePlayback';

export type TurnData = 'plan' | 'buy' | 'peek';
type PublicScreen = 'playback' | 'over' | 'waiting';

/** The public screen that comes before any person's turn, or null when a seat is to act. */
function publicScreen(table: View, pb: { pending: boolean; atEnd: boolean }): PublicScreen | null {
  if (table.phase === 'buy') return pb.atEnd && table.toAct.length > 0 ? null : 'playback';
  if (pb.pending) return 'playback';
  if (table.phase === 'over') return 'over';
  return null;
}

export interface TurnFlow {
  /** per seat: a person plays it on this phone */
  humans: boolean[];
  pb: PlaybackState;
  /** the public screen before anybody's turn, or null */
  screen: PublicScreen | null;
  flow: ReturnType<typeof usePassAndPlay<TurnData>>;
  /** a Bard owner asks for their private peek */
  askPeek(seat: number): void;
  /** the peek is over */
  peekDone(): void;
}

export function useTurnFlow(sessionId: string, table: View, seats: SeatInfo[]): TurnFlow {
  const humans = useMemo(() => seats.map(playsHere), [seats]);
  // a Bard owner's private peek during the playback: owed until its Done; numbered so a second
  // peek by the same seat gets its own handoff
  const [peek, setPeek] = useState<{ seat: number; n: number } | null>(null);
  // the peeks asked for so far: a peek's key is never one already acknowledged (after a peek's
  // Done `peek` is null, so counting from it gave the same key again and the next ask did nothing)
  const peeks = useRef(0);
  const pb = usePlayback(sessionId, table);
  const screen = publicScreen(table, pb);
  const turnSeat =
    screen === null
      ? table.phase === 'buy'
        ? table.toAct[0]
        : table.toAct.find((s) => humans[s])
      : undefined;
  const flow = usePassAndPlay<TurnData>({
    seats,
    owed: peek ? [{ key: `peek:${peek.n}`, seat: peek.seat, data: 'peek' }] : [],
    turn:
      turnSeat !== undefined && humans[turnSeat]
        ? {
            key: `${table.phase}:${turnSeat}:${table.round}`,
            seat: turnSeat,
            data: table.phase === 'buy' ? 'buy' : 'plan',
            // a buy from the face-up market is public (village-pillage.md §11): no handoff, the
            // table sees it (issue 23 item 7); a plan is private
            direct: table.phase === 'buy',
          }
        : null,
  });
  return {
    humans,
    pb,
    screen,
    flow,
    askPeek: (seat) => setPeek({ seat, n: ++peeks.current }),
    peekDone: () => {
      flow.done();
      setPeek(null);
    },
  };
}
