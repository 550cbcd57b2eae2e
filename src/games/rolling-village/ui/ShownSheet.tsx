// The sheets of this phone: whose sheet is shown (when it plays several) and that sheet, with the
// round picked in its round boxes (back to none after each roll or another sheet).
import type { ReactNode } from 'react';
import type { View } from '../rules';
import type { RvT } from './present';
import type { Act, Seated } from './screenTypes';
import type { HelpTopic } from './SheetHelp';
import { SheetPanel } from './SheetPanel';
import { SeatPicker } from './TablePanels';
import { useKeyedState } from './useKeyedState';

export function ShownSheet({
  view,
  session,
  mine,
  seat,
  onPick,
  act,
  onHelp,
  lesson,
  t,
}: {
  view: View;
  session: Seated;
  /** the digital sheets this phone plays */
  mine: readonly number[];
  /** the seat whose sheet is shown, or null */
  seat: number | null;
  onPick(seat: number): void;
  act: Act;
  onHelp(topic: HelpTopic): void;
  /** a first game's lesson, under the sheet's title */
  lesson: ReactNode;
  t: RvT;
}) {
  const [shownRound, setShownRound] = useKeyedState<number | null>(`${view.rolls.length}-${seat}`, null);
  const sheet = seat !== null ? view.sheets[seat] : null;
  return (
    <>
      {mine.length > 0 && view.phase !== 'over' && (
        <SeatPicker view={view} session={session} only={mine} seat={seat} onPick={onPick} t={t} />
      )}
      {sheet && seat !== null && (
        <SheetPanel
          key={`${seat}`}
          view={view}
          sheet={sheet}
          seatColour={session.seats[seat]?.colour ?? 0}
          act={act}
          shownRound={shownRound}
          setShownRound={setShownRound}
          onHelp={onHelp}
          t={t}
          lesson={lesson}
        />
      )}
    </>
  );
}
