// The shell: loads stored data, applies the theme and language, and shows the route; a
// fault in any screen (or in a game) shows a message in place of it (ErrorBoundary). Home
// is in the first download; every other screen is its own chunk, fetched when opened
// (screens.ts), and so are the saved games' store and the service worker's registration.
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useT } from '../i18n/useT';
import { useSettings } from '../store/settings';
import { useStorageStatus } from '../store/storageStatus';
import { AppMain } from './AppMain';
import { HomeScreen } from './home/HomeScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { href, useRoute } from './router';
import { Overlays, Screens } from './screens';
import { useThemeAndLang } from './useThemeAndLang';

function Loading() {
  const t = useT();
  return <output className="page route-loading">{t('loading')}</output>;
}

/** The storage banner's chunk is fetched only when there is something to say. */
function StorageNotices() {
  const show = useStorageStatus((s) => s.health !== 'ok' || s.quarantined.length > 0);
  return show ? <Overlays.StorageBanner /> : null;
}

export function App() {
  const route = useRoute();
  useThemeAndLang();
  // the overlays' chunks are fetched once the first screen is up, not while it is being made
  // (false in the first render, then true in a render React schedules right after it)
  const overlays = useDeferredValue(true, false);
  useEffect(() => {
    void useSettings.getState().load();
    // the games' definitions come with the store (home shows its cards without them)
    void Promise.all([import('../store/sessions'), import('../games/registry')]).then(([m, r]) =>
      m.useSessions.getState().load(r.GAMES),
    );
    void import('../store/persistence').then((m) => m.listQuarantined());
  }, []);
  // a fault shows a message instead of a blank page; another route clears it
  const routeKey = href(route);
  return (
    <ErrorBoundary resetKey={routeKey}>
      {overlays && (
        <>
          <Suspense fallback={null}>
            <StorageNotices />
          </Suspense>
          <Suspense fallback={null}>
            <Overlays.UpdatePrompt />
          </Suspense>
        </>
      )}
      <AppMain>
        <Suspense fallback={<Loading />}>
          {route.name === 'home' && <HomeScreen />}
          {route.name === 'new' && (
            <Screens.NewGame key={route.gameId} gameId={route.gameId} mode={route.mode} />
          )}
          {route.name === 'play' && (
            <ErrorBoundary resetKey={routeKey} sessionId={route.sessionId}>
              <Screens.GameHost key={route.sessionId} sessionId={route.sessionId} />
            </ErrorBoundary>
          )}
          {route.name === 'saved' && <Screens.SavedGames />}
          {route.name === 'settings' && <Screens.Settings />}
          {route.name === 'multi' && <Screens.Multi />}
          {(route.name === 'players' || route.name === 'result') && <Screens.History route={route} />}
          {route.name === 'rules' && <Screens.Rules key={route.gameId} gameId={route.gameId} />}
        </Suspense>
      </AppMain>
    </ErrorBoundary>
  );
}
