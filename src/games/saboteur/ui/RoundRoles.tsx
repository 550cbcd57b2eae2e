// At a round's end every role is shown, the winners starred and named.
import type { SeatInfo } from '../../../kit/session';
import { SeatName } from '../../../kit/ui/SeatBadge';
import type { RoundSummary } from '../rules/types';
import { RoleBadge } from './RolePanel';
import { useSabT } from './strings';

export function RoundRoles({ summary, seats }: { summary: RoundSummary; seats: SeatInfo[] }) {
  const t = useSabT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  return (
    <section>
      <h3>{t('rolesRevealed')}</h3>
      <ul className="sab-role-list">
        {summary.roles.map((r, s) => (
          <li key={s} className={summary.winners.includes(s) ? 'sab-winner' : ''}>
            <SeatName seat={seats[s]!} /> <RoleBadge role={r} />
            {summary.winners.includes(s) && <span className="sab-win-mark"> ★</span>}
          </li>
        ))}
      </ul>
      <p>
        {summary.winners.length
          ? t('winnersAre', { names: summary.winners.map(name).join(', ') })
          : t('noWinners')}
      </p>
    </section>
  );
}
