// What others did to this seat this round, said on its turn: a new role given, a hand swapped.
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules/types';
import { useSabT, type SabKey } from './strings';

export function TurnNotices({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const t = useSabT();
  const me = view.me!;
  const notices = me.privateLog
    .filter(
      (e) =>
        e.round === view.round && (e.type === 'new-role' || e.type === 'swap-hand') && e.bySeat !== me.seat,
    )
    .map((e) =>
      e.type === 'new-role'
        ? t('noticeNewRole', { name: seats[e.bySeat]?.name ?? '', role: t(`role-${e.role}` as SabKey) })
        : t('noticeSwapHand', { name: seats[e.type === 'swap-hand' ? e.bySeat : 0]?.name ?? '' }),
    );
  return notices.map((n, i) => (
    <p key={i} className="banner sab-notice" role="note">
      {n}
    </p>
  ));
}
