// Every route but home, and the overlays shown over any screen with the theme and language that
// follow the settings: one chunk of its own (issue 32, first screen), fetched once home is up (App
// renders the overlays right after its first commit) or at once when the app opens on another route. Each screen is a chunk of its own in turn
// (screens.ts).
import { Suspense } from 'react';
import { useStorageStatus } from '../store/storageStatus';
import { ErrorBoundary } from './ErrorBoundary';
import type { Route } from './routes';
import { Overlays as Lazy, Screens } from './screens';
import { useThemeAndLang } from './useThemeAndLang';

/** The storage banner's chunk is fetched only when there is something to say. */
function StorageNotices() {
  const show = useStorageStatus((s) => s.health !== 'ok' || s.quarantined.length > 0);
  return show ? <Lazy.StorageBanner /> : null;
}

/** Beside every screen: the theme and language applied as the settings change, and the overlays. */
export function Overlays() {
  useThemeAndLang();
  return (
    <>
      <Suspense fallback={null}>
        <StorageNotices />
      </Suspense>
      <Suspense fallback={null}>
        <Lazy.UpdatePrompt />
      </Suspense>
    </>
  );
}

/** The screen of a route other than home; `routeKey` (its href) clears a game's fault when it changes. */
export function OtherScreen({ route, routeKey }: { route: Route; routeKey: string }) {
  return (
    <>
      {route.name === 'new' && <Screens.NewGame key={route.gameId} gameId={route.gameId} mode={route.mode} />}
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
    </>
  );
}
