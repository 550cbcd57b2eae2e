// Options of spec §10 and the choice of phones (§13.3) on the new-game screen. A new shared
// game draws its seed here, so its code can be read aloud before the game starts; a joining
// phone takes the seed and options from the code it was given. The rules it needs (the config
// for the seats, making and reading codes) come in as `rules`, from game.ts.
import { useState } from 'react';
import type { SetupPanelProps } from '../../../kit/game';
import { freshSeed } from '../../../kit/random';
import type { Options } from '../rules';
import type { RvConfig, SharedGame } from '../rules/setup-config';
import type { RvSetupHelper } from '../rules/setup-helper';
import { CodeDisplay } from './Parts';
import { codeErrorMessage } from './present';
import { useRvT } from './strings';
import './rolling-village.css';

type Phones = 'one' | 'host' | 'join';

/** The options panel bound to the rules' setup helper (game.ts passes RV_SETUP). */
export function makeRvSetupPanel(rules: RvSetupHelper) {
  return function RvOptions(props: SetupPanelProps) {
    return <RvSetupPanel {...props} rules={rules} />;
  };
}

function RvSetupPanel({ config, seats, onChange, rules }: SetupPanelProps & { rules: RvSetupHelper }) {
  const t = useRvT();
  // the draft on the new-game screen: this visit's choices (the phones, a code) are kept
  const base = rules.configFor(seats, config, 'draft');
  const shared = base.shared ?? null;
  const phones: Phones = shared ? shared.role : 'one';
  const [touched, setTouched] = useState(false);
  const fromCode = phones === 'join' && shared?.seed !== null;

  const update = (patch: Partial<RvConfig>) => {
    onChange({ ...base, ...patch });
  };
  const setOptions = (o: Partial<Options>) => update({ options: { ...base.options, ...o } });
  const setShared = (s: SharedGame | null) => update({ shared: s });

  const choosePhones = (p: Phones) => {
    if (p === 'one') setShared(null);
    else if (p === 'host')
      setShared({
        role: 'host',
        seed: shared?.role === 'host' && shared.seed !== null ? shared.seed : freshSeed(),
        input: '',
      });
    else {
      setTouched(false);
      setShared({ role: 'join', seed: null, input: '' });
    }
  };

  const typeCode = (input: string) => {
    const r = rules.readCode(input);
    if (r.ok) update({ options: r.options, shared: { role: 'join', seed: r.seed, input } });
    else setShared({ role: 'join', seed: null, input });
  };

  const input = shared?.role === 'join' ? shared.input : '';
  const decoded = phones === 'join' ? rules.readCode(input) : null;
  let joinMessage: { text: string; error: boolean } | null = null;
  if (phones === 'join' && decoded) {
    if (decoded.ok) joinMessage = { text: t('joinOk'), error: false };
    else if (decoded.code === '') joinMessage = { text: t('joinEmpty'), error: false };
    else if (decoded.incomplete && !touched) joinMessage = { text: t('joinEmpty'), error: false };
    else joinMessage = { text: codeErrorMessage(t, decoded), error: true };
  }

  return (
    <div className="rv-setup">
      <fieldset>
        <legend>{t('phonesTitle')}</legend>
        <div className="rv-radio-list">
          {(['one', 'host', 'join'] as const).map((p) => (
            <label key={p} className="rv-radio">
              <input type="radio" name="rv-phones" checked={phones === p} onChange={() => choosePhones(p)} />
              <span>{p === 'one' ? t('phonesOne') : p === 'host' ? t('phonesNew') : t('phonesJoin')}</span>
            </label>
          ))}
        </div>
        {phones === 'host' && shared?.seed !== null && shared && (
          <div className="rv-host-code">
            <CodeDisplay code={rules.codeOf(shared.seed, base.options)} />
            <p className="rv-small">{t('phonesNewHint')}</p>
            <button
              type="button"
              className="btn"
              onClick={() => setShared({ role: 'host', seed: freshSeed(), input: '' })}
            >
              {t('drawNew')}
            </button>
          </div>
        )}
        {phones === 'join' && (
          <div className="rv-join">
            <label htmlFor="rv-join-code">{t('joinLabel')}</label>
            <input
              id="rv-join-code"
              type="text"
              className="rv-join-input"
              value={input}
              placeholder={t('joinPlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              aria-invalid={joinMessage?.error ?? false}
              aria-describedby="rv-join-msg"
              onChange={(e) => typeCode(e.target.value)}
              onBlur={() => setTouched(true)}
            />
            {joinMessage && (
              <p
                id="rv-join-msg"
                className={joinMessage.error ? 'error-text' : decoded?.ok ? 'rv-ok' : 'muted'}
                role={joinMessage.error ? 'alert' : 'status'}
                data-testid="rv-join-msg"
              >
                {joinMessage.text}
              </p>
            )}
            {!decoded?.ok && <p className="muted rv-small">{t('joinNeeded')}</p>}
          </div>
        )}
      </fieldset>

      <fieldset disabled={fromCode}>
        <legend>{t('optionsTitle')}</legend>
        {fromCode && <p className="muted rv-small">{t('optionsFromCode')}</p>}
        <p className="rv-option-title">{t('optScoring')}</p>
        <div className="rv-radio-list">
          <label className="rv-radio">
            <input
              type="radio"
              name="rv-scoring"
              checked={base.options.scoringRoll === 'separate'}
              onChange={() => setOptions({ scoringRoll: 'separate' })}
            />
            <span>{t('optScoringSeparate')}</span>
          </label>
          <label className="rv-radio">
            <input
              type="radio"
              name="rv-scoring"
              checked={base.options.scoringRoll === 'building'}
              onChange={() => setOptions({ scoringRoll: 'building' })}
            />
            <span>{t('optScoringBuilding')}</span>
          </label>
        </div>
        <label className="rv-radio rv-check">
          <input
            type="checkbox"
            checked={base.options.setupDifferentRows}
            onChange={(e) => setOptions({ setupDifferentRows: e.target.checked })}
          />
          <span>{t('optRows')}</span>
        </label>
      </fieldset>
      <p className="muted rv-small">{t('seatsHint')}</p>
    </div>
  );
}

export default RvSetupPanel;
