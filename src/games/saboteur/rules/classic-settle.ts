// The classic settlement sequence (§10), once: the full game (round-end.ts) and the companion
// (companion/settle.ts) both call it, each with hooks that write its own summary, log and phase.
// The functions change the table they are given in place (a plain copy or an Immer draft).
import { classicPickOrder, classicSaboteurShare, handOutUniformOffer, takeSaboteurShare } from './payouts';
import type { Role } from './types';

/** §10.1: nugget cards drawn when the gold is found: min(players, this) */
export const NUGGET_DRAW_MAX = 9;

/** The parts of a table the classic settlement reads and changes. */
interface ClassicTable {
  roles: Role[];
  nuggetDeck: number[];
  pick: { offer: number[]; picker: number; queue: number[] } | null;
  config: { players: number };
}

/** What each caller does at each step of the settlement. */
export interface ClassicHooks {
  /** the round's winners and why they are paid (§10.1 diggers, §10.2 saboteurs) */
  winners(seats: number[], reason: 'digger-pick' | 'saboteur-share'): void;
  /** §10.1: the offer was drawn (its size); §10.2: each saboteur's share */
  tableValue(value: number): void;
  /** `seat` receives one nugget card of `value` */
  give(seat: number, value: number): void;
  /** the rest of the offer was handed out to these seats without picks (Appendix B.5) */
  handedOut(seats: number[]): void;
  /** `seat` picked a card (its value is private) */
  picked(seat: number): void;
  /** the picks begin */
  picking(): void;
  /** every card is paid: the round is settled */
  settled(): void;
}

/** §10: pay the round; picks may remain (the table's `pick` then holds the offer). */
export function settleClassic(t: ClassicTable, goldFound: boolean, finder: number, h: ClassicHooks): void {
  if (goldFound) {
    // §10.1: D = min(players, 9) cards, picked counter-clockwise among gold-diggers from the finder
    h.winners(
      t.roles.flatMap((r, i) => (r === 'gold-digger' ? [i] : [])),
      'digger-pick',
    );
    const offer = t.nuggetDeck.splice(0, Math.min(t.config.players, NUGGET_DRAW_MAX));
    h.tableValue(offer.length);
    const order = classicPickOrder(t.roles, finder, offer.length);
    if (!order.length) {
      t.nuggetDeck.unshift(...offer); // nothing left to offer, or nobody to take it
      h.settled();
      return;
    }
    t.pick = { offer, picker: order[0]!, queue: order.slice(1) }; // order is not empty (above)
    h.picking();
    autoPicks(t, h);
    return;
  }
  // §10.2: each saboteur owed classicSaboteurShare(s), paid in ascending seat order
  const sabs = t.roles.flatMap((r, i) => (r === 'saboteur' ? [i] : []));
  const owed = classicSaboteurShare(sabs.length);
  h.winners(sabs, 'saboteur-share');
  h.tableValue(owed);
  for (const seat of sabs) {
    const { taken, rest } = takeSaboteurShare(t.nuggetDeck, owed);
    t.nuggetDeck = rest;
    for (const v of taken) h.give(seat, v);
  }
  h.settled();
}

/** The picking seat takes one nugget card of `value` (checked by the caller). */
export function pickClassicNugget(t: ClassicTable, value: number, h: ClassicHooks): void {
  const pick = t.pick as NonNullable<ClassicTable['pick']>;
  const seat = pick.picker;
  h.give(seat, value);
  h.picked(seat);
  pick.offer.splice(pick.offer.indexOf(value), 1);
  if (pick.offer.length) pick.picker = pick.queue.shift() as number;
  autoPicks(t, h);
}

/**
 * §10.1 / Appendix B.5: while every card on offer has one value, hand them out without picks.
 * The public log says only who received them (§13), never that the values were equal.
 */
function autoPicks(t: ClassicTable, h: ClassicHooks): void {
  const pick = t.pick;
  if (!pick) return;
  const seats = handOutUniformOffer(pick, h.give);
  if (seats.length) h.handedOut(seats);
  if (!pick.offer.length) {
    t.pick = null;
    h.settled();
  }
}
