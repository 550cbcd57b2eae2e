// One amount on the fix sheet (issue 30): its word, a number to type, and − and + beside it.
import { useCompanionT } from './strings';

export function FixAmountRow({
  field,
  label,
  name,
  value,
  max,
  onSet,
}: {
  field: string;
  /** the amount's word */
  label: string;
  /** the name of the village being fixed */
  name: string;
  value: number;
  max: number;
  onSet(n: number): void;
}) {
  const t = useCompanionT();
  return (
    <li className="vpc-fix-row">
      <span className="vpc-fix-label">{label}</span>
      <button
        type="button"
        className="btn vpc-step"
        disabled={value <= 0}
        aria-label={t('less', { field: label })}
        onClick={() => onSet(value - 1)}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        className="num vpc-fix-value"
        data-testid={`vpc-fix-${field}`}
        aria-label={t('fixAmount', { field: label, name })}
        value={value}
        onChange={(e) => {
          const digits = e.target.value.replace(/[^0-9]/g, '');
          onSet(digits === '' ? 0 : Number(digits));
        }}
      />
      <button
        type="button"
        className="btn vpc-step"
        disabled={value >= max}
        aria-label={t('more', { field: label })}
        onClick={() => onSet(value + 1)}
      >
        +
      </button>
    </li>
  );
}
