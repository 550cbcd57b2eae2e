// companion §3.6: fixing a village by hand (issue 30: an amount set in one step, a number with
// − and +, one log line per change saved), and the log of rounds (who got what), undos and fixes.
import { useState } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import type { CompanionAction, CompanionView, LogItem } from '../../rules/companion/types';
import { FIELDS } from './fields';
import { FixAmountRow } from './FixAmountRow';
import { FixSeatTabs } from './FixSeatTabs';
import { useCompanionT, type CompanionT } from './strings';
import { useFixDraft } from './useFixDraft';

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
  const { max, valueOf, set, changed, save } = useFixDraft(table, target, act);
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
      <FixSeatTabs seats={seats} target={target} onPick={pick} />
      <ul className="vpc-fix">
        {FIELDS.map(({ field, key }) => (
          <FixAmountRow
            key={field}
            field={field}
            label={t(key)}
            name={seats[target]?.name ?? `#${target + 1}`}
            value={valueOf(field)}
            max={max[field]}
            onSet={(n) => set(field, n)}
          />
        ))}
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
