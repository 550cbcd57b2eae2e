// One seat on the new-game screen: badge (opens the colours) and name (SeatNameLine), the name's
// problem, the colours (ColourPicker), who plays it and where, and moving or removing the seat
// (SeatTools), and the phone that plays it (SeatPhoneSelect).
import { useState } from 'react';
import type { SeatChoice } from '../../kit/seatChoices';
import type { SeatInfo } from '../../kit/session';
import { ColourPicker } from './ColourPicker';
import { isBot } from '../../kit/botSeat';
import { SeatNameLine } from './SeatNameLine';
import { SeatPhoneSelect } from './SeatPhoneSelect';
import { SeatTools } from './SeatTools';

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
  const [picking, setPicking] = useState(false);
  const problemId = `seat-problem-${index}`;
  const pickerId = `seat-colours-${index}`;
  return (
    <li className="card seat-row" data-colour={seat.colour}>
      <SeatNameLine
        seat={seat}
        index={index}
        picking={picking}
        onPicking={() => setPicking((p) => !p)}
        pickerId={pickerId}
        problemId={problemId}
        invalid={!!problem}
        onName={(name) => onChange({ name })}
      />
      {problem && (
        <p id={problemId} className="error-text seat-problem">
          <span aria-hidden="true">⚠ </span>
          {problem}
        </p>
      )}
      {picking && (
        <div id={pickerId}>
          <ColourPicker
            seatNumber={index + 1}
            name={seat.name}
            colour={seat.colour}
            onPick={(c) => {
              onColour(c);
              setPicking(false);
            }}
          />
        </div>
      )}
      <SeatTools
        seat={seat}
        index={index}
        count={count}
        who={who}
        where={where}
        canRemove={canRemove}
        onChange={onChange}
        onMove={onMove}
        onRemove={onRemove}
      />
      {phones.length > 0 && phoneWords && !isBot(seat) && (
        <SeatPhoneSelect phones={phones} phone={phone} words={phoneWords} onPhone={onPhone} />
      )}
    </li>
  );
}
