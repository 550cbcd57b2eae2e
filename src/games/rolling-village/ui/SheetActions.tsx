// The bottom bar of a sheet: undo, confirm, and the next sheet on this phone (or the wait).
// Renders the view it is given.
import type { SheetView, View } from '../rules';
import type { RvT } from './present';
import type { Act } from './screenTypes';

export function SheetActions({
  view,
  sheet,
  act,
  onNext,
  t,
}: {
  view: View;
  sheet: SheetView;
  act: Act;
  onNext(seat: number): void;
  t: RvT;
}) {
  const next = sheet.step === 'wait' ? sheet.nextToAct : null;
  return (
    <>
      {sheet.step === 'confirm' && !sheet.confirmNeedsAvenue && <p className="rv-hint">{t('allPlaced')}</p>}
      <div className="rv-actions">
        {(sheet.step === 'place' || sheet.step === 'confirm') && (
          <button
            type="button"
            className="btn rv-undo"
            disabled={!sheet.canUndo}
            onClick={() => act({ type: 'undo', seat: sheet.seat })}
          >
            ↶ {t('undo')}
          </button>
        )}
        {sheet.step === 'place' && <p className="rv-hint rv-hint-side">{t('tapCell')}</p>}
        {sheet.step === 'confirm' && !sheet.confirmNeedsAvenue && (
          <button
            type="button"
            className="btn btn-primary btn-big rv-confirm"
            onClick={() => act({ type: 'done', seat: sheet.seat })}
            data-testid="rv-done"
          >
            {t('confirmSheet')}
          </button>
        )}
      </div>
      {sheet.step === 'wait' && next !== null && (
        <button
          type="button"
          className="btn btn-primary btn-big"
          onClick={() => onNext(next)}
          data-testid="rv-next-sheet"
        >
          {t('nextSheet', { name: view.seats[next]!.name })}
        </button>
      )}
      {sheet.step === 'wait' && next === null && <p className="rv-hint">{t('waitingOthers')}</p>}
    </>
  );
}
