// The plan screen's picks as state: what sits in each slot, the steps to undo, and the error the
// rules gave the last submitted plan. A plan just taken back comes back as it was (issue 30).
import { useContext, useState } from 'react';
import { TakenBackContext } from '../../../kit/ui/undoLast';
import type { PlanCardView, PlanSlotView } from '../rules/types';
import { type Picks, picksFromPlan } from './planModel';

interface PlanPicks {
  picks: Picks;
  /** a new set of picks; the one before can be undone */
  change(next: Picks): void;
  /** back to the picks before the last change */
  undo(): void;
  canUndo: boolean;
  error: string | null;
  setError(error: string | null): void;
}

export function usePlanPicks(
  seat: number,
  slots: readonly PlanSlotView[],
  cards: readonly PlanCardView[],
): PlanPicks {
  const takenBack = useContext(TakenBackContext);
  const [picks, setPicks] = useState<Picks>(
    () => picksFromPlan(takenBack, seat, slots, cards) ?? { slots: slots.map(() => null), active: 0 },
  );
  const [history, setHistory] = useState<Picks[]>([]);
  const [error, setError] = useState<string | null>(null);
  return {
    picks,
    change: (next) => {
      setHistory((h) => [...h, picks]);
      setPicks(next);
      setError(null);
    },
    undo: () => {
      const prev = history[history.length - 1];
      if (!prev) return;
      setHistory((h) => h.slice(0, -1));
      setPicks(prev);
    },
    canUndo: history.length > 0,
    error,
    setError,
  };
}
