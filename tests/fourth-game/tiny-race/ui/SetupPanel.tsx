// Tiny Race's set-up panel on the new-game screen (issue 21 item 2: a game adds one with only
// its folder): how far the race goes. Its choice travels in the config the screen holds.
import type { SetupPanelProps } from '../../../../src/kit/game';
import { GOALS } from '../rules';
import type { Config } from '../rules/types';
import { useTinyT } from './strings';

export function SetupPanel({ config, onChange }: SetupPanelProps<Config>) {
  const t = useTinyT();
  return (
    <fieldset>
      <legend>{t('goal')}</legend>
      {GOALS.map((goal) => (
        <label key={goal} className="choice">
          <input
            type="radio"
            name="tiny-race-goal"
            checked={config.goal === goal}
            onChange={() => onChange({ ...config, goal })}
          />
          <span>{t('goalOf', { goal })}</span>
        </label>
      ))}
    </fieldset>
  );
}
