// The shared screen, when no seat's own screen is up: a round's summary with its way on, the
// round's end while its winner picks or steals, the theft choice, the final ranking, or the table
// while a bot plays. One component for them all, so the round's end stays put (its focus, its
// maze) when its summary follows.
import type { SeatInfo } from '../../../kit/session';
import type { Action, View } from '../rules/types';
import { BotWait } from './BotWait';
import type { publicStage } from './privateSteps';
import { RoundEndNext } from './RoundEnd';
import { ScreenLesson } from './ScreenLessons';
import { FinalScreen, Header, RoundEnd, TableView, TheftChoice } from './Screens';
import { useSabT } from './strings';

/** The round's end while its winner picks a nugget card or chooses whom to steal from. */
function PickingWait({ who }: { who: string | null }) {
  const t = useSabT();
  return (
    <div className="bottom-bar">
      <p className="sab-wait" role="status">
        {who !== null ? t('picking', { name: who }) : ''}
      </p>
    </div>
  );
}

/** The summary of `round` (a summary step follows a round), and whether it was the game's last. */
function summaryOf(table: View, round: number) {
  const summary = table.rounds.find((r) => r.round === round) ?? table.rounds[table.rounds.length - 1]!;
  return { summary, last: round >= table.totalRounds || table.phase === 'over' };
}

export function TableStage({
  table,
  seats,
  summaryRound,
  pub,
  onNext,
  act,
  rematch,
  exit,
}: {
  table: View;
  seats: SeatInfo[];
  /** the round whose summary is owed, or null */
  summaryRound: number | null;
  pub: ReturnType<typeof publicStage>;
  onNext(): void;
  act(a: Action): unknown;
  rematch: (() => void) | null;
  exit(): void;
}) {
  const t = useSabT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  if (summaryRound !== null) {
    const { summary, last } = summaryOf(table, summaryRound);
    const label = last ? t('seeResults') : t('nextRound', { round: summaryRound + 1 });
    return (
      <>
        <Header view={table} seats={seats} round={summary.round} />
        <ScreenLesson
          screen="table"
          seat={null}
          view={table}
          seats={seats}
          moment={`summary:${summaryRound}`}
        />
        <RoundEnd
          view={table}
          seats={seats}
          summary={summary}
          footer={<RoundEndNext round={summaryRound} label={label} onNext={onNext} />}
        />
      </>
    );
  }
  const header = <Header view={table} seats={seats} />;
  const moment = `${table.round}:${table.phase}:${table.log.length}`;
  const lesson = <ScreenLesson screen="table" seat={null} view={table} seats={seats} moment={moment} />;
  const who = table.actors[0];
  if (pub === 'wait')
    return (
      <>
        {header}
        <TableView view={table} seats={seats}>
          <BotWait name={name(who ?? 0)} />
        </TableView>
      </>
    );
  return (
    <>
      {header}
      {lesson}
      {pub === 'theft' ? (
        <TheftChoice view={table} seats={seats} thief={who ?? 0} act={act} />
      ) : pub === 'round-end' ? (
        table.lastRound && (
          <RoundEnd
            view={table}
            seats={seats}
            summary={table.lastRound}
            footer={<PickingWait who={who !== undefined ? name(who) : null} />}
          />
        )
      ) : (
        <FinalScreen view={table} seats={seats} rematch={rematch} exit={exit} />
      )}
    </>
  );
}
