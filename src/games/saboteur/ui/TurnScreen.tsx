// One seat's turn, after its handoff: the maze, the seats, the hand and the choices. Every
// choice offered is legal (computed by choices.ts from this seat's view); anything else shows
// why not. Nothing here decides a rule.
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/useT';
import type { RuleError, SeatAction } from '../../../kit/rules';
import type { SeatInfo } from '../../../kit/session';
import { usePrivateScreen } from '../../../kit/privacy';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { Action, ActionCardId, FrontCardId, View } from '../rules/types';
import { CardImage } from './CardArt';
import {
  canHeal,
  candidateCells,
  cardUse,
  idsAt,
  cellTargets as cellTargetsOf,
  lastPlaced,
  passLimits,
  placeBlock,
  placementSpots,
  seatTargets,
  spotReason,
  type SeatTarget,
} from './choices';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { SinceYourTurn } from './LogParts';
import { Maze } from './Maze';
import { RolePanel } from './RolePanel';
import { SeatsPanel } from './SeatsPanel';
import { useSabT, type SabKey } from './strings';
import { SeatTargetList, whyText, refusedReason } from './TurnParts';
import { cardName, goalPos } from './words';

type Mode = 'play' | 'pass' | 'heal';

export function TurnScreen({
  view,
  seats,
  dispatch,
  header,
}: {
  view: View;
  seats: SeatInfo[];
  dispatch(a: SeatAction): RuleError | null;
  header: React.ReactNode;
}) {
  usePrivateScreen();
  const t = useSabT();
  const shell = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const me = view.me!;
  const hand = me.hand;
  const [mode, setMode] = useState<Mode>('play');
  const [selected, setSelected] = useState<number | null>(null);
  const [rotated, setRotated] = useState(false);
  const [spot, setSpot] = useState<{ x: number; y: number } | null>(null);
  const [target, setTarget] = useState<SeatTarget | null>(null);
  const [multi, setMulti] = useState<number[]>([]);
  const [remove, setRemove] = useState<FrontCardId | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [showRole, setShowRole] = useState(false);
  const [confirmPass, setConfirmPass] = useState(false);
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };

  const card = selected !== null ? hand[selected] : null;
  const use = card ? cardUse(view, card) : null;
  const allSpots = useMemo(
    () => (card && use === 'path' ? placementSpots(view, card) : []),
    [view, card, use],
  );
  const spotsNow = allSpots.filter((s) => s.rotated === rotated);
  const spotsOther = allSpots.filter((s) => s.rotated !== rotated);
  const block = placeBlock(view);
  const targets = card && (use === 'seat' || use === 'self') ? seatTargets(view, card as ActionCardId) : [];
  const cellTargets = card && (use === 'rockfall' || use === 'map') ? cellTargetsOf(view, card) : [];
  const limits = passLimits(view);
  const deluxe = view.config.mode === 'deluxe';
  const myFront = view.seats[me.seat].front.map((f) => f.card);

  const reset = () => {
    setSpot(null);
    setTarget(null);
    setMessage(null);
  };
  const choose = (i: number) => {
    if (mode !== 'play') {
      const max = mode === 'heal' ? 2 : limits.max;
      setMulti((m) => (m.includes(i) ? m.filter((k) => k !== i) : m.length < max ? [...m, i] : m));
      return;
    }
    reset();
    setRotated(false);
    setSelected(i === selected ? null : i);
  };
  const send = (a: Action) => {
    const err = dispatch(a);
    if (err) setMessage(whyText(t, refusedReason(err)));
  };

  const onCell = (x: number, y: number) => {
    if (!card) return;
    if (use === 'path') {
      if (spotsNow.some((s) => s.x === x && s.y === y)) {
        setSpot({ x, y });
        setMessage(null);
      } else if (spotsOther.some((s) => s.x === x && s.y === y)) {
        setRotated(!rotated);
        setSpot({ x, y });
        setMessage(null);
      } else {
        setSpot(null);
        setMessage(whyText(t, spotReason(view, card, x, y, rotated) ?? 'bad-action'));
      }
    } else if (use === 'rockfall' || use === 'map') {
      if (cellTargets.some((c) => c.x === x && c.y === y)) {
        setSpot({ x, y });
        setMessage(null);
      } else setMessage(whyText(t, 'bad-target'));
    }
  };

  const spotOk = spot && use === 'path' && spotsNow.some((s) => s.x === spot.x && s.y === spot.y);

  let hint: string;
  if (mode === 'pass') hint = deluxe ? t('choosePass') : t('chooseCard');
  else if (mode === 'heal') hint = t('chooseHeal');
  else if (!card) hint = t('chooseCard');
  else if (use === 'path') {
    if (block) hint = whyText(t, block);
    else if (!allSpots.length) hint = t('noSpots');
    else hint = `${t('spots', { count: spotsNow.length })}. ${t('tapSpot')}`;
  } else if (use === 'rockfall') hint = cellTargets.length ? t('chooseRockfall') : whyText(t, 'bad-target');
  else if (use === 'map') hint = cellTargets.length ? t('chooseGoal') : whyText(t, 'bad-target');
  else
    hint = t(
      card.startsWith('break')
        ? 'hint-break'
        : card.startsWith('repair')
          ? 'hint-repair'
          : (`hint-${card}` as SabKey),
    );

  const passIds = mode === 'pass' ? idsAt(hand, multi) : card ? [card] : [];
  const doPass = () => {
    setConfirmPass(false);
    send({ type: 'pass', seat: me.seat, discard: passIds });
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
    <div className="sab-screen sab-turn" data-mode={mode}>
      {header}
      <div className="sab-turn-bar">
        <h2 className="sab-turn-who" tabIndex={-1} ref={heading}>
          <SeatBadge seat={seats[me.seat]} size={28} />
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
      {showRole && <RolePanel me={me} seats={seats} />}
      {notices.map((n, i) => (
        <p key={i} className="banner sab-notice" role="note">
          {n}
        </p>
      ))}
      <SinceYourTurn view={view} seats={seats} />
      <SeatsPanel view={view} seats={seats} highlight={me.seat} />
      <Maze
        placed={view.maze.placed}
        goals={view.maze.goals.map((g) => ({ ...g, peek: g.revealed ? null : g.gold }))}
        spots={mode === 'play' ? spotsNow : []}
        otherWay={mode === 'play' ? spotsOther : []}
        candidates={mode === 'play' && card && use === 'path' && !block ? candidateCells(view, card) : []}
        targets={mode === 'play' ? cellTargets : []}
        ghost={spot && use === 'path' && card ? { ...spot, card, rotated } : null}
        chosen={use === 'rockfall' || use === 'map' ? spot : null}
        onCell={onCell}
        fitKey={`${view.round}:${card ?? ''}`}
        focus={allSpots.length ? allSpots : cellTargets.length ? cellTargets : undefined}
        recent={lastPlaced(view)}
      />
      <div className="sab-bottom">
        <p className={message ? 'sab-hint sab-hint-why' : 'sab-hint'} role="status" aria-live="polite">
          {message ?? hint}
        </p>
        {mode === 'play' && card && (use === 'seat' || use === 'self') && (
          <SeatTargetList card={card} targets={targets} chosen={target} seats={seats} onChoose={setTarget} />
        )}
        {mode === 'play' && card && use === 'map' && (
          <div className="sab-goal-choices" role="group" aria-label={t('chooseGoal')}>
            {cellTargets.map((c) => {
              const on = spot && spot.x === c.x && spot.y === c.y;
              return (
                <button
                  key={`${c.x},${c.y}`}
                  type="button"
                  className={`btn${on ? ' sab-on' : ''}`}
                  aria-pressed={!!on}
                  onClick={() => onCell(c.x, c.y)}
                >
                  {goalPos(t, c.x, c.y)}
                </button>
              );
            })}
          </div>
        )}
        {mode === 'heal' && (
          <div className="choice-row" role="radiogroup" aria-label={t('healMode')}>
            {myFront.map((f) => (
              <label key={f} className="choice">
                <input type="radio" name="sab-heal" checked={remove === f} onChange={() => setRemove(f)} />
                <span>{cardName(t, f)}</span>
              </label>
            ))}
          </div>
        )}
        <div className="sab-actions">
          {mode === 'play' && card && use === 'path' && (
            <>
              <button
                type="button"
                className="btn"
                onClick={() => setRotated((r) => !r)}
                disabled={!allSpots.length}
              >
                ↻ {t('rotate')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!spotOk}
                onClick={() =>
                  spot && send({ type: 'place', seat: me.seat, card, x: spot.x, y: spot.y, rotated })
                }
              >
                {t('placeHere')}
              </button>
            </>
          )}
          {mode === 'play' && card && (use === 'seat' || use === 'self') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!target}
              onClick={() =>
                target &&
                send({
                  type: 'play',
                  seat: me.seat,
                  card: card as ActionCardId,
                  targetSeat: target.seat,
                  ...(target.tool ? { tool: target.tool } : {}),
                })
              }
            >
              {target ? t('playOn', { name: seats[target.seat]?.name ?? '' }) : t('play')}
            </button>
          )}
          {mode === 'play' && card && (use === 'rockfall' || use === 'map') && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!spot}
              onClick={() =>
                spot &&
                send({ type: 'play', seat: me.seat, card: card as ActionCardId, x: spot.x, y: spot.y })
              }
            >
              {use === 'rockfall' ? t('removeThis') : t('peekHere')}
            </button>
          )}
          {mode === 'play' && card && !deluxe && (
            <button type="button" className="btn" onClick={() => setConfirmPass(true)}>
              {t('passOne')}
            </button>
          )}
          {mode === 'pass' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={multi.length < limits.min}
              onClick={() => setConfirmPass(true)}
            >
              {t('passMany', { count: multi.length })}
            </button>
          )}
          {mode === 'heal' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={multi.length !== 2 || !remove}
              onClick={() =>
                remove && send({ type: 'heal', seat: me.seat, discard: idsAt(hand, multi), remove })
              }
            >
              {t('healDo', { card: remove ? cardName(t, remove) : '…' })}
            </button>
          )}
          {deluxe && mode === 'play' && (
            <>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  reset();
                  setMode('pass');
                  setMulti(selected !== null ? [selected] : []);
                  setSelected(null);
                }}
              >
                {t('discardMode')}
              </button>
              {canHeal(view) && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    reset();
                    setMode('heal');
                    setMulti([]);
                    setRemove(myFront.length === 1 ? myFront[0] : null);
                    setSelected(null);
                  }}
                >
                  {t('healMode')}
                </button>
              )}
            </>
          )}
          {mode !== 'play' && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setMode('play');
                setMulti([]);
              }}
            >
              {shell('cancel')}
            </button>
          )}
        </div>
        <ul className="sab-hand" aria-label={t('yourHand')}>
          {hand.map((c, i) => {
            const on = mode === 'play' ? selected === i : multi.includes(i);
            return (
              <li key={`${c}-${i}`}>
                <button
                  type="button"
                  className={`sab-hand-card${on ? ' sab-on' : ''}`}
                  aria-pressed={on}
                  onClick={() => choose(i)}
                >
                  <CardImage
                    id={c}
                    rotated={on && mode === 'play' && use === 'path' ? rotated : false}
                    doorLetters={doorLetters}
                    size={52}
                  />
                  <span className="sab-hand-name">{cardName(t, c)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <ConfirmDialog
        open={confirmPass}
        message={t('confirmPass', { count: passIds.length })}
        confirmLabel={t('passMany', { count: passIds.length })}
        onConfirm={doPass}
        onCancel={() => setConfirmPass(false)}
      />
    </div>
  );
}
