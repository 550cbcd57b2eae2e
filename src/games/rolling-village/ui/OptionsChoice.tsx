// The options of spec §10 on the new-game screen: the scoring roll (separate, or the building
// roll's) and the setup objects in different rows. A game joined by code takes the code's options.
import type { Options } from '../rules';
import type { RvT } from './present';

export function OptionsChoice({
  options,
  fromCode,
  onOptions,
  t,
}: {
  options: Options;
  /** the options come from a typed code: shown, not changed */
  fromCode: boolean;
  onOptions(o: Partial<Options>): void;
  t: RvT;
}) {
  return (
    <fieldset disabled={fromCode}>
      <legend>{t('optionsTitle')}</legend>
      {fromCode && <p className="muted rv-small">{t('optionsFromCode')}</p>}
      <p className="rv-option-title">{t('optScoring')}</p>
      <div className="rv-radio-list">
        <label className="rv-radio">
          <input
            type="radio"
            name="rv-scoring"
            checked={options.scoringRoll === 'separate'}
            onChange={() => onOptions({ scoringRoll: 'separate' })}
          />
          <span>{t('optScoringSeparate')}</span>
        </label>
        <label className="rv-radio">
          <input
            type="radio"
            name="rv-scoring"
            checked={options.scoringRoll === 'building'}
            onChange={() => onOptions({ scoringRoll: 'building' })}
          />
          <span>{t('optScoringBuilding')}</span>
        </label>
      </div>
      <label className="rv-radio rv-check">
        <input
          type="checkbox"
          checked={options.setupDifferentRows}
          onChange={(e) => onOptions({ setupDifferentRows: e.target.checked })}
        />
        <span>{t('optRows')}</span>
      </label>
    </fieldset>
  );
}
