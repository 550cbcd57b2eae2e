// The plan screen's picks as data: which hand card sits in which slot, which slot is being
// filled, and the action they make. Pure: the screen only calls these.
import type { Action, CardId, HandCardView, View } from '../rules/types';

export type PlanSlot = 'left' | 'right' | 'front' | 'back';

export interface Picks {
  /** per slot: index into the hand, or null */
  slots: (number | null)[];
  /** the slot the next tapped card goes into */
  active: number;
}

/** Standard: left, right. Duel round 1 (no front card yet): front, back. Duel later: back. */
export function planSlots(view: View, seat: number): PlanSlot[] {
  if (view.mode === 'standard') return ['left', 'right'];
  return view.seats[seat].front === null ? ['front', 'back'] : ['back'];
}

function firstEmpty(slots: (number | null)[], from: number): number {
  for (let k = 0; k < slots.length; k++) {
    const i = (from + k) % slots.length;
    if (slots[i] === null) return i;
  }
  return from;
}

/** Tapping a hand card: a picked card is taken back; otherwise it fills the active slot
 *  (replacing what was there) and the next empty slot becomes active. */
export function pickCard(p: Picks, handIndex: number): Picks {
  const slots = p.slots.slice();
  const at = slots.indexOf(handIndex);
  if (at >= 0) {
    slots[at] = null;
    return { slots, active: at };
  }
  slots[p.active] = handIndex;
  return { slots, active: firstEmpty(slots, p.active + 1) };
}

/** Tapping a slot: it empties and becomes the one being filled. */
export function clearSlot(p: Picks, slot: number): Picks {
  const slots = p.slots.slice();
  slots[slot] = null;
  return { slots, active: slot };
}

export function picksComplete(p: Picks): boolean {
  return p.slots.every((s) => s !== null);
}

export function planAction(
  view: View,
  seat: number,
  slots: readonly PlanSlot[],
  p: Picks,
  hand: readonly HandCardView[],
): Action | null {
  if (!picksComplete(p)) return null;
  const cards = p.slots.map((i) => hand[i as number]?.card ?? null);
  if (cards.some((c) => c === null)) return null;
  const c = cards as CardId[];
  if (view.mode === 'standard') return { type: 'plan', seat, left: c[0], right: c[1] };
  if (slots.length === 2) return { type: 'plan', seat, front: c[0], back: c[1] };
  return { type: 'plan', seat, back: c[0] };
}
