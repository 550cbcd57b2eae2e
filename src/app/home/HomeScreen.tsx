// Home: the games, unfinished games to continue, and the way to saved games, settings and
// installing the app.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { allStringsOfCurrentLang } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { getInstallState, isIos, isStandalone, subscribeInstall } from '../pwa/installPrompt';
import { href } from '../router';
import { HOME_CARDS } from './cards';
import { GameCard } from './GameCard';
import { useHomeList, type CardList } from './homeList';

/** The install offer's button and the iPhone's instructions: their own chunk (issue 32, first
 *  screen), fetched only where there is something to show. The offer is caught in the first
 *  chunk (installPrompt.ts), so it is never missed. Its words are not the first screen's. */
const InstallButton = lazy(() =>
  Promise.all([import('../pwa/InstallButton'), allStringsOfCurrentLang()]).then(([m]) => ({
    default: m.InstallButton,
  })),
);

const NO_GAMES: CardList = { shown: [], more: 0 };
const NO_OFFER = { offer: null, installed: false };
const noSubscription = () => () => {};
const iosBrowser = () => isIos() && !isStandalone();
const notKnown = () => false;

/** Rendered without an offer on the server and in the render that hydrates its markup (boot/),
 *  so the two agree; React renders the offer or the iPhone's instructions right after. */
function Install() {
  const install = useSyncExternalStore(subscribeInstall, getInstallState, () => NO_OFFER);
  const ios = useSyncExternalStore(noSubscription, iosBrowser, notKnown);
  if (!install.offer && !ios) return null;
  return (
    <Suspense fallback={null}>
      <InstallButton />
    </Suspense>
  );
}

export function HomeScreen() {
  const t = useT();
  const { byGame, damaged } = useHomeList();
  return (
    <div className="home">
      <header className="home-header">
        <h1>{t('appName')}</h1>
        <p className="muted">{t('tagline')}</p>
      </header>
      <section className="page" aria-label={t('games')}>
        <ul className="game-list">
          {HOME_CARDS.map((g) => (
            <GameCard key={g.id} game={g} list={byGame.get(g.id) ?? NO_GAMES} />
          ))}
        </ul>
        {damaged > 0 && (
          <p className="notice notice-error">
            <span aria-hidden="true">⚠ </span>
            <a href={href({ name: 'saved' })}>{t('damagedCount', { count: damaged })}</a>
          </p>
        )}
        <Install />
        <a className="btn" href={href({ name: 'multi' })}>
          {t('severalPhones')}
        </a>
        <a className="btn" href={href({ name: 'players' })}>
          {t('playerHistory')}
        </a>
      </section>
      <nav className="bottom-bar home-nav" aria-label={t('menu')}>
        <a className="btn" href={href({ name: 'saved' })}>
          {t('savedGames')}
        </a>
        <a className="btn" href={href({ name: 'settings' })}>
          {t('settings')}
        </a>
      </nav>
    </div>
  );
}
