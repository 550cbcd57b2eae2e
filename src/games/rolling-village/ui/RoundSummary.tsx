// Who scored what in the round just scored (issue 23 item 7): shown from the round's scoring
// until the next building roll, and the last round's while paper totals are entered. Renders the view's summary.
import type { RoundSummaryView } from '../rules';
import { avenueLabel, type RvT } from './present';

export function RoundSummary({ summary, t }: { summary: RoundSummaryView; t: RvT }) {
  return (
    <section
      className="card rv-round-summary"
      data-lesson-target="summary"
      data-testid="rv-round-summary"
      aria-labelledby="rv-round-summary-h"
    >
      <h2 id="rv-round-summary-h">{t('roundSummaryTitle', { n: summary.round })}</h2>
      <ul>
        {summary.lines.map((l) => (
          <li key={l.seat} className={l.best ? 'rv-round-summary-best' : undefined}>
            {t('roundSummaryLine', { name: l.name, points: t('pointsN', { count: l.points }) })}{' '}
            {/* the avenue in one piece: «10–11» is not broken at its dash */}
            <span className="rv-nowrap">
              {t(l.chosen ? 'roundSummaryAvenueChosen' : 'roundSummaryAvenue', {
                avenue: avenueLabel(l.avenue),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
