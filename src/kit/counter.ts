// A shared counter that components raise while they are shown: the bot hold (bots wait while
// people read) and the privacy counter (the update prompt waits while a hand is up) are both one.
import { useEffect } from 'react';
import { create } from 'zustand';

export function makeCounter() {
  const useCount = create<{ count: number }>()(() => ({ count: 0 }));
  /** Raises the counter while the calling component is mounted and `active`. */
  function useRaise(active = true): void {
    useEffect(() => {
      if (!active) return;
      useCount.setState((s) => ({ count: s.count + 1 }));
      return () => useCount.setState((s) => ({ count: Math.max(0, s.count - 1) }));
    }, [active]);
  }
  return { useCount, useRaise };
}
