// One seat's turn, after its handoff: the maze, the seats, the hand and the choices. What the
// person has picked lives in a pure reducer (turnChoice.ts) over the seat's own view; the
// pieces below only render it. Every choice offered is legal; anything else shows why not.
import { useReducer, useState } from 'react';
import type { RuleError, SeatAction } from '../../../kit/rules';
import type { SeatInfo } from '../../../kit/session';
import { usePrivateScreen } from '../../../kit/privacy';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import type { Action, View } from '../rules/types';
import { SinceYourTurn } from './LogParts';
import { PassConfirm } from './PassConfirm';
import { RolePanel } from './RolePanel';
import { useSabHelp } from './cardHelp';
import { SeatsPanel } from './SeatsPanel';
import { TurnBar } from './TurnBar';
import { TurnControls } from './TurnControls';
import { TurnMaze } from './TurnMaze';
import { TurnNotices } from './TurnNotices';
import { refusedReason } from './TurnParts';
import { EMPTY_CHOICE, passAction, reduceTurn, type TurnEvent } from './turnChoice';

export function TurnScreen({
  view,
  seats,
  dispatch,
  header,
  full = false,
  onFull,
  lesson,
}: {
  view: View;
  seats: SeatInfo[];
  dispatch(a: SeatAction): RuleError | null;
  header: React.ReactNode;
  /** the full-screen board, kept by the caller from one turn to the next */
  full?: boolean;
  onFull?(full: boolean): void;
  /** a first game's lesson for this seat (issue 34) */
  lesson?: React.ReactNode;
}) {
  usePrivateScreen();
  const help = useSabHelp();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const me = view.me!;
  const [choice, send] = useReducer(
    (c: typeof EMPTY_CHOICE, e: TurnEvent) => reduceTurn(view, c, e),
    EMPTY_CHOICE,
  );
  const [showRole, setShowRole] = useState(false);
  const [confirmPass, setConfirmPass] = useState(false);

  const submit = (a: Action | null) => {
    if (!a) return;
    const err = dispatch(a);
    if (err) send({ type: 'refused', why: refusedReason(err) });
  };

  return (
    <div className="sab-screen sab-turn" data-mode={choice.mode} data-board={full ? 'full' : 'normal'}>
      {!full && header}
      {!full && (
        <TurnBar
          seat={me.seat}
          seats={seats}
          headingRef={heading}
          showRole={showRole}
          onToggleRole={() => setShowRole((v) => !v)}
        />
      )}
      {!full && showRole && <RolePanel me={me} seats={seats} onRoleHelp={help.role} />}
      {!full && <TurnNotices view={view} seats={seats} />}
      {!full && lesson}
      {!full && <SinceYourTurn view={view} seats={seats} />}
      {!full && (
        <SeatsPanel view={view} seats={seats} highlight={me.seat} since={view.sinceMarks?.seats ?? []} />
      )}
      <TurnMaze view={view} choice={choice} send={send} onCardHelp={help.card} full={full} onFull={onFull} />
      <TurnControls
        {...{ view, seats, choice, send }}
        onConfirm={submit}
        onPass={() => setConfirmPass(true)}
        compact={full}
        hold={help.hold}
      />
      {help.dialog}
      <PassConfirm
        open={confirmPass}
        view={view}
        choice={choice}
        onPass={() => {
          setConfirmPass(false);
          submit(passAction(view, choice));
        }}
        onCancel={() => setConfirmPass(false)}
      />
    </div>
  );
}
