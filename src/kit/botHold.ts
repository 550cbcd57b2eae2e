// Lets a game screen hold the bots while people read something (a round summary, a role
// reveal). Bots wait while any component holds them and carry on when all let go.
import { useEffect } from 'react';
import { create } from 'zustand';

export const useBotHold = create<{ holds: number }>()(() => ({ holds: 0 }));

/** Call in a screen that bots must not play past while it is shown. */
export function useHoldBots(active = true): void {
  useEffect(() => {
    if (!active) return;
    useBotHold.setState((s) => ({ holds: s.holds + 1 }));
    return () => useBotHold.setState((s) => ({ holds: Math.max(0, s.holds - 1) }));
  }, [active]);
}
