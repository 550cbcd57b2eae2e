// One seat's turn, after its handoff: the maze, the seats, the hand and the choices. What the
// person has picked lives in a pure reducer (turnChoice.ts) over the seat's own view; the
// pieces below only render it. Every choice offered is legal; anything else shows why not.
import { useReducer, useState } from 'react';
import type { RuleError, SeatAction } from '../../../kit/rules';
import type { SeatInfo } from '../../../kit/session';
import { usePrivateScreen } from '../../../kit/privacy';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import type { Action, View } from '../rules/types';
import { candidateCells, cellTargets, justRevealed, lastPlaced, placementSpots } from './choices';
import { SinceYourTurn } from './LogParts';
import { Maze } from './Maze';
import { RolePanel } from './RolePanel';
import { useSabHelp } from './cardHelp';
import { SeatsPanel } from './SeatsPanel';
import { useSabT, type SabKey } from './strings';
import { HandList, TurnChoices, TurnHint } from './TurnControls';
import { refusedReason } from './TurnParts';
import {
  chosenCard,
  chosenUse,
  EMPTY_CHOICE,
  passAction,
  passIds,
  reduceTurn,
  type TurnEvent,
} from './turnChoice';

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
  const t = useSabT();
  const help = useSabHelp();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const me = view.me!;
  const [choice, send] = useReducer(
    (c: typeof EMPTY_CHOICE, e: TurnEvent) => reduceTurn(view, c, e),
    EMPTY_CHOICE,
  );
  const [showRole, setShowRole] = useState(false);
  const [confirmPass, setConfirmPass] = useState(false);

  const card = chosenCard(view, choice);
  const use = chosenUse(view, choice);
  const play = choice.mode === 'play';
  const allSpots = card && use === 'path' ? placementSpots(view, card) : [];
  const spotsNow = allSpots.filter((s) => s.rotated === choice.rotated);
  const spotsOther = allSpots.filter((s) => s.rotated !== choice.rotated);
  const targets = card && (use === 'rockfall' || use === 'map') ? cellTargets(view, card) : [];
  const ghost =
    play && card && use === 'path' && choice.spot ? { ...choice.spot, card, rotated: choice.rotated } : null;

  const submit = (a: Action | null) => {
    if (!a) return;
    const err = dispatch(a);
    if (err) send({ type: 'refused', why: refusedReason(err) });
  };

  const notices = me.privateLog
    .filter(
      (e) =>
        e.round === view.round && (e.type === 'new-role' || e.type === 'swap-hand') && e.bySeat !== me.seat,
    )
    .map((e) =>
      e.type === 'new-role'
        ? t('noticeNewRole', { name: seats[e.bySeat]?.name ?? '', role: t(`role-${e.role}` as SabKey) })
        : t('noticeSwapHand', { name: seats[e.type === 'swap-hand' ? e.bySeat : 0]?.name ?? '' }),
    );

  return (
    <div className="sab-screen sab-turn" data-mode={choice.mode} data-board={full ? 'full' : 'normal'}>
      {!full && header}
      {!full && (
        <div className="sab-turn-bar">
          <h2 className="sab-turn-who" tabIndex={-1} ref={heading}>
            <SeatBadge seat={seats[me.seat]!} size={28} />
            <span>{t('turnOf', { name: seats[me.seat]?.name ?? '' })}</span>
          </h2>
          <button
            type="button"
            className="btn sab-role-btn"
            aria-expanded={showRole}
            onClick={() => setShowRole((v) => !v)}
          >
            {showRole ? t('hideRole') : t('showRole')}
          </button>
        </div>
      )}
      {!full && showRole && <RolePanel me={me} seats={seats} onRoleHelp={help.role} />}
      {!full &&
        notices.map((n, i) => (
          <p key={i} className="banner sab-notice" role="note">
            {n}
          </p>
        ))}
      {!full && lesson}
      {!full && <SinceYourTurn view={view} seats={seats} />}
      {!full && (
        <SeatsPanel view={view} seats={seats} highlight={me.seat} since={view.sinceMarks?.seats ?? []} />
      )}
      <Maze
        placed={view.maze.placed}
        goals={view.maze.goals.map((g) => ({ ...g, peek: g.revealed ? null : g.gold }))}
        spots={play ? spotsNow : []}
        otherWay={play ? spotsOther : []}
        candidates={play && card && use === 'path' && allSpots.length ? candidateCells(view, card) : []}
        targets={play ? targets : []}
        ghost={ghost}
        chosen={use === 'rockfall' || use === 'map' ? choice.spot : null}
        onCell={(x, y) => send({ type: 'cell', x, y })}
        onCardHelp={help.card}
        fitKey={`${view.round}:${card ?? ''}:${choice.rotated}`}
        focus={spotsNow.length ? spotsNow : allSpots.length ? allSpots : targets.length ? targets : undefined}
        recent={lastPlaced(view)}
        since={view.sinceMarks}
        flipped={justRevealed(view)}
        full={full}
        onFull={onFull}
      />
      <div className="sab-bottom" data-lesson-target="hand">
        <TurnHint view={view} choice={choice} />
        <TurnChoices
          view={view}
          seats={seats}
          choice={choice}
          send={send}
          onConfirm={submit}
          onPass={() => setConfirmPass(true)}
        />
        <HandList
          view={view}
          choice={choice}
          onCard={(index) => send({ type: 'card', index })}
          compact={full}
          hold={help.hold}
        />
      </div>
      {help.dialog}
      <ConfirmDialog
        open={confirmPass}
        message={t('confirmPass', { count: passIds(view, choice).length })}
        confirmLabel={t('passMany', { count: passIds(view, choice).length })}
        onConfirm={() => {
          setConfirmPass(false);
          submit(passAction(view, choice));
        }}
        onCancel={() => setConfirmPass(false)}
      />
    </div>
  );
}
