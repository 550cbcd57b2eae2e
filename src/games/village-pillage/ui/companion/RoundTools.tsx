// The tools row above a round's entries: the round's number, the log, fixing a village, and the
// undo while no card of this round is entered yet.
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { useCompanionT } from './strings';
import { UndoButton } from './UndoButton';

export function RoundTools({
  table,
  noDrafts,
  act,
  onFix,
  onLog,
}: {
  table: CompanionView;
  /** no card of this round is entered yet */
  noDrafts: boolean;
  act(a: CompanionAction): boolean;
  onFix(): void;
  onLog(): void;
}) {
  const t = useCompanionT();
  const by = table.toAct[0] ?? 0;
  return (
    <div className="vpc-tools">
      <span className="vpc-round num">{t('roundTitle', { n: table.round })}</span>
      <button type="button" className="btn" onClick={onLog}>
        {t('log')}
      </button>
      <button type="button" className="btn" onClick={onFix} data-testid="vpc-fix">
        {t('fix')}
      </button>
      {noDrafts && table.undo !== 'entries' && <UndoButton table={table} by={by} act={act} />}
    </div>
  );
}
