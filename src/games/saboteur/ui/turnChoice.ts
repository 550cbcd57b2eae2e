// The turn screen's choice as a pure reducer: which hand card is chosen, how it is turned, the
// spot or target chosen, the cards ticked for a pass or a heal, and why the last tap was refused.
// Every fact comes from the seat's own view (view.turn, read through choices.ts); the reducer
// only remembers what the person picked, and `turnAction` turns a complete choice into the
// action to send. A choice with exactly one legal answer is made at once (a tap that adds
// nothing is not asked for).
import type { Action, ActionCardId, CardId, FrontCardId, View } from '../rules/types';
import {
  cardUse,
  cellTargets,
  discardAt,
  healDiscard,
  passLimits,
  placementSpots,
  seatTargets,
  spotReason,
  type CardUse,
  type SeatTarget,
} from './choices';

type TurnMode = 'play' | 'pass' | 'heal';

export interface TurnChoice {
  mode: TurnMode;
  /** index in the hand of the card chosen to play */
  selected: number | null;
  rotated: boolean;
  /** chosen cell: a legal spot (path card), a placed card (Rockfall) or a face-down goal (Map) */
  spot: { x: number; y: number } | null;
  /** chosen seat (and tool, for double repairs) */
  target: SeatTarget | null;
  /** hand indices ticked for a pass or a heal */
  multi: number[];
  /** the card a heal removes */
  remove: FrontCardId | null;
  /** why the last tap was refused (a reason code of the rules), or null */
  why: string | null;
}

export type TurnEvent =
  | { type: 'card'; index: number }
  | { type: 'rotate' }
  | { type: 'cell'; x: number; y: number }
  | { type: 'target'; target: SeatTarget }
  | { type: 'mode'; mode: 'pass' | 'heal' }
  | { type: 'remove'; card: FrontCardId }
  | { type: 'cancel' }
  | { type: 'refused'; why: string };

export const EMPTY_CHOICE: TurnChoice = {
  mode: 'play',
  selected: null,
  rotated: false,
  spot: null,
  target: null,
  multi: [],
  remove: null,
  why: null,
};

/** The chosen hand card, if any. */
export function chosenCard(view: View, c: TurnChoice): CardId | null {
  return c.mode === 'play' && c.selected !== null ? (view.me?.hand[c.selected] ?? null) : null;
}

/** How the chosen card is used, if one is chosen. */
export function chosenUse(view: View, c: TurnChoice): CardUse | null {
  const card = chosenCard(view, c);
  return card ? cardUse(view, card) : null;
}

const same = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x === b.x && a.y === b.y;

/** A fresh choice of hand card `index`, with anything that has one legal answer filled in. */
function chooseCard(view: View, index: number): TurnChoice {
  const card = view.me?.hand[index];
  if (card === undefined) return EMPTY_CHOICE;
  const next: TurnChoice = { ...EMPTY_CHOICE, selected: index };
  const use = cardUse(view, card);
  if (use === 'path') {
    const spots = placementSpots(view, card);
    // turned the way that fits somewhere: unturned first
    next.rotated = !spots.some((s) => !s.rotated) && spots.some((s) => s.rotated);
    const cells = new Set(spots.map((s) => `${s.x},${s.y}`));
    if (cells.size === 1) {
      const first = spots[0]!; // one cell, so at least one spot
      next.spot = { x: first.x, y: first.y };
      next.rotated = spots.find((s) => s.rotated === next.rotated) ? next.rotated : first.rotated;
    }
  } else if (use === 'rockfall' || use === 'map') {
    const cells = cellTargets(view, card);
    if (cells.length === 1) next.spot = { ...cells[0]! };
  } else if (use === 'seat' || use === 'self') {
    const legal = seatTargets(view, card as ActionCardId).filter((t) => t.why === null);
    if (legal.length === 1) next.target = legal[0]!;
  }
  return next;
}

function tapCell(view: View, c: TurnChoice, x: number, y: number): TurnChoice {
  const card = chosenCard(view, c);
  if (!card) return c;
  const use = cardUse(view, card);
  if (use === 'path') {
    const spots = placementSpots(view, card);
    const here = spots.filter((s) => s.x === x && s.y === y);
    if (here.some((s) => s.rotated === c.rotated)) return { ...c, spot: { x, y }, why: null };
    // it fits only turned the other way: turn it
    if (here.length) return { ...c, spot: { x, y }, rotated: !c.rotated, why: null };
    return { ...c, spot: null, why: spotReason(view, card, x, y, c.rotated) ?? 'bad-action' };
  }
  if (use === 'rockfall' || use === 'map') {
    return cellTargets(view, card).some((t) => t.x === x && t.y === y)
      ? { ...c, spot: { x, y }, why: null }
      : { ...c, why: 'bad-target' };
  }
  return c;
}

function rotate(view: View, c: TurnChoice): TurnChoice {
  const card = chosenCard(view, c);
  if (!card || cardUse(view, card) !== 'path') return c;
  const rotated = !c.rotated;
  const spot = c.spot;
  // the chosen spot stays only if the card still fits there turned the new way
  const keep = spot && placementSpots(view, card).some((s) => same(s, spot) && s.rotated === rotated);
  return { ...c, rotated, spot: keep ? spot : null, why: null };
}

function tick(view: View, c: TurnChoice, index: number): TurnChoice {
  const max = c.mode === 'heal' ? healDiscard(view) : passLimits(view).max;
  const multi = c.multi.includes(index)
    ? c.multi.filter((k) => k !== index)
    : c.multi.length < max
      ? [...c.multi, index]
      : c.multi;
  return { ...c, multi, why: null };
}

export function reduceTurn(view: View, c: TurnChoice, e: TurnEvent): TurnChoice {
  switch (e.type) {
    case 'card':
      if (c.mode !== 'play') return tick(view, c, e.index);
      return e.index === c.selected ? EMPTY_CHOICE : chooseCard(view, e.index);
    case 'rotate':
      return rotate(view, c);
    case 'cell':
      return tapCell(view, c, e.x, e.y);
    case 'target':
      return e.target.why === null ? { ...c, target: e.target, why: null } : { ...c, why: e.target.why };
    case 'mode': {
      if (e.mode === 'heal') {
        const remove = view.turn?.heal?.remove ?? [];
        if (!remove.length) return { ...c, why: 'bad-action' };
        return { ...EMPTY_CHOICE, mode: 'heal', remove: remove.length === 1 ? remove[0]! : null };
      }
      // the card already chosen is the first one ticked for the pass
      return { ...EMPTY_CHOICE, mode: 'pass', multi: c.selected !== null ? [c.selected] : [] };
    }
    case 'remove':
      return { ...c, remove: e.card };
    case 'cancel':
      return EMPTY_CHOICE;
    case 'refused':
      return { ...c, why: e.why };
  }
}

/** The hand cards a pass discards now: the ticked ones, or the chosen card (classic). */
export function passIds(view: View, c: TurnChoice): CardId[] {
  const hand = view.me?.hand ?? [];
  if (c.mode === 'pass') return c.multi.map((i) => hand[i]!); // positions in the hand the person ticked
  const card = chosenCard(view, c);
  return card ? [card] : [];
}

/** The legal pass discard the choice makes (as the view names it), or null (§5). */
function passDiscard(view: View, c: TurnChoice): CardId[] | null {
  const hand = view.me?.hand ?? [];
  const indices = c.mode === 'pass' ? c.multi : c.selected !== null ? [c.selected] : [];
  return discardAt(view.turn?.pass.discards ?? [], hand, indices);
}

/** Whether the ticked cards make a pass the rules allow (§5). */
export function passReady(view: View, c: TurnChoice): boolean {
  return passDiscard(view, c) !== null;
}

/** The action the primary button sends (place, play, heal), or null while the choice is open. */
export function turnAction(view: View, c: TurnChoice): Action | null {
  const seat = view.me?.seat;
  if (seat === undefined) return null;
  if (c.mode === 'heal') {
    const heal = view.turn?.heal;
    if (!heal || !c.remove) return null;
    const discard = discardAt(heal.discards, view.me?.hand ?? [], c.multi);
    return discard ? { type: 'heal', seat, discard, remove: c.remove } : null;
  }
  if (c.mode === 'pass') return null;
  const card = chosenCard(view, c);
  if (!card) return null;
  const use = cardUse(view, card);
  if (use === 'path') {
    const spot = c.spot;
    if (!spot) return null;
    const fits = placementSpots(view, card).some((s) => same(s, spot) && s.rotated === c.rotated);
    return fits ? { type: 'place', seat, card, x: spot.x, y: spot.y, rotated: c.rotated } : null;
  }
  if (use === 'rockfall' || use === 'map')
    return c.spot ? { type: 'play', seat, card: card as ActionCardId, x: c.spot.x, y: c.spot.y } : null;
  if ((use === 'seat' || use === 'self') && c.target)
    return {
      type: 'play',
      seat,
      card: card as ActionCardId,
      targetSeat: c.target.seat,
      ...(c.target.tool ? { tool: c.target.tool } : {}),
    };
  return null;
}

/** The pass action for the ticked cards (or the chosen card in classic), or null. */
export function passAction(view: View, c: TurnChoice): Action | null {
  const seat = view.me?.seat;
  const discard = passDiscard(view, c);
  if (seat === undefined || !discard) return null;
  return { type: 'pass', seat, discard };
}
