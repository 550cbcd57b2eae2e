// New-game options: the mode (classic 3–10, Deluxe 2–12) and who starts (the youngest).
import type { SetupPanelProps } from '../../../kit/game';
import type { Config, Mode } from '../rules/types';
import { useSabT } from './strings';
import { MODE_LIMITS } from '../rules/setup';

export function SetupPanel({ config: c, seats, onChange }: SetupPanelProps<Config>) {
  const t = useSabT();
  const set = (patch: Partial<Config>) => onChange({ ...c, ...patch });
  return (
    <div className="sab-setup">
      <fieldset>
        <legend>{t('mode')}</legend>
        <div className="choice-row">
          {(['classic', 'deluxe'] as Mode[]).map((m) => (
            <label key={m} className="choice">
              <input
                type="radio"
                name="sab-mode"
                value={m}
                checked={c.mode === m}
                onChange={() => set({ mode: m })}
              />
              <span>
                {t(m)} ({MODE_LIMITS[m].min}–{MODE_LIMITS[m].max})
              </span>
            </label>
          ))}
        </div>
        <p className="muted">{t(c.mode === 'deluxe' ? 'deluxeInfo' : 'classicInfo')}</p>
      </fieldset>
      <label className="sab-setup-first">
        {t('firstPlayer')}
        <select value={c.firstPlayer} onChange={(e) => set({ firstPlayer: Number(e.target.value) })}>
          {seats.map((s, i) => (
            <option key={i} value={i}>
              {s.name || `${i + 1}`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
