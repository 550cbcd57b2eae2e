// companion §3.6: fixing a village by hand (one step per tap, each written in the log), and the
// log of rounds, undos and fixes.
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
    stockpile: Infinity,
    bank: table.bankCapacity,
    relics: table.relicsToWin,
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
            onClick={() => setTarget(i)}
          >
            <SeatBadge seat={s} size={24} />
            <span>{s.name}</span>
          </button>
        ))}
      </div>
      <ul className="vpc-fix">
        {FIELDS.map(({ field, key }) => {
          const now = v[field];
          const step = (delta: 1 | -1) => act({ type: 'adjust', seat: by, target, field, delta });
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
              <b className="num vpc-fix-value" data-testid={`vpc-fix-${field}`}>
                {now}
              </b>
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
        <button type="button" className="btn btn-primary btn-big" onClick={onClose}>
          {t('done')}
        </button>
      </div>
    </section>
  );
}

function noteWords(t: CompanionT, n: LogItem, seats: SeatInfo[]): string {
  const field = { stockpile: t('fieldStockpile'), bank: t('fieldBank'), relics: t('fieldRelics') };
  switch (n.kind) {
    case 'round':
      return t('noteRound', { n: n.round });
    case 'adjust':
      return t('noteAdjust', {
        n: n.round,
        name: seats[n.target]?.name ?? `#${n.target + 1}`,
        field: field[n.field],
        delta: n.delta > 0 ? '+1' : '−1',
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
