// The seats of the new-game form: how many of how many, the seat rows, the table-display hint when
// phones are linked, and adding a seat.
import { useT } from '../../i18n/useT';
import type { ModeInfo } from '../../kit/game';
import { useMultiT } from '../multi/strings';
import { seatProblemText } from './seatProblemText';
import {
  moveSeat,
  removeSeat,
  setSeatColour,
  updateSeat,
  type SeatDraft,
  type SeatLimits,
  type SeatProblem,
} from './seats';
import { SeatRow } from './SeatRow';
import type { useSeatPhones } from './useSeatPhones';

export function SeatsSection({
  seats,
  limits,
  mode,
  problems,
  changeSeats,
  phones,
  onAdd,
}: {
  seats: SeatDraft[];
  limits: SeatLimits;
  mode: ModeInfo;
  problems: readonly SeatProblem[];
  changeSeats(next: SeatDraft[]): void;
  phones: ReturnType<typeof useSeatPhones>;
  onAdd(): void;
}) {
  const t = useT();
  const multi = useMultiT();
  const problemOfSeat = (i: number) => {
    const p = problems.find((q) => 'seat' in q && q.seat === i);
    return p ? seatProblemText(t, p) : null;
  };
  return (
    <section aria-labelledby="seats-title">
      <h2 id="seats-title">
        {t('seats')} <span className="muted num">({t('seatsLimit', { count: seats.length })})</span>
      </h2>
      <p className="muted">{t('playersRange', { min: limits.min, max: limits.max })}</p>
      <ol className="seat-list">
        {seats.map((seat, i) => (
          <SeatRow
            key={seat.key}
            seat={seat}
            index={i}
            count={seats.length}
            who={mode.seatWho}
            where={mode.seatWhere}
            canRemove={seats.length > Math.max(1, limits.min)}
            problem={problemOfSeat(i)}
            onChange={(patch) => changeSeats(updateSeat(seats, i, patch))}
            onColour={(c) => changeSeats(setSeatColour(seats, i, c))}
            onMove={(d) => changeSeats(moveSeat(seats, i, d))}
            onRemove={() => changeSeats(removeSeat(seats, i))}
            phones={phones.choices}
            phone={phones.of(seat)}
            phoneWords={{ select: multi('playsOn', { n: i + 1 }), here: multi('thisPhone') }}
            onPhone={(token) => phones.give(i, token)}
          />
        ))}
      </ol>
      {phones.choices.length > 0 && <p className="muted net-table-hint">{multi('tableDisplayHint')}</p>}
      <button type="button" className="btn add-seat" disabled={seats.length >= limits.max} onClick={onAdd}>
        <span aria-hidden="true">+</span> {t('addSeat')}
      </button>
    </section>
  );
}
