// A seat row's tools on the new-game screen: who plays it and where (a choice when the mode offers
// more than one), and moving the seat up, down or removing it.
import { useLang, useT } from '../../i18n/useT';
import type { SeatChoice } from '../../kit/seatChoices';
import type { SeatWhere } from '../../kit/seatPlace';
import type { SeatInfo } from '../../kit/session';

function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly SeatChoice[];
  onChange(id: string): void;
}) {
  const lang = useLang();
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.map((k) => (
        <option key={k.id} value={k.id}>
          {k.label[lang]}
        </option>
      ))}
    </select>
  );
}

export function SeatTools({
  seat,
  index,
  count,
  who,
  where,
  canRemove,
  onChange,
  onMove,
  onRemove,
}: {
  seat: SeatInfo;
  index: number;
  count: number;
  who: readonly SeatChoice[];
  where: readonly SeatChoice[];
  canRemove: boolean;
  onChange(patch: Partial<SeatInfo>): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}) {
  const t = useT();
  const n = index + 1;
  return (
    <div className="seat-row-tools">
      {who.length > 1 && (
        <ChoiceSelect
          label={t('kindOfSeat', { n })}
          value={seat.who}
          choices={who}
          onChange={(id) => onChange({ who: id })}
        />
      )}
      {where.length > 1 && (
        <ChoiceSelect
          label={t('whereOfSeat', { n })}
          value={seat.where}
          choices={where}
          onChange={(id) => onChange({ where: id as SeatWhere })}
        />
      )}
      {who.length <= 1 && where.length <= 1 && <span className="seat-row-spacer" />}
      <button
        type="button"
        className="btn"
        aria-label={t('moveUp', { n })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="btn"
        aria-label={t('moveDown', { n })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="btn"
        aria-label={t('removeSeat', { n })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
