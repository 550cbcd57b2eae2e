// Which screen the phone shows now, from the public table view and the UI's own state (who has
// unlocked a private screen, how far the resolution playback has got). Pure: no React.
import type { Phase } from '../rules/types';

export type ScreenKind =
  | { k: 'playback' }
  | { k: 'bot-buy'; seat: number }
  | { k: 'buy-handoff'; seat: number }
  | { k: 'buy'; seat: number }
  | { k: 'plan-handoff'; seat: number }
  | { k: 'plan'; seat: number }
  | { k: 'waiting' }
  | { k: 'over' };

export interface FlowInput {
  phase: Phase;
  /** seats that must act now (table view) */
  toAct: readonly number[];
  /** seat kinds: true = a person */
  humans: readonly boolean[];
  /** the seat that passed its handoff and may see its private screen; React state only */
  unlocked: number | null;
  /** a resolution playback is running and not yet dismissed */
  playbackPending: boolean;
  /** the playback shows the last frame available */
  playbackAtEnd: boolean;
}

export function decideScreen(f: FlowInput): ScreenKind {
  const humanCount = f.humans.filter(Boolean).length;
  if (f.phase === 'buy') {
    if (!f.playbackAtEnd) return { k: 'playback' };
    const seat = f.toAct[0];
    if (seat === undefined) return { k: 'playback' };
    if (!f.humans[seat]) return { k: 'bot-buy', seat };
    // the market is public: with one person at the table the phone is already theirs
    if (f.unlocked === seat || humanCount <= 1) return { k: 'buy', seat };
    return { k: 'buy-handoff', seat };
  }
  if (f.playbackPending) return { k: 'playback' };
  if (f.phase === 'over') return { k: 'over' };
  const next = f.toAct.find((s) => f.humans[s]);
  if (next === undefined) return { k: 'waiting' };
  return f.unlocked === next ? { k: 'plan', seat: next } : { k: 'plan-handoff', seat: next };
}

/** The next person to take the phone after `seat` confirms its plan (null: the reveal is next). */
export function nextPlanner(
  toAct: readonly number[],
  humans: readonly boolean[],
  seat: number,
): number | null {
  const rest = toAct.filter((s) => s !== seat && humans[s]);
  return rest.length > 0 ? rest[0] : null;
}
