// One seat on the new-game screen: badge (opens the colours), name, who plays it and where,
// and moving or removing the seat.
import { useState } from 'react';
import { useLang, useT } from '../../i18n/useT';
import type { SeatChoice } from '../../kit/seatChoices';
import type { SeatInfo } from '../../kit/session';
import { SeatBadge } from '../../kit/ui/SeatBadge';
import { NAME_MAX } from '../../kit/validate';
import { ColourPicker } from './ColourPicker';
import { isBot } from '../../kit/botSeat';
import { SEAT_COLOURS } from '../../kit/seatColours';
import type { SeatWhere } from '../../kit/seatPlace';

interface SeatRowProps {
  seat: SeatInfo;
  index: number;
  count: number;
  /** who can play it ('person', bot levels): a choice when there is more than one */
  who: readonly SeatChoice[];
  /** where it can be played (this phone, paper): a choice when there is more than one */
  where: readonly SeatChoice[];
  canRemove: boolean;
  /** the message shown under the name, if any */
  problem: string | null;
  onChange(patch: Partial<SeatInfo>): void;
  onColour(colour: number): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
  /** several phones (issue 14): the linked guest phones this seat can be given to */
  phones?: readonly { token: string; label: string }[];
  /** the select's label and its "this phone" choice, in the person's language */
  phoneWords?: { select: string; here: string };
  /** the guest phone playing this seat; null: this phone */
  phone?: string | null;
  onPhone?(token: string | null): void;
}

export function SeatRow({
  seat,
  index,
  count,
  who,
  where,
  canRemove,
  problem,
  onChange,
  onColour,
  onMove,
  onRemove,
  phones = [],
  phone = null,
  phoneWords,
  onPhone,
}: SeatRowProps) {
  const t = useT();
  const lang = useLang();
  const [picking, setPicking] = useState(false);
  const n = index + 1;
  const nameId = `seat-name-${index}`;
  const problemId = `seat-problem-${index}`;
  const pickerId = `seat-colours-${index}`;
  return (
    <li className="card seat-row" data-colour={seat.colour}>
      <div className="seat-row-main">
        <button
          type="button"
          className="btn seat-colour-btn"
          aria-expanded={picking}
          aria-controls={pickerId}
          aria-label={t('colourOfSeat', { n, colour: SEAT_COLOURS[seat.colour]?.name[lang] ?? '' })}
          onClick={() => setPicking((p) => !p)}
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      {problem && (
        <p id={problemId} className="error-text seat-problem">
          <span aria-hidden="true">⚠ </span>
          {problem}
        </p>
      )}
      {picking && (
        <div id={pickerId}>
          <ColourPicker
            seatNumber={n}
            name={seat.name}
            colour={seat.colour}
            onPick={(c) => {
              onColour(c);
              setPicking(false);
            }}
          />
        </div>
      )}
      <div className="seat-row-tools">
        {who.length > 1 && (
          <select
            aria-label={t('kindOfSeat', { n })}
            value={seat.who}
            onChange={(e) => onChange({ who: e.target.value })}
          >
            {who.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label[lang]}
              </option>
            ))}
          </select>
        )}
        {where.length > 1 && (
          <select
            aria-label={t('whereOfSeat', { n })}
            value={seat.where}
            onChange={(e) => onChange({ where: e.target.value as SeatWhere })}
          >
            {where.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label[lang]}
              </option>
            ))}
          </select>
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
      {phones.length > 0 && phoneWords && !isBot(seat) && (
        <select
          aria-label={phoneWords.select}
          value={phone ?? ''}
          onChange={(e) => onPhone?.(e.target.value || null)}
        >
          <option value="">{phoneWords.here}</option>
          {phones.map((p) => (
            <option key={p.token} value={p.token}>
              {p.label}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}
