// Seats panel: every seat at once (2–12), in a grid that wraps and never scrolls sideways. Each
// seat card: colour and letter badge, name, cards in hand, gold as public as the rules allow
// (§13: classic nugget cards are counted in public; Deluxe shows whether a seat holds gold,
// the total only to that seat), and what lies in front of it (broken tools, Trapped!, Theft)
// as small icons in a row of fixed height, so a seat with broken tools is no taller.
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules/types';
import { SeatCard } from './SeatCard';
import { useSabT } from './strings';

/** How many columns the seat grid has: as few rows as allow a readable name (≤ 4 across). */
export function seatColumns(n: number): number {
  const rows = Math.ceil(n / 4);
  return Math.max(1, Math.ceil(n / rows));
}

export function SeatsPanel({
  view,
  seats,
  highlight,
  since = [],
}: {
  view: View;
  seats: SeatInfo[];
  highlight?: number | null;
  /** issue 23 item 9: seats an action card was played on since the viewer's last turn */
  since?: readonly number[];
}) {
  const t = useSabT();
  const deluxe = view.config.mode === 'deluxe';
  const cols = seatColumns(view.seats.length);
  // four across: the name gets a row of its own, the icons another
  const compact = cols >= 4;
  return (
    <section className="sab-seats" aria-label={t('seatsTitle')} data-lesson-target="seats">
      <ul
        className="sab-seat-list"
        style={{ '--sab-cols': cols } as React.CSSProperties}
        data-compact={compact ? 'true' : undefined}
      >
        {view.seats.map((s) => (
          <SeatCard
            key={s.seat}
            s={s}
            info={seats[s.seat]}
            deluxe={deluxe}
            current={view.current === s.seat}
            me={highlight === s.seat}
            since={since.includes(s.seat)}
            compact={compact}
          />
        ))}
      </ul>
    </section>
  );
}
