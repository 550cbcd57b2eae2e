// The avenue to score on a 2 or 12 (§12.3): each avenue with its points, the best one marked,
// and the button that gives the choice to the rules (choose, or confirm the sheet with it).
import type { SheetView, View } from '../rules';
import { avenueLabel, type RvT } from './present';
import type { Act } from './screenTypes';

function sumOf(view: View, sheet: SheetView): number {
  const r = sheet.step === 'choose-avenue' ? view.scoringRoll : view.buildingRoll;
  return r ? r.sum : 0;
}

export function AvenueChoice({
  view,
  sheet,
  scores,
  chosen,
  onChoose,
  act,
  t,
}: {
  view: View;
  sheet: SheetView;
  /** each avenue's points */
  scores: number[];
  chosen: number | null;
  onChoose(avenue: number): void;
  act: Act;
  t: RvT;
}) {
  return (
    <fieldset className="rv-avenues">
      <legend>{t('chooseAvenueTitle', { sum: sumOf(view, sheet) })}</legend>
      <p className="muted rv-small">{t('chooseAvenueHint')}</p>
      <div className="rv-avenue-list">
        {scores.map((score, r) => (
          <label key={r} className={`rv-avenue-opt${chosen === r ? ' rv-avenue-opt-on' : ''}`}>
            <input
              type="radio"
              name={`avenue-${sheet.seat}`}
              checked={chosen === r}
              onChange={() => onChoose(r)}
            />
            <span className="num">{avenueLabel(r)}</span>
            <span className="num rv-avenue-score">{t('pointsN', { count: score })}</span>
            {r === sheet.bestAvenue && <span className="rv-best">{t('chooseAvenueBest')}</span>}
          </label>
        ))}
      </div>
      {sheet.step === 'choose-avenue' && chosen !== null && (
        <button
          type="button"
          className="btn btn-primary btn-big"
          onClick={() => act({ type: 'choose-avenue', seat: sheet.seat, avenue: chosen })}
        >
          {t('chooseAvenueGo', { label: avenueLabel(chosen) })}
        </button>
      )}
      {sheet.step === 'confirm' && chosen !== null && (
        <button
          type="button"
          className="btn btn-primary btn-big"
          onClick={() => act({ type: 'done', seat: sheet.seat, avenue: chosen })}
        >
          {t('confirmSheetAvenue', { label: avenueLabel(chosen) })}
        </button>
      )}
    </fieldset>
  );
}
