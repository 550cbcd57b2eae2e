// Small pieces of the Rolling Village screens: a modal, the big game code, the roll history,
// the round boxes and the written breakdown of a round.
import type { ReactNode } from 'react';
import { useModalDialog } from '../../../kit/ui/useModalDialog';
import { BONUS_ROUNDS, type Roll, type RoundRecord, type ScoringGroup } from '../rules';
import { ObjectIcon } from './Icons';
import { avenueLabel, groupCode, rollKindKey, TYPE_TITLE, type RvT } from './present';
import { useRvT } from './strings';

export function RvModal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useRvT();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="dialog rv-modal"
      aria-label={title}
      onCancel={(e) => (e.preventDefault(), onClose())}
    >
      {open && (
        <>
          <h2>{title}</h2>
          {children}
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
              {t('close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/** The game code large, in three groups of three for reading aloud. */
export function CodeDisplay({ code }: { code: string }) {
  const groups = groupCode(code);
  return (
    <p className="rv-code" data-testid="rv-code" data-code={groups.join('')}>
      {groups.map((g, i) => (
        <span key={i} className="rv-code-group">
          {g}
        </span>
      ))}
    </p>
  );
}

export function RollHistory({ rolls }: { rolls: Roll[] }) {
  const t = useRvT();
  if (rolls.length === 0) return <p className="muted">{t('historyEmpty')}</p>;
  return (
    <ol className="rv-history" data-testid="rv-history">
      {rolls.map((r) => (
        <li key={r.slot} data-dice={`${r.dice[0]}-${r.dice[1]}`}>
          <span className="rv-history-round">
            {r.round === 0 ? t('setupRound') : t('roundShort', { n: r.round })}
          </span>
          <span>{t('historyItem', { kind: t(rollKindKey(r.kind)), a: r.dice[0], b: r.dice[1] })}</span>
          <span className="num">= {r.dice[0] + r.dice[1]}</span>
        </li>
      ))}
    </ol>
  );
}

export function RoundBoxes({
  scores,
  shown,
  onShow,
}: {
  scores: (number | null)[];
  shown: number | null;
  onShow(round: number | null): void;
}) {
  const t = useRvT();
  return (
    <div className="rv-rounds" role="group" aria-label={t('roundBoxes')}>
      {scores.map((s, i) => {
        const n = i + 1;
        return (
          <button
            key={n}
            type="button"
            className={`rv-round-box${shown === n ? ' rv-round-shown' : ''}${BONUS_ROUNDS.includes(n) ? ' rv-round-bonus' : ''}`}
            aria-pressed={shown === n}
            disabled={s === null}
            onClick={() => onShow(shown === n ? null : n)}
          >
            {/* the name comes from this text, not aria-label: axe's label-in-name rule wants
                an aria-label to contain the visible digits, which stand apart ("1" and "0") */}
            <span className="visually-hidden">
              {s === null
                ? t('roundBoxEmpty', { n })
                : t('roundBoxLabel', { n, score: t('pointsN', { count: s }) })}
            </span>
            <span className="rv-round-n" aria-hidden="true">
              {n}
            </span>
            <span className="rv-round-score num" aria-hidden="true">
              {s ?? '·'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function groupLine(t: RvT, g: ScoringGroup): string {
  return t('breakdownGroup', {
    type: t(TYPE_TITLE[g.type]),
    cells: t('cellsN', { count: g.cells.length }),
    points: t('pointsN', { count: g.points }),
  });
}

/** The written breakdown beside the lit-up sheet: the avenue, each scoring group and its points. */
export function BreakdownText({
  record,
  title,
}: {
  record: Pick<RoundRecord, 'avenue' | 'score' | 'groups' | 'otherGroups'> & {
    round?: number;
    chosen?: boolean;
  };
  title: string;
}) {
  const t = useRvT();
  return (
    <div className="rv-breakdown" data-testid="rv-breakdown">
      <p className="rv-breakdown-title">
        {title}
        {record.chosen ? ` (${t('breakdownChosen')})` : ''}
      </p>
      {record.groups.length === 0 ? (
        <p className="muted">{t('breakdownNoGroups')}</p>
      ) : (
        <ul className="rv-breakdown-list">
          {record.groups.map((g, i) => (
            <li key={i}>
              <ObjectIcon type={g.type} size={18} />
              <span>{groupLine(t, g)}</span>
            </li>
          ))}
        </ul>
      )}
      {record.otherGroups.length > 0 && <p className="muted rv-small">{t('breakdownDimmed')}</p>}
    </div>
  );
}

export function breakdownTitle(t: RvT, round: number, avenue: number, score: number): string {
  return t('breakdownTitle', {
    n: round,
    label: avenueLabel(avenue),
    points: t('pointsN', { count: score }),
  });
}
