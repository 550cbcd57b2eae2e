// Keeps the screen on during a game; re-acquired when the page becomes visible again
// (browsers release the lock whenever the page is hidden).
import { useEffect, useState } from 'react';

type Sentinel = {
  released: boolean;
  release(): Promise<void>;
  addEventListener?(t: string, f: () => void): void;
};

export function useWakeLock(enabled: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wl = (navigator as Navigator & { wakeLock?: { request(t: 'screen'): Promise<Sentinel> } }).wakeLock;
    if (!enabled || !wl) {
      setHeld(false);
      return;
    }
    let sentinel: Sentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await wl.request('screen');
        if (cancelled) {
          void sentinel.release();
          return;
        }
        setHeld(true);
        sentinel.addEventListener?.('release', () => setHeld(false));
      } catch {
        setHeld(false);
      }
    };
    void acquire();
    const onVisible = () => void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      if (sentinel && !sentinel.released) void sentinel.release();
      setHeld(false);
    };
  }, [enabled]);
  return held;
}
