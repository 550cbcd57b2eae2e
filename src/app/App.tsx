// The shell: loads stored data and shows the route; a fault in any screen (or in a game) shows
// a message in place of it (ErrorBoundary). Home is in the first download; every other screen, and the overlays (with the theme and language
// that follow the settings), come in a chunk of their own (OtherScreens.tsx), fetched once home
// is up, and each screen in its own chunk when opened (screens.ts); so are the settings and the
// saved games' stores and the service worker's registration. Until then the theme and language
// are the ones the boot script set from their copies (src/app/boot/).
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { allStringsOfCurrentLang } from '../i18n/lang';
import { useT } from '../i18n/useT';
import { AppMain } from './AppMain';
import { HomeScreen } from './home/HomeScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { href, useRoute } from './router';

// every other screen and the overlays render only once all of the shell's strings are here (the
// first download has only the first screen's: i18n/shell.ts)
const loadOthers = () => Promise.all([import('./OtherScreens'), allStringsOfCurrentLang()]).then(([m]) => m);
const OtherScreen = lazy(() => loadOthers().then((m) => ({ default: m.OtherScreen })));
const Overlays = lazy(() => loadOthers().then((m) => ({ default: m.Overlays })));

function Loading() {
  const t = useT();
  return <output className="page route-loading">{t('loading')}</output>;
}

export function App() {
  const route = useRoute();
  // the overlays' chunk (with every other screen's route) is fetched once the first screen is
  // up, not while it is being made (false in the first render, then true in a render React
  // schedules right after it)
  const overlays = useDeferredValue(true, false);
  useEffect(() => {
    // the rest of the shell's strings, for every other screen
    void allStringsOfCurrentLang();
    void import('../store/settings').then((m) => m.useSettings.getState().load());
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
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
      <AppMain>
        {route.name === 'home' ? (
          // no boundary around home: its prerendered markup is hydrated in one pass (boot/mount.tsx;
          // React would hydrate a boundary's content in a later pass of its own)
          <HomeScreen />
        ) : (
          <Suspense fallback={<Loading />}>
            <OtherScreen route={route} routeKey={routeKey} />
          </Suspense>
        )}
      </AppMain>
    </ErrorBoundary>
  );
}
