// One game on the home screen: what it is, how many play, and how to start or continue.
import { lazy, Suspense } from 'react';
import { useLang, useT } from '../../i18n/useT';
import type { SessionSummary } from '../../store/summaries';
import { href } from '../router';
import { cardWords, type HomeCard } from './cards';
import type { CardList } from './homeListTypes';
import { continueListLoaded, loadContinueList } from './useSavedSessions';

/** Its own chunk, fetched with the saved games' store (useSavedSessions): issue 32, first screen. */
const ContinueList = lazy(() => loadContinueList().then((m) => ({ default: m.ContinueList })));

/** The list, at once when its chunk is here (useSavedSessions fetched it before the games came). */
function Continue(props: { shown: SessionSummary[]; more: number }) {
  const Loaded = continueListLoaded()?.ContinueList;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <ContinueList {...props} />
    </Suspense>
  );
}

export function GameCard({
  game,
  list: { shown, more },
}: {
  game: HomeCard;
  /** its "Continue" links (homeList.ts) */
  list: CardList;
}) {
  const t = useT();
  const lang = useLang();
  const titleId = `game-${game.id}`;
  const words = cardWords(lang)?.[game.id];
  return (
    <li className="card game-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{words?.title}</h2>
      <p className="game-card-players muted">{words?.playersLabel}</p>
      <p>{words?.blurb}</p>
      {!game.playable && (
        <p className="not-playable" role="note">
          <span aria-hidden="true">⏳ </span>
          {t('notYetPlayable')}
        </p>
      )}
      {game.playable && shown.length > 0 && <Continue shown={shown} more={more} />}
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
