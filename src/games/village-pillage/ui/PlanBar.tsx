// The plan screen's bottom bar: the rules' refusal if any, undo beside "Done" (issue 23 items 1
// and 3), and the question asked once before a plan that cannot be taken back.
import { useState } from 'react';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { useFreshPress } from '../../../kit/ui/freshPress';
import { useT } from '../../../i18n/useT';
import { useVpT } from './strings';

export function PlanBar({
  error,
  canUndo,
  undo,
  complete,
  nextName,
  othersChoose,
  summary,
  confirm,
}: {
  error: string | null;
  canUndo: boolean;
  undo(): void;
  /** every slot holds a card */
  complete: boolean;
  /** who gets the phone next, or null when the cards are revealed next */
  nextName: string | null;
  /** a person on another phone still chooses: this plan reveals nothing yet */
  othersChoose: boolean;
  /** the plan in words, read back before it is final */
  summary: string;
  confirm(): void;
}) {
  const t = useVpT();
  const shell = useT();
  const [asking, setAsking] = useState(false);
  // "Done — hand the phone" answers only a fresh press (issue 29)
  const press = useFreshPress();
  const done = () => {
    setAsking(false);
    confirm();
  };
  return (
    <>
      <div className="bottom-bar">
        {error && (
          <p className="error-text" role="alert">
            {shell('illegal', { reason: error })}
          </p>
        )}
        <div className="vp-bar-row vp-plan-bar">
          <button type="button" className="btn vp-undo-pick" disabled={!canUndo} onClick={undo}>
            <span aria-hidden="true">↶</span>
            <span className="visually-hidden">{t('undoPick')}</span>
          </button>
          <button
            type="button"
            className="btn btn-primary btn-big"
            disabled={!complete}
            // handed to the next person on this phone, the plan can still be taken back from
            // their handoff (issue 23 items 7 and 10): no question. The plan after which the
            // cards are revealed (or the game goes on elsewhere) is final: it asks once
            {...press.button(() => (nextName ? done() : setAsking(true)))}
          >
            {nextName ? shell('handTo', { name: nextName }) : t(othersChoose ? 'doneChosen' : 'doneReveal')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        message={`${summary} ${t('confirmPlanAsk')}`}
        confirmLabel={t('confirmPlan')}
        onConfirm={done}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
