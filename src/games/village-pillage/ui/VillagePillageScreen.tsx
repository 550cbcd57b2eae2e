// The game screen: decides between the table, a handoff, one seat's private plan, the
// resolution playback, a market buy and the end, and renders views only (the table view for
// everything public, a seat's own view only after its handoff). Who has unlocked a private
// screen is React state, so a reload always reopens at a handoff.
import { useState } from 'react';
import type { GameScreenProps } from '../../../kit/game';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import type { Action, Config, View } from '../rules/types';
import { EndScreen } from './EndScreen';
import { GameTop } from './GameTop';
import { PublicPlayback } from './PublicPlayback';
import { SeatTurn } from './SeatTurn';
import { useVpT } from './strings';
import { TableView } from './TableView';
import { turnAnnouncement } from './turnWords';
import { useTurnFlow } from './useTurnFlow';
import { useVpHelp } from './cardHelp';
import { RoundReplay, VpLogButton } from './VpLog';
import './village-pillage.css';
import { isBot } from '../../../kit/botSeat';
import { LessonSpot } from '../../../kit/ui/Lesson';
import { VP_LESSONS } from '../lessons';
import type { GameEvent } from '../rules/events';

type ScreenProps = GameScreenProps<Config, Action, View>;

/** The game screen, with a past round played back over it (from the log) when asked. */
export function VillagePillageScreen(props: ScreenProps) {
  const [replay, setReplay] = useState<number | null>(null);
  return (
    <>
      <ScreenBody {...props} onReplay={setReplay} />
      {replay !== null && (
        <RoundReplay table={props.table} seats={props.seats} round={replay} onClose={() => setReplay(null)} />
      )}
    </>
  );
}

function ScreenBody(props: ScreenProps & { onReplay(round: number): void }) {
  const { table, viewFor, seats, sessionId, dispatch, onReplay } = props;
  const t = useVpT();
  const { humans, pb, screen, flow, askPeek, peekDone } = useTurnFlow(sessionId, table, seats);
  const help = useVpHelp();
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;

  // whose turn it is, announced from one live region that stays in place across screens (a
  // region inserted together with its text is often not read out)
  const live = <LiveRegion message={turnAnnouncement(t, flow, name, table.pendingBuy?.price ?? 1)} />;

  // a first game's lessons (issue 34): a seat's on its own screen, the table's on the shared one
  const lessonFor = (seat: number | null, view: View, moment: string, shown: readonly GameEvent[] = []) => (
    <LessonSpot lessons={VP_LESSONS} view={{ view, shown }} seat={seat} seats={seats} moment={moment} />
  );

  const logButton = <VpLogButton table={table} seats={seats} onReplay={onReplay} />;
  const top = <GameTop table={table} log={logButton} />;

  const step = flow.step;
  if (step && step.seat !== null) {
    return (
      <div className="vp-screen">
        {live}
        <SeatTurn
          {...{ flow, table, viewFor, seats, humans, dispatch, top, logButton, onReplay, peekDone }}
          step={{ ...step, seat: step.seat }}
          lesson={lessonFor}
        />
      </div>
    );
  }

  switch (screen ?? (table.phase === 'buy' ? 'bot-buy' : 'waiting')) {
    case 'over':
      return (
        <div className="vp-screen">
          {live}
          {top}
          {lessonFor(null, table, 'over')}
          <EndScreen
            table={table}
            seats={seats}
            rematch={props.rematch}
            exit={props.exit}
            replay={pb.replay}
          />
        </div>
      );
    case 'waiting':
      return (
        <div className="vp-screen">
          {live}
          {top}
          {lessonFor(null, table, `wait:${table.round}`)}
          <TableView view={table} seats={seats} help={help} />
          {help.dialog}
          <div className="bottom-bar">
            <p className="vp-waiting" role="status">
              {table.toAct.every((s) => isBot(seats[s])) ? t('waitingBots') : t('waitingPeople')}
            </p>
          </div>
        </div>
      );
    case 'playback':
    case 'bot-buy':
      return (
        <div className="vp-screen">
          {live}
          <PublicPlayback
            {...{ table, seats, humans, pb, onReplay, askPeek }}
            botChoosing={screen === null}
            lesson={(moment, shown) => lessonFor(null, table, moment, shown)}
          />
        </div>
      );
  }
}
