// A seat's secret role and what only it knows (Map peeks, Inspections, hat and hand swaps).
// Rendered only inside that seat's private screens.
import type { SeatInfo } from '../../../kit/session';
import { usePrivateScreen } from '../../../kit/privacy';
import type { MyView, Role } from '../rules/types';
import { useSabT, type SabKey } from './strings';
import { goalPos, roleName } from './words';

export function RoleBadge({ role, big }: { role: Role; big?: boolean }) {
  const t = useSabT();
  // a shape per side, so colour is never the only signal
  const mark: Record<Role, React.ReactNode> = {
    'gold-digger': (
      <svg viewBox="-18 -18 36 36" width="1em" height="1em" aria-hidden="true">
        <path d="M-14 -6 Q0 -16 14 -6 M0 -11 L0 16" stroke="currentColor" strokeWidth={5} fill="none" />
      </svg>
    ),
    saboteur: '✖',
    'green-digger': '▲',
    'blue-digger': '●',
    boss: '♛',
    profiteer: '¤',
    geologist: '◆',
  };
  return (
    <span className={`sab-role sab-role-${role}${big ? ' sab-role-big' : ''}`}>
      <span className="sab-role-mark" aria-hidden="true">
        {mark[role]}
      </span>
      <span>{roleName(t, role)}</span>
    </span>
  );
}

export function RolePanel({
  me,
  seats,
  onRoleHelp,
}: {
  me: MyView;
  seats: SeatInfo[];
  /** opens the role's help (what it wins and how it scores) */
  onRoleHelp?(role: Role): void;
}) {
  usePrivateScreen();
  const t = useSabT();
  return (
    <div className="sab-role-panel">
      <p className="sab-kicker">{t('yourRole')}</p>
      <button type="button" className="sab-role-help" onClick={() => onRoleHelp?.(me.role)}>
        <RoleBadge role={me.role} big />
      </button>
      <p className="sab-role-goal">{t(`goal-${me.role}` as SabKey)}</p>
      <Knowledge me={me} seats={seats} />
    </div>
  );
}

function Knowledge({ me, seats }: { me: MyView; seats: SeatInfo[] }) {
  const t = useSabT();
  const items: string[] = [];
  for (const m of me.maps)
    items.push(t('knowsGoal', { pos: goalPos(t, m.x, m.y), what: t(m.gold ? 'goldHere' : 'stoneHere') }));
  for (const i of me.inspections)
    items.push(t('knowsRole', { name: seats[i.seat]?.name ?? '', role: roleName(t, i.role) }));
  return (
    <div className="sab-knowledge">
      <h3>{t('knowledge')}</h3>
      {items.length ? (
        <ul>
          {items.map((s, k) => (
            <li key={k}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('knowsNothing')}</p>
      )}
    </div>
  );
}
