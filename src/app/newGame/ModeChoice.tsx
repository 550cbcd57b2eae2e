// The one question a game with more than one way to play asks first (issue 22): «Играть в
// приложении» or «С коробкой на столе», each with one line of what it means. One tap chooses and
// is remembered for that game; the seats-and-options form then shows the choice with a way back.
import { useLang, useT } from '../../i18n/useT';
import type { GameModule, ModeInfo } from '../../kit/game';
import './modes.css';

export function ModeChoice({
  module,
  current,
  onChoose,
}: {
  module: GameModule;
  /** the mode chosen before, marked as such */
  current: string | null;
  onChoose(mode: string): void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="page mode-choice">
      <p className="muted">{module.blurb[lang]}</p>
      <div className="mode-ask">
        <h2 id="mode-question">{t('modeQuestion')}</h2>
        <ul className="mode-options" aria-labelledby="mode-question">
          {module.modes.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={`btn mode-option${m.id === current ? ' btn-primary' : ''}`}
                aria-pressed={m.id === current}
                data-mode={m.id}
                onClick={() => onChoose(m.id)}
              >
                <span className="mode-label">{m.label[lang]}</span>
                <span className="mode-hint">{m.hint[lang]}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The chosen way to play above the seats, with a button back to the question. */
export function ModeNow({ mode, onChange }: { mode: ModeInfo; onChange(): void }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="mode-now" aria-label={t('modeQuestion')}>
      <p>
        <span className="muted">{t('modeNow')} </span>
        <strong data-mode={mode.id}>{mode.label[lang]}</strong>
      </p>
      <button type="button" className="btn" onClick={onChange}>
        {t('modeChange')}
      </button>
    </section>
  );
}
