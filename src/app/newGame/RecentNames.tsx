// The roster's recent names not at the table yet, each a tap that seats that person.
import { useT } from '../../i18n/useT';
import { SeatBadge } from '../../kit/ui/SeatBadge';
import type { RosterEntry } from '../../store/settings';

export function RecentNames({
  recent,
  onUse,
}: {
  recent: readonly RosterEntry[];
  onUse(r: RosterEntry): void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="roster-title">
      <h2 id="roster-title">{t('roster')}</h2>
      <ul className="roster-list">
        {recent.map((r) => (
          <li key={r.name}>
            <button
              type="button"
              className="btn roster-chip"
              aria-label={t('useRecentName', { name: r.name })}
              onClick={() => onUse(r)}
            >
              <SeatBadge seat={r} size={24} />
              <span>{r.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
