// The plan screen's picks as data: which card of the view's plan choice sits in which of its
// slots, which slot is being filled, and the action they make. Pure: the screen only calls these.
import type { PlanAction, PlanCardView, PlanSlotView } from '../rules/types';

export interface Picks {
  /** per slot: index into the hand, or null */
  slots: (number | null)[];
  /** the slot the next tapped card goes into */
  active: number;
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

/** The plan action of the filled slots: each slot names its card (`{left, right}`, `{front, back}`
 *  or `{back}`, as the view's slots say). */
export function planAction(
  seat: number,
  slots: readonly PlanSlotView[],
  p: Picks,
  cards: readonly PlanCardView[],
): PlanAction | null {
  if (!picksComplete(p)) return null;
  const action: Record<string, unknown> = { type: 'plan', seat };
  for (let k = 0; k < slots.length; k++) {
    const c = cards[p.slots[k] as number];
    if (!c || c.blocked) return null;
    action[slots[k]!.slot] = c.card;
  }
  return action as unknown as PlanAction;
}

/**
 * The picks a taken-back plan had (issue 30): each slot gets its card from the hand again, so
 * undo before the handoff restores both picks rather than clearing them. null when the plan
 * does not fit this choice (another seat's, another round's).
 */
export function picksFromPlan(
  action: unknown,
  seat: number,
  slots: readonly PlanSlotView[],
  cards: readonly PlanCardView[],
): Picks | null {
  const plan = action as Record<string, unknown> | null;
  if (!plan || plan.type !== 'plan' || plan.seat !== seat) return null;
  const picked: (number | null)[] = [];
  for (const { slot } of slots) {
    const at = cards.findIndex((c, i) => c.card === plan[slot] && !c.blocked && !picked.includes(i));
    if (at < 0) return null;
    picked.push(at);
  }
  return { slots: picked, active: 0 };
}
