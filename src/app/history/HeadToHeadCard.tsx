// A person's head-to-head records on their page (PlayerView.tsx): every other person met at a
// table, most games together first, with how often this person placed higher, lower or even.
import { SeatBadge } from '../../kit/ui/SeatBadge';
import type { HeadToHead } from './derive';
import { useHistoryT } from './strings';

export function HeadToHeadCard({ me, rivals }: { me: string; rivals: readonly HeadToHead[] }) {
  const t = useHistoryT();
  return (
    <section className="card history-game" aria-labelledby="history-h2h">
      <h3 id="history-h2h">{t('headToHead')}</h3>
      <p className="muted">{t('headToHeadHint')}</p>
      <ul className="history-results">
        {rivals.map((h) => (
          <li key={h.key} className="history-h2h">
            <SeatBadge seat={h} size={28} />
            <span className="history-h2h-name">{h.name}</span>
            <span className="history-h2h-record">
              {t('headToHeadRow', { me, them: h.name, won: h.won, lost: h.lost, even: h.even })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
