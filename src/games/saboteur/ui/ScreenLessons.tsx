// A first game's lessons on Saboteur's screens (issue 34): a seat's on its own screen, the table's
// on the shared one, and a bot's reason for what it did, on the next person's turn (item 5).
import { useContext } from 'react';
import { useLang } from '../../../i18n/useT';
import { isBot } from '../../../kit/botSeat';
import { LessonsContext } from '../../../kit/lessonMemory';
import type { SeatInfo } from '../../../kit/session';
import { LessonSpot } from '../../../kit/ui/Lesson';
import { SAB_SCREEN_LESSONS } from '../lessons';
import { botLine } from '../lessons/botSays';
import type { View } from '../rules/types';

export function ScreenLesson({
  screen,
  seat,
  view,
  seats,
  moment,
}: {
  screen: keyof typeof SAB_SCREEN_LESSONS;
  seat: number | null;
  view: View;
  seats: SeatInfo[];
  moment: string;
}) {
  return (
    <LessonSpot lessons={SAB_SCREEN_LESSONS[screen]} view={view} seat={seat} seats={seats} moment={moment} />
  );
}

/** A first game's bot says why it did what it did since this seat's last turn. */
export function BotSays({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const teaching = useContext(LessonsContext) !== null;
  const lang = useLang();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const line = teaching
    ? botLine(view.log.slice(view.sinceLastTurn ?? view.log.length), (s) => isBot(seats[s]), {
        lang,
        seat: view.viewer,
        name,
      })
    : null;
  return line ? (
    <p className="lesson-bot" role="status">
      {line}
    </p>
  ) : null;
}
