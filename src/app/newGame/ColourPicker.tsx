// The eight seat colours as a radio group; each swatch carries the seat's letter and its
// colour's name, so colour is never the only signal.
import { useLang, useT } from '../../i18n/useT';
import { SEAT_COLOURS } from '../../kit/seatColours';
import { seatLetter } from '../../kit/ui/SeatBadge';

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
  const lang = useLang();
  const letter = seatLetter(name);
  return (
    <fieldset className="colour-picker">
      <legend>{t('chooseColour', { n: seatNumber })}</legend>
      <div className="colour-swatches">
        {SEAT_COLOURS.map((colourOf, c) => (
          <label key={c} className="colour-swatch" data-colour={c} title={colourOf.name[lang]}>
            <input
              type="radio"
              name={`colour-${seatNumber}`}
              checked={c === colour}
              onChange={() => onPick(c)}
              aria-label={colourOf.name[lang]}
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
