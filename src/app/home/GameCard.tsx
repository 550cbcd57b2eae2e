// One game on the home screen: what it is, how many play, and how to start or continue.
import { useLang, useT } from '../../i18n/useT';
import type { GameModule } from '../../kit/game';
import type { SessionSummary } from '../../store/summaries';
import { SeatName } from '../../kit/ui/SeatBadge';
import { href } from '../router';
import { formatWhen } from './formatDate';
import { ModeTag } from '../newGame/ModeTag';

const SHOWN_UNFINISHED = 3;

export function GameCard({ game, unfinished }: { game: GameModule; unfinished: SessionSummary[] }) {
  const t = useT();
  const lang = useLang();
  const titleId = `game-${game.id}`;
  const shown = unfinished.slice(0, SHOWN_UNFINISHED);
  const more = unfinished.length - shown.length;
  return (
    <li className="card game-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{game.title[lang]}</h2>
      <p className="game-card-players muted">{game.playersLabel[lang]}</p>
      <p>{game.blurb[lang]}</p>
      {!game.playable && (
        <p className="not-playable" role="note">
          <span aria-hidden="true">⏳ </span>
          {t('notYetPlayable')}
        </p>
      )}
      {game.playable && shown.length > 0 && (
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
      )}
      <div className="btn-row game-card-actions">
        {game.playable && (
          <a className="btn btn-primary" href={href({ name: 'new', gameId: game.id })}>
            {t('newGame')}
          </a>
        )}
        <a className="btn" href={href({ name: 'rules', gameId: game.id })}>
          {t('rules')}
        </a>
      </div>
    </li>
  );
}
