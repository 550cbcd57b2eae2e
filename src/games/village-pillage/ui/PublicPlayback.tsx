// The round's resolution played back to the table (and a bot's buy after it): a first game's
// lesson and what its bots say, and a peek button for each person whose Bard drew a hidden card.
import { useContext } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { isBot } from '../../../kit/botSeat';
import { LessonsContext } from '../../../kit/lessonMemory';
import { useLang } from '../../../i18n/useT';
import { botLine } from '../lessons/botSays';
import type { GameEvent } from '../rules/events';
import type { View } from '../rules/types';
import { PlaybackPanel } from './PlaybackPanel';
import { useVpT } from './strings';
import type { PlaybackState } from './usePlayback';
import { VpLogButton } from './VpLog';

/** a button for each seat whose Bard drew a hidden card: its owner's private peek */
function PeekButtons({
  drawers,
  name,
  askPeek,
}: {
  drawers: number[];
  name(seat: number): string;
  askPeek(seat: number): void;
}) {
  const t = useVpT();
  return (
    <div className="vp-bar-row">
      {drawers.map((s) => (
        <button key={s} type="button" className="btn" onClick={() => askPeek(s)}>
          {t('bardPeek', { name: name(s) })}
        </button>
      ))}
    </div>
  );
}

export function PublicPlayback({
  table,
  seats,
  humans,
  pb,
  botChoosing,
  onReplay,
  askPeek,
  lesson,
}: {
  table: View;
  seats: SeatInfo[];
  humans: readonly boolean[];
  pb: PlaybackState;
  /** the playback is over and a bot is choosing its buy */
  botChoosing: boolean;
  onReplay(round: number): void;
  askPeek(seat: number): void;
  /** the table's lesson at `moment`, given the events shown so far (issue 34) */
  lesson(moment: string, shown: readonly GameEvent[]): React.ReactNode;
}) {
  const t = useVpT();
  const lang = useLang();
  const teaching = useContext(LessonsContext) !== null;
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const frames = pb.playback?.frames.slice(0, pb.index + 1) ?? [];
  // a first game's bots say why, when their card shows a rule (issue 34 item 5)
  const shown = frames.flatMap((f) => f.events);
  const botSays = teaching ? botLine(shown, (s) => isBot(seats[s]), { lang, seat: null, name }) : null;
  const drawers = [
    ...new Set(
      frames.flatMap((f) =>
        f.events.flatMap((e) => (e.kind === 'draw' && e.hidden && humans[e.seat] ? [e.seat] : [])),
      ),
    ),
  ];
  return (
    <PlaybackPanel
      lesson={
        <>
          {lesson(`pb:${table.round}:${pb.index}`, shown)}
          {botSays && (
            <p className="lesson-bot" role="status">
              {botSays}
            </p>
          )}
        </>
      }
      log={<VpLogButton table={table} seats={seats} onReplay={onReplay} compact />}
      table={table}
      seats={seats}
      pb={pb}
      extra={drawers.length > 0 ? <PeekButtons drawers={drawers} name={name} askPeek={askPeek} /> : null}
      waiting={botChoosing ? t('botChoosing', { name: name(table.toAct[0] ?? 0) }) : null}
    />
  );
}
