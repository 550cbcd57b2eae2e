// Game options on the new-game screen: the Expansion Pack toggle (needed for six seats).
import type { SetupPanelProps } from '../../../kit/game';
import type { Config } from '../rules/types';
import { useVpT } from './strings';

export function SetupPanel({ config: c, seats, onChange }: SetupPanelProps<Config>) {
  const t = useVpT();
  const forced = seats.length >= 6;
  return (
    <fieldset className="vp-setup">
      <legend>{t('expansion')}</legend>
      <label className="vp-toggle">
        <input
          type="checkbox"
          checked={c.expansion}
          disabled={forced}
          onChange={(e) => onChange({ ...c, expansion: e.target.checked } satisfies Config)}
        />
        <span>{t('expansionPlay')}</span>
      </label>
      <p className="vp-muted">{forced ? t('expansionNeeded') : t('expansionHint')}</p>
      {seats.length === 2 && <p className="vp-muted">{t('duelNote')}</p>}
    </fieldset>
  );
}
