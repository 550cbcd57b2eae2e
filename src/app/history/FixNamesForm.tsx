// The form that corrects a finished game's names (FixNames.tsx): a field per seat, what is wrong
// with the names typed, and cancel or save.
import { NAME_MAX } from '../../kit/validate';
import { useHistoryT } from './strings';

export function FixNamesForm({
  names,
  onName,
  problem,
  onSave,
  onCancel,
}: {
  names: readonly string[];
  onName(seat: number, name: string): void;
  problem: string | null;
  onSave(): void;
  onCancel(): void;
}) {
  const t = useHistoryT();
  return (
    <form
      className="card history-fix-names"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h3>{t('fixNames')}</h3>
      <p className="muted">{t('fixNamesHint')}</p>
      {names.map((name, i) => (
        <label key={i} className="history-fix-name">
          <span>{t('nameOfSeat', { n: i + 1 })}</span>
          <input
            type="text"
            value={name}
            maxLength={NAME_MAX}
            onChange={(e) => onName(i, e.currentTarget.value)}
          />
        </label>
      ))}
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="btn-row">
        <button type="button" className="btn" onClick={onCancel}>
          {t('cancelFix')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('saveNames')}
        </button>
      </div>
    </form>
  );
}
