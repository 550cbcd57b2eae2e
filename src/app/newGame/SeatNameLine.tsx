// A seat row's first line on the new-game screen: its badge (a button that opens the colours) and
// its name field, marked invalid with the problem below it when there is one.
import { useLang, useT } from '../../i18n/useT';
import { SEAT_COLOURS } from '../../kit/seatColours';
import type { SeatInfo } from '../../kit/session';
import { SeatBadge } from '../../kit/ui/SeatBadge';
import { NAME_MAX } from '../../kit/validate';

export function SeatNameLine({
  seat,
  index,
  picking,
  onPicking,
  pickerId,
  problemId,
  invalid,
  onName,
}: {
  seat: SeatInfo;
  index: number;
  /** whether the colours are open */
  picking: boolean;
  onPicking(): void;
  pickerId: string;
  problemId: string;
  /** a problem is shown under the name */
  invalid: boolean;
  onName(name: string): void;
}) {
  const t = useT();
  const lang = useLang();
  const n = index + 1;
  const nameId = `seat-name-${index}`;
  return (
    <div className="seat-row-main">
      <button
        type="button"
        className="btn seat-colour-btn"
        aria-expanded={picking}
        aria-controls={pickerId}
        aria-label={t('colourOfSeat', { n, colour: SEAT_COLOURS[seat.colour]?.name[lang] ?? '' })}
        onClick={onPicking}
      >
        <SeatBadge seat={seat} size={36} />
      </button>
      <label className="visually-hidden" htmlFor={nameId}>
        {t('nameOfSeat', { n })}
      </label>
      <input
        id={nameId}
        type="text"
        value={seat.name}
        maxLength={NAME_MAX}
        autoComplete="off"
        enterKeyHint="done"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(e) => onName(e.target.value)}
      />
    </div>
  );
}
