// What the seat on turn may choose, read off its own view (`view.turn`, filled by the rules):
// spots per card and orientation, seat targets with the reason for each that cannot be chosen,
// pass and heal ranges and discards. Nothing here decides a rule; it only looks choices up for
// the screens (and a card's tools up in the rules' card table).
import { ACTION_CARDS } from '../rules/cards';
import type {
  ActionCardId,
  CardChoice,
  CardId,
  Cell,
  IllegalReason,
  SeatTarget,
  Spot,
  Tool,
  View,
} from '../rules/types';

export type { SeatTarget };
export type CardUse = CardChoice['use'];

/** The tools a break or repair card names (§2.3), from the rules' card table; [] for others. */
export function cardTools(card: CardId): Tool[] {
  return ACTION_CARDS[card]?.tools?.tools ?? [];
}

/** Whether a card breaks or repairs tools (§2.3), from the rules' card table; null for others. */
export function toolEffect(card: CardId): 'break' | 'repair' | null {
  return ACTION_CARDS[card]?.tools?.effect ?? null;
}

function choice(view: View, card: CardId): CardChoice | null {
  return view.turn?.cards[card] ?? null;
}

/** How a hand card is used ('path', 'seat', 'self', 'rockfall', 'map'), from the view. */
export function cardUse(view: View, card: CardId): CardUse | null {
  return choice(view, card)?.use ?? null;
}

/** Why the viewer may not lay path cards at all now; null when it may. */
export function placeBlock(view: View): 'tools-broken' | 'trapped' | null {
  return view.turn?.placeBlock ?? null;
}

/** Every legal spot for a path card of the viewer's hand (empty if placing is blocked). */
export function placementSpots(view: View, card: CardId): Spot[] {
  const c = choice(view, card);
  return c && c.use === 'path' ? c.spots : [];
}

/** Why this placement is illegal, or null (the reason the rules gave for that cell). */
export function spotReason(
  view: View,
  card: CardId,
  x: number,
  y: number,
  rotated: boolean,
): IllegalReason | null {
  const block = placeBlock(view);
  if (block) return block;
  const c = choice(view, card);
  if (!c || c.use !== 'path') return 'not-a-path-card';
  if (c.spots.some((s) => s.x === x && s.y === y && s.rotated === rotated)) return null;
  const why = c.refused.find((s) => s.x === x && s.y === y && s.rotated === rotated);
  // a cell not next to any face-up card: nothing there to connect to
  return why ? why.why : 'not-connected';
}

/** Free cells next to a face-up card: where tapping is worth explaining. */
export function candidateCells(view: View, card: CardId): Cell[] {
  const c = choice(view, card);
  return c && c.use === 'path' ? c.cells : [];
}

/** One entry per seat (per seat and tool for double repairs), legal or with the reason it is not. */
export function seatTargets(view: View, card: ActionCardId): SeatTarget[] {
  const c = choice(view, card);
  return c && (c.use === 'seat' || c.use === 'self') ? c.targets : [];
}

/** Cells a Rockfall (placed cards) or a Map (face-down goals) may be played on. */
export function cellTargets(view: View, card: CardId): Cell[] {
  const c = choice(view, card);
  return c && (c.use === 'rockfall' || c.use === 'map') ? c.cells : [];
}

/** How many cards a pass may discard: exactly 1 in classic, 1–3 in deluxe (§5). */
export function passLimits(view: View): { min: number; max: number } {
  return view.turn?.pass ?? { min: 1, max: 0 };
}

/** How many cards a deluxe heal discards now (§5), or 0 when no heal is allowed. */
export function healDiscard(view: View): number {
  return view.turn?.heal?.discard ?? 0;
}

/** Whether two lists hold the same cards, whatever their order. */
function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const left = b.slice();
  for (const id of a) {
    const k = left.indexOf(id);
    if (k < 0) return false;
    left.splice(k, 1);
  }
  return true;
}

/**
 * The legal discard (one of the view's `discards`, named as the action names it) made of the
 * hand cards at `indices`, or null when those cards are no legal discard.
 */
export function discardAt(
  discards: readonly CardId[][],
  hand: readonly CardId[],
  indices: readonly number[],
): CardId[] | null {
  const picked = indices.map((i) => hand[i]!); // positions in the hand the person ticked
  return discards.find((d) => sameCards(d, picked)) ?? null;
}

/** Deluxe theft: the seats the acting thief may take 1 gold from (§11.3). */
export function theftVictims(view: View): number[] {
  return view.theft?.victims ?? [];
}

/** Classic nugget pick: the distinct values on offer, highest first (picker's view only). */
export function nuggetChoices(view: View): number[] {
  return view.nuggetValues ?? [];
}

/** The cell of the last card laid this round, if it is still on the maze (the view's round facts). */
export function lastPlaced(view: View): { x: number; y: number } | null {
  return view.roundFacts.lastPlaced;
}

/** The goals the last play turned face up: they flip (the view's round facts). */
export function justRevealed(view: View): Cell[] {
  return view.roundFacts.justRevealed;
}
