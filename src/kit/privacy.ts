// Marks that a private screen (a hand, a role, a map peek) is up. The update prompt and
// other interruptions wait until it is gone.
import { useEffect } from 'react';
import { create } from 'zustand';

export const usePrivacy = create<{ open: number }>()(() => ({ open: 0 }));

/** Call in every component that shows one seat's private information. */
export function usePrivateScreen(active = true): void {
  useEffect(() => {
    if (!active) return;
    usePrivacy.setState((s) => ({ open: s.open + 1 }));
    return () => usePrivacy.setState((s) => ({ open: Math.max(0, s.open - 1) }));
  }, [active]);
}
