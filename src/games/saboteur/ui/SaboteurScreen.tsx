// Saboteur's game screen: the screens owed (privateSteps.ts) go through the kit's pass-and-play
// controller, which puts a handoff in front of every private one; renders views only: the table view on public screens, the seat's own
// view after that seat confirmed the handoff. Who has unlocked lives in React state only, so a
// reload reopens at the handoff.
import { useCallback, useMemo, useState } from 'react';
import type { GameScreenProps } from '../../../kit/game';
import { playsHere } from '../../../kit/seatPlace';
import { usePassAndPlay } from '../../../kit/ui/passAndPlay';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useT } from '../../../i18n/useT';
import type { Action, Config, View } from '../rules/types';
import { initialMount, owedSteps, publicStage, turnStep, type Mount } from './privateSteps';
import { readPrivateSeen } from './privateSeen';
import { readRolesSeen } from './rolesSeen';
import { PrivateStage, stepSeat } from './PrivateStage';
import { useSabT } from './strings';
import { TableStage } from './TableStage';
import { eventWords } from './words';
import './saboteur.css';

/**
 * A seat's view, worked out once per table state (issue 31 item 3): the turn screen, its lesson and
 * the bot's line read the same object, and a render that did not change the state reuses it.
 */
function seatViews(viewOfSeat: (seat: number) => View) {
  const made = new Map<number, View>();
  return (seat: number): View => {
    let v = made.get(seat);
    if (!v) made.set(seat, (v = viewOfSeat(seat)));
    return v;
  };
}

/** What the live region reads out: the last event, and whose turn it is. */
function useAnnouncement(table: View, name: (s: number) => string) {
  const t = useSabT();
  return useMemo(() => {
    const last = table.log[table.log.length - 1];
    const what = last ? eventWords(t, last, name, table.config.mode) : '';
    const who =
      table.current !== null && table.phase === 'turn' ? t('liveTurn', { name: name(table.current) }) : '';
    return `${what} ${who}`.trim();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table.log.length, table.current, t]);
}

export function SaboteurScreen({
  table,
  viewFor: viewOfSeat,
  seats,
  dispatch,
  exit,
  rematch,
  sessionId,
}: GameScreenProps<Config, Action, View>) {
  const shell = useT();
  const isHuman = useCallback((s: number) => playsHere(seats[s]), [seats]);
  const viewFor = useMemo(() => seatViews(viewOfSeat), [viewOfSeat]);
  const [mount] = useState<Mount>(() =>
    initialMount(table, readRolesSeen(sessionId), readPrivateSeen(sessionId)),
  );
  // the full-screen board stays on from one turn to the next once somebody chose it
  const [fullBoard, setFullBoard] = useState(false);
  const flow = usePassAndPlay({
    seats,
    owed: owedSteps(table, mount, isHuman),
    turn: turnStep(table, isHuman),
  });
  const step = flow.step?.data ?? null;
  const pub = publicStage(table, isHuman);
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const act = (a: Action) => {
    const err = dispatch(a);
    if (err) console.warn('saboteur: refused', err.code);
    return err;
  };
  const announce = useAnnouncement(table, name);
  const seatStep = step && step.kind !== 'summary' ? step : null;

  return (
    <div
      className="sab-root"
      data-stage={step ? step.kind : pub}
      data-viewer={(seatStep && !flow.gated ? stepSeat(seatStep) : null) ?? 'table'}
    >
      <LiveRegion message={announce} />
      {seatStep ? (
        <PrivateStage
          {...{ flow, table, seats, viewFor, act, sessionId }}
          step={seatStep}
          full={fullBoard}
          onFull={setFullBoard}
          doneLabel={flow.doneLabel(shell('done'))}
        />
      ) : (
        <TableStage
          {...{ table, seats, pub, act, rematch, exit }}
          summaryRound={step?.kind === 'summary' ? step.round : null}
          onNext={flow.done}
        />
      )}
    </div>
  );
}
