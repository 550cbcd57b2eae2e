// One saved game: which game, who sat where, how far it went, and what can be done with it.
import { useLang, useT } from '../../i18n/useT';
import { findGame } from '../../games/registry';
import type { SessionSummary } from '../../store/summaries';
import { SeatName } from '../../kit/ui/SeatBadge';
import { formatWhen } from '../home/formatDate';
import { ModeTag } from '../newGame/ModeTag';
import { SavedGameActions } from './SavedGameActions';

export function SavedGameItem({
  session,
  secrets,
  broken,
  selected,
  onSelect,
  onExport,
  onDelete,
}: {
  session: SessionSummary;
  /** an unfinished game whose log shows hidden hands or plans */
  secrets: boolean;
  /** set when its log no longer replays */
  broken: boolean;
  selected: boolean;
  onSelect(on: boolean): void;
  onExport(): void;
  onDelete(): void;
}) {
  const t = useT();
  const lang = useLang();
  const module = findGame(session.gameId);
  const titleId = `saved-${session.id}`;
  return (
    <li className="card saved-item" aria-labelledby={titleId}>
      <div className="saved-item-head">
        <input
          type="checkbox"
          className="check-big"
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t('selectGame')}
          aria-describedby={titleId}
        />
        <h2 id={titleId}>
          {module?.title[lang] ?? session.gameId}
          <ModeTag gameId={session.gameId} mode={session.mode} />
        </h2>
      </div>
      <p className="saved-seats">
        {session.seats.map((seat, i) => (
          <SeatName key={i} seat={seat} />
        ))}
      </p>
      <p className="saved-facts muted">
        <span className="saved-status" data-finished={session.finished ? 'yes' : 'no'}>
          <span aria-hidden="true">{session.finished ? '🏁 ' : '▶ '}</span>
          {session.finished ? t('finished') : t('unfinished')}
        </span>
        <span className="num"> · {t('movesCount', { count: session.moves })}</span>
        <span> · {t('lastPlayed', { date: formatWhen(lang, session.updatedAt) })}</span>
      </p>
      {secrets && (
        <p className="saved-secrets" data-secrets="yes">
          <span aria-hidden="true">🔒 </span>
          {t('holdsSecrets')}
        </p>
      )}
      {broken && (
        <p className="saved-broken" role="note">
          <span aria-hidden="true">⚠ </span>
          {t('brokenNote')}
        </p>
      )}
      <SavedGameActions session={session} titleId={titleId} onExport={onExport} onDelete={onDelete} />
    </li>
  );
}
