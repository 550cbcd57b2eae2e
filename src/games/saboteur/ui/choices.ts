// What the seat on turn may choose, computed from its own view only. Placements come from the
// rules kernel (legalPlacements, placementReason) on the maze as this seat sees it: face-down
// goals are wildcards for placing (§6.1), so their hidden faces never matter here. Target
// rules of action cards (§8) are read off the public seat info of the view.
import { isActionCard, isDeckPathCard, legalPlacements, placementReason } from '../rules';
import type {
  ActionCardId,
  CardId,
  FrontCardId,
  IllegalReason,
  Maze,
  Tool,
  View,
  ViewMaze,
} from '../rules/types';

/** The maze for the placement kernel. Face-down goals get a stand-in face: they never constrain. */
export function mazeFromView(m: ViewMaze): Maze {
  return {
    placed: m.placed.map((p) => ({ ...p })),
    goals: m.goals.map((g) => ({
      x: g.x,
      y: g.y,
      gold: g.revealed ? g.gold === true : false,
      revealed: g.revealed,
      card: g.revealed && g.card ? g.card : 'goal-stone-ne',
      rotated: g.revealed ? g.rotated : false,
    })),
  };
}

/** The tools a break or repair card names (§2.3), read off its id. */
export function cardTools(card: CardId): Tool[] {
  if (!card.startsWith('break-') && !card.startsWith('repair-')) return [];
  return card.split('-').slice(1) as Tool[];
}

export type Spot = { x: number; y: number; rotated: boolean };

/** Why the viewer may not lay path cards at all now; null when it may. */
export function placeBlock(view: View): 'tools-broken' | 'trapped' | null {
  const me = view.me;
  if (!me) return null;
  const seat = view.seats[me.seat];
  if (seat.canPlace) return null;
  return seat.brokenTools.length ? 'tools-broken' : 'trapped';
}

/** Every legal spot for a path card of the viewer's hand (empty if placing is blocked). */
export function placementSpots(view: View, card: CardId): Spot[] {
  if (!isDeckPathCard(card) || placeBlock(view)) return [];
  return legalPlacements(mazeFromView(view.maze), card);
}

/** Why this placement is illegal, or null. */
export function spotReason(
  view: View,
  card: CardId,
  x: number,
  y: number,
  rotated: boolean,
): IllegalReason | null {
  const block = placeBlock(view);
  if (block) return block;
  return placementReason(mazeFromView(view.maze), card, x, y, rotated);
}

/** Empty cells next to a face-up card: where tapping is worth explaining. */
export function candidateCells(m: ViewMaze): { x: number; y: number }[] {
  const taken = new Set<string>();
  const key = (x: number, y: number) => `${x},${y}`;
  taken.add(key(m.start.x, m.start.y));
  for (const p of m.placed) taken.add(key(p.x, p.y));
  for (const g of m.goals) taken.add(key(g.x, g.y));
  const faceUp = [{ x: m.start.x, y: m.start.y }, ...m.placed, ...m.goals.filter((g) => g.revealed)];
  const out: { x: number; y: number }[] = [];
  const seen = new Set<string>();
  for (const c of faceUp) {
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]) {
      const k = key(c.x + dx, c.y + dy);
      if (taken.has(k) || seen.has(k)) continue;
      seen.add(k);
      out.push({ x: c.x + dx, y: c.y + dy });
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

export type CardUse = 'path' | 'seat' | 'self' | 'rockfall' | 'map';

export function cardUse(card: CardId): CardUse {
  if (isDeckPathCard(card)) return 'path';
  if (card === 'rockfall') return 'rockfall';
  if (card === 'map') return 'map';
  if (card === 'theft') return 'self';
  return 'seat';
}

/** UI reasons a seat cannot be the target (finer than the engine's 'bad-target'). */
export type TargetWhy =
  | 'already-broken'
  | 'not-broken'
  | 'not-self'
  | 'already-trapped'
  | 'not-trapped'
  | 'no-theft'
  | 'has-theft'
  | 'only-self'
  | 'no-roles';

export interface SeatTarget {
  seat: number;
  /** double repairs: which tool */
  tool?: Tool;
  why: TargetWhy | null;
}

const hasFront = (view: View, seat: number, card: FrontCardId) =>
  view.seats[seat].front.some((f) => f.card === card);

/** One entry per seat (per seat and tool for double repairs), legal or with the reason it is not. */
export function seatTargets(view: View, card: ActionCardId): SeatTarget[] {
  const me = view.me;
  if (!me) return [];
  const out: SeatTarget[] = [];
  const tools = cardTools(card);
  for (const s of view.seats) {
    const t = s.seat;
    const self = t === me.seat;
    if (card.startsWith('break-')) {
      out.push({ seat: t, why: hasFront(view, t, card as FrontCardId) ? 'already-broken' : null });
    } else if (card.startsWith('repair-')) {
      if (tools.length === 1)
        out.push({ seat: t, why: s.brokenTools.includes(tools[0]) ? null : 'not-broken' });
      else {
        const broken = tools.filter((tool) => s.brokenTools.includes(tool));
        if (!broken.length) out.push({ seat: t, why: 'not-broken' });
        for (const tool of broken) out.push({ seat: t, tool, why: null });
      }
    } else if (card === 'theft') {
      out.push({ seat: t, why: !self ? 'only-self' : hasFront(view, t, 'theft') ? 'has-theft' : null });
    } else if (card === 'hands-off') {
      out.push({ seat: t, why: hasFront(view, t, 'theft') ? null : 'no-theft' });
    } else if (card === 'swap-hand' || card === 'inspection') {
      out.push({ seat: t, why: self ? 'not-self' : null });
    } else if (card === 'swap-hats') {
      out.push({ seat: t, why: view.leftoverRoles > 0 ? null : 'no-roles' });
    } else if (card === 'trapped') {
      out.push({ seat: t, why: self ? 'not-self' : hasFront(view, t, 'trapped') ? 'already-trapped' : null });
    } else if (card === 'free-at-last') {
      out.push({ seat: t, why: hasFront(view, t, 'trapped') ? null : 'not-trapped' });
    }
  }
  return out;
}

/** Placed cards a Rockfall may remove. */
export function rockfallTargets(view: View): { x: number; y: number }[] {
  return view.maze.placed.map((p) => ({ x: p.x, y: p.y }));
}

/** Face-down goals a Map may peek at. */
export function mapTargets(view: View): { x: number; y: number }[] {
  return view.maze.goals.filter((g) => !g.revealed).map((g) => ({ x: g.x, y: g.y }));
}

/** Does this card have at least one legal use now? */
export function cardPlayable(view: View, card: CardId): boolean {
  switch (cardUse(card)) {
    case 'path':
      return placementSpots(view, card).length > 0;
    case 'rockfall':
      return rockfallTargets(view).length > 0;
    case 'map':
      return mapTargets(view).length > 0;
    default:
      return isActionCard(card) && seatTargets(view, card).some((t) => t.why === null);
  }
}

/** How many cards a pass may discard: exactly 1 in classic, 1–3 in deluxe (§5). */
export function passLimits(view: View): { min: number; max: number } {
  const hand = view.me?.hand.length ?? 0;
  return { min: 1, max: Math.min(view.config.mode === 'deluxe' ? 3 : 1, hand) };
}

/** Deluxe heal: 2 cards in hand and something in front of you (§5). */
export function canHeal(view: View): boolean {
  const me = view.me;
  return !!me && view.config.mode === 'deluxe' && me.hand.length >= 2 && view.seats[me.seat].front.length > 0;
}

/** Hand indices → card ids, sorted (actions name cards by id). */
export function idsAt(hand: readonly CardId[], indices: readonly number[]): CardId[] {
  return indices.map((i) => hand[i]).sort();
}

/** Deluxe theft: the seats the acting thief may take 1 gold from (another seat with gold, §11.3). */
export function theftVictims(view: View, thief: number): number[] {
  return view.seats.filter((s) => s.seat !== thief && s.hasGold).map((s) => s.seat);
}

/** Classic nugget pick: the distinct values on offer, highest first. */
export function nuggetChoices(view: View): number[] {
  const offer = view.nuggetPick?.offer ?? [];
  return [...new Set(offer)].sort((a, b) => b - a);
}

/** The cell of the last card laid this round, if it is still on the maze. */
export function lastPlaced(view: View): { x: number; y: number } | null {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i];
    if (e.type === 'round-start') return null;
    if (e.type === 'place')
      return view.maze.placed.some((p) => p.x === e.x && p.y === e.y) ? { x: e.x, y: e.y } : null;
  }
  return null;
}
