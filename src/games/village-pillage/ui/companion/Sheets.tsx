// companion §3.6: fixing a village by hand (issue 30: an amount set in one step, a number with
// − and +, one log line per change saved), and the log of rounds (who got what), undos and fixes.
import { useState } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import type { AdjustField, CompanionAction, CompanionView, LogItem } from '../../rules/companion/types';
import { useCompanionT, type CompanionT } from './strings';

const FIELDS: { field: AdjustField; key: 'fieldStockpile' | 'fieldBank' | 'fieldRelics' }[] = [
  { field: 'stockpile', key: 'fieldStockpile' },
  { field: 'bank', key: 'fieldBank' },
  { field: 'relics', key: 'fieldRelics' },
];

export function FixSheet({
  table,
  seats,
  act,
  onClose,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  act(a: CompanionAction): void;
  onClose(): void;
}) {
  const t = useCompanionT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [target, setTarget] = useState(0);
  const by = table.toAct[0] ?? 0;
  const v = table.seats[target]!; // target is seat 0 or a seat button below
  const max: Record<AdjustField, number> = {
    stockpile: 999,
    bank: table.bankCapacity,
    relics: table.relicsToWin,
  };
  // the amounts as set on screen, per field; saved as one adjustment each
  const [draft, setDraft] = useState<Partial<Record<AdjustField, number>>>({});
  const valueOf = (f: AdjustField) => draft[f] ?? v[f];
  const set = (f: AdjustField, n: number) =>
    setDraft((d) => ({ ...d, [f]: Math.max(0, Math.min(max[f], Math.round(n))) }));
  const changed = FIELDS.filter(({ field }) => valueOf(field) !== v[field]);
  const save = () => {
    for (const { field } of changed)
      act({ type: 'adjust', seat: by, target, field, delta: valueOf(field) - v[field] });
    setDraft({});
  };
  const pick = (i: number) => {
    save();
    setTarget(i);
  };
  return (
    <section className="vpc-screen" aria-labelledby="vpc-fix-title">
      <h1 id="vpc-fix-title" className="vpc-title" tabIndex={-1} ref={heading}>
        {t('fixTitle')}
      </h1>
      <p className="vp-muted">{t('fixHint')}</p>
      <div className="vpc-seat-tabs" role="group">
        {seats.map((s, i) => (
          <button
            key={i}
            type="button"
            className="btn vpc-seat-tab"
            aria-pressed={target === i}
            onClick={() => pick(i)}
          >
            <SeatBadge seat={s} size={24} />
            <span>{s.name}</span>
          </button>
        ))}
      </div>
      <ul className="vpc-fix">
        {FIELDS.map(({ field, key }) => {
          const now = valueOf(field);
          const step = (delta: 1 | -1) => set(field, now + delta);
          return (
            <li key={field} className="vpc-fix-row">
              <span className="vpc-fix-label">{t(key)}</span>
              <button
                type="button"
                className="btn vpc-step"
                disabled={now <= 0}
                aria-label={t('less', { field: t(key) })}
                onClick={() => step(-1)}
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
                aria-label={t('fixAmount', { field: t(key), name: seats[target]?.name ?? `#${target + 1}` })}
                value={now}
                onChange={(e) => {
                  const digits = e.target.value.replace(/[^0-9]/g, '');
                  set(field, digits === '' ? 0 : Number(digits));
                }}
              />
              <button
                type="button"
                className="btn vpc-step"
                disabled={now >= max[field]}
                aria-label={t('more', { field: t(key) })}
                onClick={() => step(1)}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <div className="bottom-bar">
        <button
          type="button"
          className="btn btn-primary btn-big"
          data-testid="vpc-fix-save"
          onClick={() => {
            save();
            onClose();
          }}
        >
          {changed.length > 0 ? t('fixSave') : t('done')}
        </button>
      </div>
    </section>
  );
}

/** What a round changed, village by village: «Аня: Запас +2, Реликвии +1; Боря: Банк −1». */
function gainsWords(t: CompanionT, n: Extract<LogItem, { kind: 'round' }>, seats: SeatInfo[]): string {
  const signed = (x: number) => (x > 0 ? `+${x}` : `−${-x}`);
  const parts = (n.gained ?? []).flatMap((g, i) => {
    const bits = FIELDS.filter(({ field }) => g[field] !== 0).map(
      ({ field, key }) => `${t(key)} ${signed(g[field])}`,
    );
    return bits.length ? [`${seats[i]?.name ?? `#${i + 1}`}: ${bits.join(', ')}`] : [];
  });
  return t('noteRoundGains', { n: n.round, changes: parts.length ? parts.join('; ') : t('noteNoChange') });
}

function noteWords(t: CompanionT, n: LogItem, seats: SeatInfo[]): string {
  const field = { stockpile: t('fieldStockpile'), bank: t('fieldBank'), relics: t('fieldRelics') };
  switch (n.kind) {
    case 'round':
      // saves from before issue 30 have no changes in their round lines
      return n.gained ? gainsWords(t, n, seats) : t('noteRound', { n: n.round });
    case 'adjust':
      return t('noteAdjust', {
        n: n.round,
        name: seats[n.target]?.name ?? `#${n.target + 1}`,
        field: field[n.field],
        delta: n.delta > 0 ? `+${n.delta}` : `−${-n.delta}`,
        value: n.value,
      });
    case 'undo':
      return n.what === 'market'
        ? t('noteUndoMarket')
        : n.what === 'entries'
          ? t('noteUndoEntries', { n: n.round })
          : t('noteUndoRound', { n: n.round });
  }
}

export function LogSheet({
  table,
  seats,
  onClose,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  onClose(): void;
}) {
  const t = useCompanionT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="vpc-screen" aria-labelledby="vpc-log-title">
      <h1 id="vpc-log-title" className="vpc-title" tabIndex={-1} ref={heading}>
        {t('logTitle')}
      </h1>
      {table.notes.length === 0 ? (
        <p className="vp-muted">{t('noNotes')}</p>
      ) : (
        <ol className="vpc-notes" data-testid="vpc-notes">
          {table.notes.map((n, i) => (
            <li key={i}>{noteWords(t, n, seats)}</li>
          ))}
        </ol>
      )}
      <div className="bottom-bar">
        <button type="button" className="btn btn-primary btn-big" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
