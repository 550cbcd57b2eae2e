// The bottom bar, where the thumb is: the roll button when a roll is due (with what to mind
// first), else the shown sheet's actions, else whose sheets the table waits for.
import type { View } from '../rules';
import type { RvT } from './present';
import type { Act } from './screenTypes';
import { nextSheetHere } from './seatsHere';
import { SheetActions } from './SheetActions';
import type { SheetsHere } from './useShownSheet';

/** The roll button's words: which roll is due. */
function rollLabel(t: RvT, due: View['due']): string {
  if (!due) return t('roll');
  if (due.kind === 'setup') return t('rollSetup');
  if (due.kind === 'building') return t('rollBuilding', { n: due.round });
  return t('rollScoring');
}

export function ScreenBottomBar({
  view,
  sheets: { seat, sheet, here, roller, diceOnly, pick },
  resting,
  onRoll,
  act,
  t,
}: {
  view: View;
  /** this phone's sheets, the one shown, and its seat that rolls */
  sheets: SheetsHere;
  /** the roll button rests after a roll */
  resting: boolean;
  onRoll(): void;
  act: Act;
  t: RvT;
}) {
  const playing = view.phase !== 'over' && view.phase !== 'totals';
  const show = !!view.due || (!view.due && !!sheet && sheet.step !== 'finished') || (!sheet && playing);
  if (!show) return null;
  const waiting = view.seats.filter((s) => s.kind === 'digital' && s.toAct).map((s) => s.name);
  const hasPaper = view.seats.some((s) => s.kind === 'paper');
  return (
    <div className="bottom-bar rv-bottom">
      {view.due && roller !== null && (
        <>
          {!diceOnly && view.due.kind === 'scoring' && waiting.length === 0 && (
            <p className="rv-hint">{t('askRollNow')}</p>
          )}
          {hasPaper && view.due.kind === 'scoring' && <p className="rv-hint">{t('rollWhenDrawn')}</p>}
          <button
            type="button"
            className="btn btn-primary btn-big"
            onClick={onRoll}
            disabled={resting}
            data-testid="rv-roll"
          >
            {rollLabel(t, view.due)}
          </button>
        </>
      )}
      {!view.due && sheet && seat !== null && (
        <SheetActions
          view={view}
          sheet={{ ...sheet, nextToAct: nextSheetHere(view, seat, here) }}
          act={act}
          onNext={pick}
          t={t}
        />
      )}
      {!view.due && !sheet && playing && waiting.length > 0 && (
        <p className="rv-hint">{t('askWaitSheets', { names: waiting.join(', ') })}</p>
      )}
    </div>
  );
}
