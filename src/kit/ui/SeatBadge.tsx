// A seat's colour with its letter, so colour is never the only signal.
import type { SeatInfo } from '../session';
import { graphemesOf } from '../graphemes';

/** The badge's mark: a trailing number ("Player 2" → "2", so default names stay distinct), else the first letter. */
export function seatLetter(name: string): string {
  const number = /(\d{1,2})\s*$/.exec(name);
  if (number) return number[1] as string;
  const first = graphemesOf(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

export function SeatBadge({ seat, size = 32 }: { seat: Pick<SeatInfo, 'name' | 'colour'>; size?: number }) {
  return (
    <span
      className="seat-badge"
      aria-hidden="true"
      data-colour={seat.colour}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}
    >
      {seatLetter(seat.name)}
    </span>
  );
}

/** Badge plus name, for lists and headers. */
export function SeatName({ seat }: { seat: Pick<SeatInfo, 'name' | 'colour'> }) {
  return (
    <span className="seat-name">
      <SeatBadge seat={seat} size={24} />
      <span>{seat.name}</span>
    </span>
  );
}
