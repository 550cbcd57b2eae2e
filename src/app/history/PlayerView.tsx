// One person's page: per game, games played and won, the average and best score, and the latest
// results (date and place), each opening that game's score table; then the head-to-head records.
import { useMemo } from 'react';
import { findGame } from '../../games/registry';
import { useLang } from '../../i18n/useT';
import type { FinishedGame } from '../../kit/history';
import { SeatBadge } from '../../kit/ui/SeatBadge';
import type { RosterEntry } from '../../store/settings';
import { formatWhen } from '../home/formatDate';
import { href } from '../router';
import { playerPage, type PlayerResult } from './derive';
import { AllPlayersLink } from './AllPlayersLink';
import { HeadToHeadCard } from './HeadToHeadCard';
import { useHistoryT } from './strings';

export function PlayerView({
  games,
  roster,
  playerKey,
}: {
  games: readonly FinishedGame[];
  roster: readonly RosterEntry[];
  playerKey: string;
}) {
  const t = useHistoryT();
  const lang = useLang();
  const page = useMemo(() => playerPage(games, roster, playerKey), [games, roster, playerKey]);
  const number = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }), [lang]);
  if (!page)
    return (
      <>
        <p>{t('unknownPlayer')}</p>
        <AllPlayersLink />
      </>
    );
  return (
    <>
      <header className="history-person">
        <SeatBadge seat={page} size={48} />
        <div>
          <h2>{page.name}</h2>
          <p className="muted">{t('playedWon', { played: page.played, won: page.won })}</p>
        </div>
      </header>
      {page.byGame.length === 0 && <p className="muted">{t('noGames')}</p>}
      {page.byGame.map((g) => {
        const title = findGame(g.gameId)?.title[lang] ?? g.gameId;
        return (
          <section key={g.gameId} className="card history-game" aria-label={title}>
            <h3>{title}</h3>
            <p>{t('playedWon', { played: g.played, won: g.won })}</p>
            <p className="history-score-stats">
              {t('scoreStats', {
                unit: t(scoreKey(g.gameId)),
                average: number.format(g.average),
                best: number.format(g.best),
              })}
            </p>
            <h4 className="muted">{t('recent')}</h4>
            <ul className="history-results">
              {g.recent.map((r) => (
                <li key={r.id}>
                  <ResultLink result={r} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {page.headToHead.length > 0 && <HeadToHeadCard me={page.name} rivals={page.headToHead} />}
      <AllPlayersLink />
    </>
  );
}

/** The history's word for what a game's score counts (relics, gold, points). */
function scoreKey(
  gameId: string,
): 'score-village-pillage' | 'score-saboteur' | 'score-rolling-village' | 'score' {
  return gameId === 'village-pillage' || gameId === 'saboteur' || gameId === 'rolling-village'
    ? `score-${gameId}`
    : 'score';
}

function ResultLink({ result }: { result: PlayerResult }) {
  const t = useHistoryT();
  const lang = useLang();
  return (
    <a
      className="history-result"
      href={href({ name: 'result', id: result.id })}
      data-won={result.won ? 'yes' : 'no'}
    >
      <span className="history-result-date">{formatWhen(lang, result.finishedAt)}</span>
      <span className="history-result-place">
        {result.won && <span aria-hidden="true">🏆 </span>}
        {result.won ? `${t('winner')} · ` : ''}
        {t('place', { place: result.place, seats: result.seats })}
        {result.tied ? ` (${t('tie')})` : ''}
      </span>
    </a>
  );
}
