// A row of seat buttons (badge and name, an optional mark), one per seat the step may choose:
// who played a card, at whom, who answers, who steals.
import type { FreshPress } from '../../../../kit/ui/freshPress';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import type { SeatInfo } from '../../../../kit/session';

export function SeatButtons({
  seats,
  choices,
  onPick,
  pressed,
  marks,
  guard,
}: {
  seats: SeatInfo[];
  choices: number[];
  onPick(seat: number): void;
  pressed?: (seat: number) => boolean;
  marks?: (seat: number) => string | null;
  /** answer only a fresh press (issue 29) */
  guard?: FreshPress;
}) {
  return (
    <div className="sabc-seats">
      {choices.map((s) => {
        const mark = marks?.(s) ?? null;
        return (
          <button
            key={s}
            type="button"
            className="btn sabc-seat"
            aria-pressed={pressed ? pressed(s) : undefined}
            {...(guard ? guard.button(() => onPick(s)) : { onClick: () => onPick(s) })}
          >
            <SeatBadge seat={seats[s] ?? { name: `${s + 1}`, colour: 0 }} size={28} />
            <span className="sabc-seat-name">{seats[s]?.name ?? s + 1}</span>
            {mark && <span className="sabc-seat-mark">{mark}</span>}
          </button>
        );
      })}
    </div>
  );
}
