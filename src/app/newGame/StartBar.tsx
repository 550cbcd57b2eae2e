// The new-game form's bottom bar: what stands in the way of Start (startChecks), the warnings
// about shared colours and look-alike names, and Start.
import { useT } from '../../i18n/useT';
import { seatProblemText } from './seatProblemText';
import type { StartChecks } from './startChecks';

export function StartBar({ checks, onStart }: { checks: StartChecks; onStart(): void }) {
  const t = useT();
  const { canStart, problems, blocker, clash, shared, lookAlike } = checks;
  return (
    <div className="bottom-bar">
      {!canStart && (
        <div className="start-problems" aria-live="polite">
          <p className="error-text">
            <span aria-hidden="true">⚠ </span>
            {t('toStart')}
          </p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{seatProblemText(t, p)}</li>
            ))}
            {blocker && <li>{blocker}</li>}
            {clash.map(([a, b]) => (
              <li key={`clash-${a}-${b}`}>{t('namesLookAlikeColour', { a: a + 1, b: b + 1 })}</li>
            ))}
          </ul>
        </div>
      )}
      {shared.map(([a, b]) => (
        <p key={`colour-${a}-${b}`} className="error-text name-warning" role="status">
          <span aria-hidden="true">⚠ </span>
          {t('coloursShared', { a: a + 1, b: b + 1 })}
        </p>
      ))}
      {lookAlike.map(([a, b]) => (
        <p key={`${a}-${b}`} className="error-text name-warning" role="status">
          <span aria-hidden="true">⚠ </span>
          {t('namesLookAlike', { a: a + 1, b: b + 1 })}
        </p>
      ))}
      <button type="button" className="btn btn-primary btn-big" disabled={!canStart} onClick={onStart}>
        {t('start')}
      </button>
    </div>
  );
}
