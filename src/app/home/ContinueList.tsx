// A game card's "Continue" list: each unfinished game with its seats and when it was last
// played. Its own chunk (issue 32, first screen): the list exists only once the saved games'
// store (a chunk itself) has read the games, so home's first paint never shows it, and
// useSavedSessions fetches both together.
import { useLang, useT } from '../../i18n/useT';
import type { SessionSummary } from '../../store/summaries';
import { SeatName } from '../../kit/ui/SeatBadge';
import { href } from '../router';
import { formatWhen } from './formatDate';
import { ModeTag } from '../newGame/ModeTag';

export { homeListKey, homeListOf } from './homeListOf';

export function ContinueList({ shown, more }: { shown: SessionSummary[]; more: number }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="continue-list">
      {shown.map((s) => (
        <li key={s.id}>
          <a className="btn continue-link" href={href({ name: 'play', sessionId: s.id })}>
            <span className="continue-label">
              {t('continue')}
              <ModeTag gameId={s.gameId} mode={s.mode} />
            </span>
            <span className="continue-seats">
              {s.seats.map((seat, i) => (
                <SeatName key={i} seat={seat} />
              ))}
            </span>
            <span className="continue-when muted">
              {t('lastPlayed', { date: formatWhen(lang, s.updatedAt) })}
            </span>
          </a>
        </li>
      ))}
      {more > 0 && (
        <li>
          <a className="btn btn-link" href={href({ name: 'saved' })}>
            {t('moreInSaved', { count: more })}
          </a>
        </li>
      )}
    </ul>
  );
}
