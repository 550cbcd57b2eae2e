// "First game — learn as you play" on the new-game screen (issue 34), for every game and mode: the
// real game with the real rules, and a lesson whenever a rule first matters to somebody who has
// not had it. Saved with the game (Session.firstGame).
import { useLang } from '../../i18n/useT';
import type { Text } from '../../kit/game';
import './modes.css';

const WORDS: Record<'label' | 'hint', Text> = {
  label: { ru: 'Первая игра — учимся по ходу', en: 'First game — learn as you play' },
  hint: {
    ru: 'Настоящая игра по всем правилам; правило объясняется, когда оно впервые пригодится, а боты играют мягко',
    en: 'The real game with all its rules; each rule is explained when it first matters, and bots play gently',
  },
};

export function FirstGameChoice({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const lang = useLang();
  return (
    <label className="card first-game-choice">
      <input
        type="checkbox"
        name="first-game"
        checked={on}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span>
        <strong className="first-game-label">{WORDS.label[lang]}</strong>
        <span className="muted first-game-hint">{WORDS.hint[lang]}</span>
      </span>
    </label>
  );
}
