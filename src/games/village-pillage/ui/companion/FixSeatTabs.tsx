// The fix sheet's row of people: the one pressed is the village being fixed.
import type { SeatInfo } from '../../../../kit/session';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';

export function FixSeatTabs({
  seats,
  target,
  onPick,
}: {
  seats: SeatInfo[];
  target: number;
  onPick(seat: number): void;
}) {
  return (
    <div className="vpc-seat-tabs" role="group">
      {seats.map((s, i) => (
        <button
          key={i}
          type="button"
          className="btn vpc-seat-tab"
          aria-pressed={target === i}
          onClick={() => onPick(i)}
        >
          <SeatBadge seat={s} size={24} />
          <span>{s.name}</span>
        </button>
      ))}
    </div>
  );
}
