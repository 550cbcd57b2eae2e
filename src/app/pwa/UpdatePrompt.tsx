// Registers the service worker and tells the player about it: "ready to work offline"
// once, briefly, and "a new version is ready: update / later" when one is waiting. It never
// reloads by itself (a reload mid-game would be a surprise), and it stays out of the way
// while a private screen (a hand, a role) is up. Update in one tab makes the new version take
// over every tab; only the tab where Update was tapped reloads, each other tab asks first (a
// half-made plan there must not be lost).
import { useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateBanner } from './UpdateBanner';

/** How long "ready to work offline" stays up. */
const OFFLINE_READY_MS = 4000;
/** Look for a new version this often while the app stays open (a game can last hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const updateAskedHere = useRef(false);
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false);
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    // the new version now controls this tab; without this the plugin reloads every tab
    onNeedReload() {
      if (updateAskedHere.current) location.reload();
      else setUpdatedElsewhere(true);
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);

  return (
    <UpdateBanner
      needRefresh={needRefresh}
      offlineReady={offlineReady}
      updatedElsewhere={updatedElsewhere}
      onUpdate={() => {
        updateAskedHere.current = true;
        void updateServiceWorker(true);
      }}
      onReload={() => location.reload()}
    />
  );
}
