// A first game's lessons (issue 34): the shown sheet's, else the table's, in one spot — on the
// sheet, under its title, where the eyes are; without a sheet, at the top.
import type { SeatInfo } from '../../../kit/session';
import { LessonSpot } from '../../../kit/ui/Lesson';
import { RV_LESSONS } from '../lessons';
import type { View } from '../rules';

export function ScreenLesson({
  view,
  seats,
  seat,
}: {
  view: View;
  seats: readonly SeatInfo[];
  /** the seat whose sheet is shown, or null */
  seat: number | null;
}) {
  const sheet = seat !== null ? view.sheets[seat] : null;
  return (
    <LessonSpot
      lessons={RV_LESSONS}
      view={view}
      seat={sheet ? seat : null}
      seats={seats}
      moment={`${seat}:${view.rolls.length}:${view.phase}:${sheet?.step ?? ''}:${sheet?.placed.length ?? 0}`}
      open
      withTable
    />
  );
}
