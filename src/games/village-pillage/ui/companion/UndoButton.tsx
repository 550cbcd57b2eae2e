// companion §3.6: the undo of the last round (or of this round's cards), in the tools row at the
// top of the screen, away from the main button in the bottom bar, and asked once before it acts: a
// double tap on «Next round» must not take a round back (issue 29 item 2). The market's last
// card is one tap to put back, so it is not asked.
import { useState } from 'react';
import { ConfirmDialog } from '../../../../kit/ui/ConfirmDialog';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { useCompanionT } from './strings';

export function UndoButton({
  table,
  by,
  act,
  reopen,
}: {
  table: CompanionView;
  /** the seat the action is sent for (anyone at the table may take a round back) */
  by: number;
  act(a: CompanionAction): boolean;
  /** after the end: the winning round taken back by the session (the rules refuse every action
   *  then: issue 29 item 3) */
  reopen?: () => void;
}) {
  const t = useCompanionT();
  const [asking, setAsking] = useState(false);
  const kind = reopen ? 'round' : table.undo;
  const round = reopen ? (table.reopen?.round ?? null) : table.lastRound;
  if (kind === null || (kind === 'round' && round === null)) return null;
  const label =
    kind === 'round'
      ? t('undoRound', { n: round ?? 0 })
      : kind === 'entries'
        ? t('undoEntries')
        : t('undoMarket');
  const undo = () => (reopen ? reopen() : act({ type: 'undo', seat: by }));
  // the standard game's cards come back on the review to fix; the duel's cards behind are private
  const duel = table.mode === 'duel';
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => (kind === 'market' ? undo() : setAsking(true))}
        data-testid="vpc-undo"
      >
        ↶ {label}
      </button>
      <ConfirmDialog
        open={asking}
        message={
          kind === 'round'
            ? t(duel ? 'confirmUndoRoundDuel' : 'confirmUndoRound', { n: round ?? 0 })
            : t(duel ? 'confirmUndoEntriesDuel' : 'confirmUndoEntries')
        }
        confirmLabel={label}
        danger
        onConfirm={() => {
          setAsking(false);
          undo();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
