// What the game page shows when the open game cannot be played here: its log no longer
// replays (download it, or continue from its last good move, saying what is cut), or another
// tab has it open (take it over).
import { useState } from 'react';
import { useT } from '../i18n/useT';
import type { Session } from '../kit/session';
import { ConfirmDialog } from '../kit/ui/ConfirmDialog';
import { useSessions, type OpenGame } from '../store/sessions';
import { downloadText } from './saved/download';

export function TableProblem({ open, session, exit }: { open: OpenGame; session: Session; exit(): void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const game = useSessions((s) => s.game); // subscribed, not read through getState (issue 31 item 3)
  if (!open.error) {
    return (
      <div className="page" role="alert">
        <p>{t(open.lock === 'lost' ? 'openElsewhereLost' : 'openElsewhere')}</p>
        <div className="btn-row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void useSessions.getState().takeOver()}
          >
            {t('takeOver')}
          </button>
          <button type="button" className="btn" onClick={exit}>
            {t('home')}
          </button>
        </div>
      </div>
    );
  }
  const good = open.goodMoves ?? 0;
  const cut = session.actions.length - good;
  return (
    <div className="page" role="alert">
      <p>{t('replayFailed', { reason: open.error })}</p>
      <div className="btn-row">
        {game && open.goodMoves !== null && (
          <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
            {t('continueFromGood', { count: good })}
          </button>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => downloadText(`pocket-table-${session.gameId}-damaged.json`, JSON.stringify(session))}
        >
          {t('download')}
        </button>
        <button type="button" className="btn" onClick={exit}>
          {t('home')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        message={t('cutConfirm', { count: cut, from: good + 1, to: session.actions.length })}
        confirmLabel={t('cutAndContinue')}
        onConfirm={() => {
          setAsking(false);
          useSessions.getState().cutToLastGood();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
