// The end of the round-end questions (companion §2.4): back to the round, or the reveal (a
// correction: pay again), which asks once and whose confirm says what a correction changes; and
// what is still unanswered.
import { useState } from 'react';
import { ConfirmDialog } from '../../../../kit/ui/ConfirmDialog';
import { correctionWords } from './correction';
import type { QuestionsProps } from './DeluxeQuestions';
import { useCompT } from './strings';

export function RevealBar({ table, seats, here: seat, act }: QuestionsProps) {
  const t = useCompT();
  const [confirm, setConfirm] = useState(false);
  const a = table.answers;
  const correcting = table.correcting !== null;
  return (
    <>
      <div className="bottom-bar sabc-bar">
        {!correcting && (
          <button type="button" className="btn btn-big" onClick={() => act({ type: 'resume', seat })}>
            {t('backToRound')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary btn-big"
          disabled={!table.complete}
          onClick={() => setConfirm(true)}
        >
          {correcting ? t('payAgain') : t('reveal')}
        </button>
      </div>
      {!table.complete && (
        <p className="muted sabc-need">
          {a.gold !== null && a.last !== null ? t('needDoors') : t('needAnswers')}
        </p>
      )}
      <ConfirmDialog
        open={confirm}
        message={
          table.correcting
            ? t('confirmCorrection', {
                round: table.round,
                what: correctionWords(t, seats, table.correcting, a),
              })
            : t('confirmReveal', { round: table.round })
        }
        confirmLabel={correcting ? t('payAgain') : t('reveal')}
        onConfirm={() => {
          setConfirm(false);
          act({ type: 'reveal', seat });
        }}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}
