// The kinds of answer a round-end question takes (companion §2.4), each a fieldset named by its
// question: yes or no, one or more seats, a count.
import type { SeatInfo } from '../../../../kit/session';
import { SeatButtons } from './SeatButtons';
import { useCompT } from './strings';

export function YesNo({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: boolean | null;
  onChange(v: boolean): void;
  name: string;
}) {
  const t = useCompT();
  return (
    <fieldset className="sabc-q" data-q={name}>
      <legend>{label}</legend>
      <div className="sabc-yesno">
        {[true, false].map((v) => (
          <button
            key={String(v)}
            type="button"
            className="btn btn-big"
            aria-pressed={value === v}
            onClick={() => value !== v && onChange(v)}
          >
            {v ? t('yes') : t('no')}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

interface SeatsAnswerProps {
  name: string;
  label: string;
  seats: SeatInfo[];
  choices: number[];
  pressed(seat: number): boolean;
  marks?: (seat: number) => string | null;
  onPick(seat: number): void;
}

export function SeatsAnswer({ name, label, ...buttons }: SeatsAnswerProps) {
  return (
    <fieldset className="sabc-q" data-q={name}>
      <legend>{label}</legend>
      <SeatButtons {...buttons} />
    </fieldset>
  );
}

interface CountAnswerProps {
  name: string;
  label: string;
  value: number;
  max: number;
  onChange(value: number): void;
}

/** A count from 0 to `max`, one step a press. */
export function CountAnswer({ name, label, value, max, onChange }: CountAnswerProps) {
  const t = useCompT();
  return (
    <fieldset className="sabc-q" data-q={name}>
      <legend>{label}</legend>
      <div className="sabc-stepper">
        <button
          type="button"
          className="btn btn-big"
          aria-label={t('fewer')}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className="sabc-count" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="btn btn-big"
          aria-label={t('more')}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
