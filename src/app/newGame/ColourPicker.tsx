// The eight seat colours as a radio group; each swatch carries the seat's letter and its
// colour's name, so colour is never the only signal.
import { useT } from '../../i18n/useT';
import { seatLetter } from '../../kit/ui/SeatBadge';
import { SEAT_COLOURS } from '../../store/settings';
import type { ShellKey } from '../../i18n/useT';

export const colourKey = (c: number) => `colour${c}` as ShellKey;

export function ColourPicker({
  seatNumber,
  name,
  colour,
  onPick,
}: {
  seatNumber: number;
  name: string;
  colour: number;
  onPick(colour: number): void;
}) {
  const t = useT();
  const letter = seatLetter(name);
  return (
    <fieldset className="colour-picker">
      <legend>{t('chooseColour', { n: seatNumber })}</legend>
      <div className="colour-swatches">
        {Array.from({ length: SEAT_COLOURS }, (_, c) => (
          <label key={c} className="colour-swatch" data-colour={c} title={t(colourKey(c))}>
            <input
              type="radio"
              name={`colour-${seatNumber}`}
              checked={c === colour}
              onChange={() => onPick(c)}
              aria-label={t(colourKey(c))}
            />
            <span className="seat-badge" aria-hidden="true">
              {c === colour ? '✓' : letter}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
