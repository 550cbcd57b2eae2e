// The shell: loads stored data, applies the theme and language, and shows the route; a
// fault in any screen (or in a game) shows a message in place of it (ErrorBoundary). Home
// is in the first download; every other screen is its own chunk, fetched when opened.
import { lazy, Suspense, useEffect } from 'react';
import { useT } from '../i18n/useT';
import { GAME_IDS } from '../games/registry';
import { useSessions } from '../store/sessions';
import { useSettings } from '../store/settings';
import { listQuarantined } from '../store/persistence';
import { HomeScreen } from './home/HomeScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { StorageBanner } from './StorageBanner';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { href, useRoute } from './router';
import { useThemeAndLang } from './useThemeAndLang';

const NewGameScreen = lazy(() =>
  import('./newGame/NewGameScreen').then((m) => ({ default: m.NewGameScreen })),
);
const SavedGamesScreen = lazy(() =>
  import('./saved/SavedGamesScreen').then((m) => ({ default: m.SavedGamesScreen })),
);
const SettingsScreen = lazy(() =>
  import('./settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);
const RulesScreen = lazy(() => import('./rules/RulesScreen').then((m) => ({ default: m.RulesScreen })));
const MultiScreen = lazy(() => import('./multi/MultiScreen').then((m) => ({ default: m.MultiScreen })));
const HistoryScreen = lazy(() =>
  import('./history/HistoryScreen').then((m) => ({ default: m.HistoryScreen })),
);
const GameHost = lazy(() => import('./GameHost').then((m) => ({ default: m.GameHost })));

function Loading() {
  const t = useT();
  return <output className="page route-loading">{t('loading')}</output>;
}

export function App() {
  const route = useRoute();
  useThemeAndLang();
  useEffect(() => {
    void useSettings.getState().load();
    void useSessions.getState().load(GAME_IDS);
    void listQuarantined();
  }, []);
  // a fault shows a message instead of a blank page; another route clears it
  const routeKey = href(route);
  return (
    <ErrorBoundary resetKey={routeKey}>
      <StorageBanner />
      <UpdatePrompt />
      <main id="main" className="app-main">
        <Suspense fallback={<Loading />}>
          {route.name === 'home' && <HomeScreen />}
          {route.name === 'new' && <NewGameScreen key={route.gameId} gameId={route.gameId} />}
          {route.name === 'play' && (
            <ErrorBoundary resetKey={routeKey} sessionId={route.sessionId}>
              <GameHost key={route.sessionId} sessionId={route.sessionId} />
            </ErrorBoundary>
          )}
          {route.name === 'saved' && <SavedGamesScreen />}
          {route.name === 'settings' && <SettingsScreen />}
          {route.name === 'multi' && <MultiScreen />}
          {(route.name === 'players' || route.name === 'result') && <HistoryScreen route={route} />}
          {route.name === 'rules' && <RulesScreen key={route.gameId} gameId={route.gameId} />}
        </Suspense>
      </main>
    </ErrorBoundary>
  );
}
