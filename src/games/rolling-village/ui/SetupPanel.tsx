// Options of spec §10 and the choice of phones (§13.3) on the new-game screen. A new shared
// game draws its seed here, so its code can be read aloud before the game starts; a joining
// phone takes the seed and options from the code it was given. The rules it needs (the config
// for the seats, making and reading codes) come in as `rules`, from game.ts.
// The choice of phones: PhonesChoice.tsx; the options: OptionsChoice.tsx.
import { useState } from 'react';
import type { SetupPanelProps } from '../../../kit/game';
import { freshSeed } from '../../../kit/random';
import type { Options } from '../rules';
import type { RvConfig, SharedGame } from '../rules/setup-config';
import type { RvSetupHelper } from '../rules/setup-helper';
import { OptionsChoice } from './OptionsChoice';
import { PhonesChoice, type Phones } from './PhonesChoice';
import { useRvT } from './strings';
import './rolling-village.css';

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
  const hostSeed = phones === 'host' && shared ? shared.seed : null;

  return (
    <div className="rv-setup">
      <PhonesChoice
        phones={phones}
        hostCode={hostSeed !== null ? rules.codeOf(hostSeed, base.options) : null}
        joinInput={input}
        joinReading={phones === 'join' ? rules.readCode(input) : null}
        touched={touched}
        onPhones={choosePhones}
        onDrawNew={() => setShared({ role: 'host', seed: freshSeed(), input: '' })}
        onCode={typeCode}
        onTouched={() => setTouched(true)}
        t={t}
      />
      <OptionsChoice options={base.options} fromCode={fromCode} onOptions={setOptions} t={t} />
      <p className="muted rv-small">{t('seatsHint')}</p>
    </div>
  );
}

export default RvSetupPanel;
