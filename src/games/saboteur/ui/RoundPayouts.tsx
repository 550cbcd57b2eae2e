// What a finished round paid: each seat's share with its reason, the thefts (deluxe), and every
// seat's total so far.
import type { SeatInfo } from '../../../kit/session';
import { SeatName } from '../../../kit/ui/SeatBadge';
import type { RoundSummary, View } from '../rules/types';
import { useSabT } from './strings';
import type { payoutLines } from './words';

/** Every seat's gold so far: nugget cards (classic), or gold pieces, or whether it has any. */
function RoundTotals({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const t = useSabT();
  const deluxe = view.config.mode === 'deluxe';
  return (
    <ul className="sab-totals">
      {view.seats.map((s) => (
        <li key={s.seat}>
          <SeatName seat={seats[s.seat]!} />{' '}
          <span className="num">
            {!deluxe
              ? t('nuggetCards', { count: s.nuggetCards })
              : s.gp !== null
                ? t('gp', { count: s.gp })
                : t(s.hasGold ? 'hasGold' : 'noGold')}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RoundPayouts({
  view,
  seats,
  summary,
  lines,
}: {
  view: View;
  seats: SeatInfo[];
  summary: RoundSummary;
  lines: ReturnType<typeof payoutLines>;
}) {
  const t = useSabT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const deluxe = view.config.mode === 'deluxe';
  return (
    <section>
      <h3>{t('payouts')}</h3>
      {deluxe && <p className="muted">{t('crystalsOnMaze', { count: summary.crystals })}</p>}
      <ul className="sab-payouts">
        {lines.map((l) => (
          <li key={l.seat}>
            <strong>{l.text}</strong>
            {l.why && <span className="muted"> — {l.why}</span>}
          </li>
        ))}
      </ul>
      {summary.thefts.length > 0 && (
        <>
          <h3>{t('thefts')}</h3>
          <ul>
            {summary.thefts.map((th, i) => (
              <li key={i}>{t('ev-theft', { thief: name(th.thief), victim: name(th.victim) })}</li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('totalSoFar')}</h3>
      <RoundTotals view={view} seats={seats} />
    </section>
  );
}
