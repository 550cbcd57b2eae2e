// What can be done with one saved game: resume or open it (when this version plays it), export it,
// delete it.
import { findGame } from '../../games/registry';
import { useT } from '../../i18n/useT';
import type { SessionSummary } from '../../store/summaries';
import { href } from '../router';

export function SavedGameActions({
  session,
  titleId,
  onExport,
  onDelete,
}: {
  session: SessionSummary;
  /** the id of the game's title, which names each button's game */
  titleId: string;
  onExport(): void;
  onDelete(): void;
}) {
  const t = useT();
  return (
    <div className="btn-row">
      {!!findGame(session.gameId)?.playable && (
        <a
          className="btn btn-primary"
          href={href({ name: 'play', sessionId: session.id })}
          aria-describedby={titleId}
        >
          {session.finished ? t('open') : t('resume')}
        </a>
      )}
      <button type="button" className="btn" onClick={onExport} aria-describedby={titleId}>
        {t('exportOne')}
      </button>
      <button type="button" className="btn" onClick={onDelete} aria-describedby={titleId}>
        {t('delete')}
      </button>
    </div>
  );
}
