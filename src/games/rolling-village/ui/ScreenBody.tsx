// The page under the sticky header: a refusal, the end of the game (the paper totals, then the
// results), the round's summary, this phone's sheets, or in dice-only mode the blank sheet.
import type { ReactNode } from 'react';
import type { RollView, View } from '../rules';
import { BlankSheet, Reminders } from './DiceOnlySheet';
import type { RvT } from './present';
import { RoundSummary } from './RoundSummary';
import type { Act, RvScreenProps, Seated } from './screenTypes';
import type { HelpTopic } from './SheetHelp';
import { ShownSheet } from './ShownSheet';
import { Results, TotalsEntry } from './TablePanels';
import type { SheetsHere } from './useShownSheet';

interface ScreenBodyProps extends Pick<RvScreenProps, 'sessionId' | 'exit' | 'rematch'> {
  view: View;
  session: Seated;
  sheets: SheetsHere;
  /** the last refusal, in words */
  error: string | null;
  act: Act;
  onHelp(topic: HelpTopic): void;
  /** a first game's lesson: on the sheet, else at the top */
  lesson: ReactNode;
  /** the roll in the tray, and the reminders of how its stage works */
  tray: RollView | null;
  reminders: string[];
  t: RvT;
}

export function ScreenBody({
  view,
  session,
  sheets,
  error,
  act,
  onHelp,
  lesson,
  tray,
  reminders,
  sessionId,
  exit,
  rematch,
  t,
}: ScreenBodyProps) {
  const playing = view.phase !== 'over' && view.phase !== 'totals';
  return (
    <div className="rv-body">
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {view.phase === 'over' && (
        <Results
          view={view}
          session={session}
          t={t}
          rematch={view.shared ? null : rematch}
          noRematchNote={t(view.shared ? 'rematchShared' : 'rematchPhones')}
          exit={exit}
        />
      )}
      {view.phase === 'totals' && (
        <TotalsEntry view={view} session={session} here={sheets.here} act={act} sessionId={sessionId} />
      )}
      {!sheets.sheet && lesson}
      {view.roundSummary && <RoundSummary summary={view.roundSummary} t={t} />}
      <ShownSheet
        view={view}
        session={session}
        mine={sheets.mine}
        seat={sheets.seat}
        onPick={sheets.pick}
        act={act}
        onHelp={onHelp}
        lesson={lesson}
        t={t}
      />
      {sheets.diceOnly && playing && <Reminders reminders={reminders} />}
      {sheets.diceOnly && playing && <BlankSheet tray={tray} onHelp={onHelp} t={t} />}
    </div>
  );
}
