// The top of a seat's turn: whose turn it is (the heading, focused when the turn opens) and the
// button that shows or hides this seat's role.
import type { RefObject } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useSabT } from './strings';

export function TurnBar({
  seat,
  seats,
  headingRef,
  showRole,
  onToggleRole,
}: {
  seat: number;
  seats: SeatInfo[];
  /** the turn screen's heading: it takes the focus once, when the turn opens */
  headingRef: RefObject<HTMLHeadingElement | null>;
  showRole: boolean;
  onToggleRole(): void;
}) {
  const t = useSabT();
  return (
    <div className="sab-turn-bar">
      <h2 className="sab-turn-who" tabIndex={-1} ref={headingRef}>
        <SeatBadge seat={seats[seat]!} size={28} />
        <span>{t('turnOf', { name: seats[seat]?.name ?? '' })}</span>
      </h2>
      <button type="button" className="btn sab-role-btn" aria-expanded={showRole} onClick={onToggleRole}>
        {showRole ? t('hideRole') : t('showRole')}
      </button>
    </div>
  );
}
