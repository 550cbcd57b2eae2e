// Action cards (§8): who/what each card may target, and what it does.
import { replaced } from '../../../kit/reducer';
import { CARD_TOOLS, isActionCard } from './cards';
import type {
  Action,
  ActionCardId,
  FrontCardId,
  GameEvent,
  IllegalReason,
  PlayAction,
  State,
  Tool,
} from './types';

export function hasFront(s: State, seat: number, card: FrontCardId): boolean {
  for (const f of s.front[seat]!) if (f.card === card) return true;
  return false;
}

export function brokenTools(s: State, seat: number): Tool[] {
  const out: Tool[] = [];
  for (const f of s.front[seat]!) {
    if (f.card === 'break-pickaxe') out.push('pickaxe');
    else if (f.card === 'break-lantern') out.push('lantern');
    else if (f.card === 'break-cart') out.push('cart');
  }
  return out;
}

/** §5: may this seat lay a path card now? null if yes, else why not. */
export function placeBlocker(s: State, seat: number): 'tools-broken' | 'trapped' | null {
  for (const f of s.front[seat]!) {
    if (f.card === 'break-pickaxe' || f.card === 'break-lantern' || f.card === 'break-cart')
      return 'tools-broken';
  }
  if (s.config.mode === 'deluxe' && hasFront(s, seat, 'trapped')) return 'trapped';
  return null;
}

const isSeat = (s: State, t: unknown): t is number =>
  Number.isInteger(t) && (t as number) >= 0 && (t as number) < s.config.players;

/** §8 target rules for a played action card (the card being in hand is checked by the engine). */
export function playReason(s: State, a: PlayAction): IllegalReason | null {
  const card = a.card;
  if (!isActionCard(card)) return 'bad-action';
  const seat = a.seat;
  const t = a.targetSeat;
  switch (card) {
    case 'break-pickaxe':
    case 'break-lantern':
    case 'break-cart':
      // any seat, yourself too, without that broken tool (Appendix B.12)
      return isSeat(s, t) && !hasFront(s, t, card) ? null : 'bad-target';
    case 'repair-pickaxe':
    case 'repair-lantern':
    case 'repair-cart':
    case 'repair-pickaxe-lantern':
    case 'repair-pickaxe-cart':
    case 'repair-lantern-cart': {
      if (!isSeat(s, t)) return 'bad-target';
      const tools = CARD_TOOLS[card] as Tool[];
      const tool = tools.length === 1 ? tools[0] : a.tool;
      if (!tool || !tools.includes(tool)) return 'bad-target';
      return hasFront(s, t, `break-${tool}` as FrontCardId) ? null : 'bad-target';
    }
    case 'rockfall':
      return s.maze.placed.some((p) => p.x === a.x && p.y === a.y) ? null : 'bad-target';
    case 'map':
      return s.maze.goals.some((g) => g.x === a.x && g.y === a.y && !g.revealed) ? null : 'bad-target';
    case 'theft':
      return t === seat && !hasFront(s, seat, 'theft') ? null : 'bad-target';
    case 'hands-off':
      return isSeat(s, t) && hasFront(s, t, 'theft') ? null : 'bad-target';
    case 'swap-hand':
    case 'inspection':
      return isSeat(s, t) && t !== seat ? null : 'bad-target';
    case 'swap-hats':
      return isSeat(s, t) && s.leftoverRoles.length > 0 ? null : 'bad-target';
    case 'trapped':
      return isSeat(s, t) && t !== seat && !hasFront(s, t, 'trapped') ? null : 'bad-target';
    case 'free-at-last':
      return isSeat(s, t) && hasFront(s, t, 'trapped') ? null : 'bad-target';
  }
  return 'bad-action';
}

/** Every legal way to play `card` now (one entry per target, per (target, tool) for double repairs), appended to `out`. */
export function playOptions(
  s: State,
  seat: number,
  card: ActionCardId,
  out: PlayAction[] | Action[] = [],
): PlayAction[] {
  const list = out as PlayAction[];
  const n = s.config.players;
  if (card === 'rockfall') {
    // every placed card is a target (playReason: a placed card lies at x,y)
    for (const p of s.maze.placed) list.push({ type: 'play', seat, card, x: p.x, y: p.y });
  } else if (card === 'map') {
    // every face-down goal slot (playReason)
    for (const g of s.maze.goals) if (!g.revealed) list.push({ type: 'play', seat, card, x: g.x, y: g.y });
  } else if (card === 'theft') {
    const a: PlayAction = { type: 'play', seat, card, targetSeat: seat };
    if (playReason(s, a) === null) list.push(a);
  } else {
    const tools = CARD_TOOLS[card];
    const double = tools !== undefined && tools.length === 2 && card.startsWith('repair');
    for (let t = 0; t < n; t++) {
      if (double) {
        for (const tool of tools) {
          const a: PlayAction = { type: 'play', seat, card, targetSeat: t, tool };
          if (playReason(s, a) === null) list.push(a);
        }
      } else {
        const a: PlayAction = { type: 'play', seat, card, targetSeat: t };
        if (playReason(s, a) === null) list.push(a);
      }
    }
  }
  return list;
}

/** Removes the first `card` lying in front of `seat` and discards it. */
function removeFront(d: State, o: State, seat: number, card: FrontCardId, played: ActionCardId): void {
  const front = o.front[seat]!;
  const i = front.findIndex((c) => c.card === card);
  if (i >= 0) d.front = replaced(o.front, seat, front.slice(0, i).concat(front.slice(i + 1)));
  d.discard = [...o.discard, played, card];
}

/** Appends a private event to one seat's log (`logs`: the private logs so far this action). */
function withPrivate(
  logs: State['privateLogs'],
  seat: number,
  e: State['privateLogs'][number][number],
): State['privateLogs'] {
  return replaced(logs, seat, [...logs[seat]!, e]);
}

/**
 * §8 effect of a validated play on the Immer draft `d` of `o`: every change is a whole top-level
 * field, a new plain value built from `o` (the engine's turn, kit `replaced`). The card has
 * already left the hand: the actor's hand in `d.hands` is a fresh plain array. Returns the public
 * event; the actor's draw is done by the engine (except after Swap Your Hand).
 */
export function applyPlay(d: State, o: State, a: PlayAction): PlayEvent {
  const seat = a.seat;
  const round = o.round;
  const ev: PlayEvent = { type: 'play', round, seat, card: a.card, drew: 0 };
  const t = a.targetSeat as number;
  if (a.targetSeat !== undefined) ev.targetSeat = t;
  switch (a.card) {
    case 'break-pickaxe':
    case 'break-lantern':
    case 'break-cart':
    case 'trapped':
    case 'theft': {
      // §8: breaks, Trapped! and Theft stay in front of their seat, in the order played
      const order = o.playCounter + 1; // read before the write: in a replay `d` is `o`
      d.playCounter = order;
      d.front = replaced(o.front, t, [...o.front[t]!, { card: a.card, order }]);
      return ev;
    }
    case 'repair-pickaxe':
    case 'repair-lantern':
    case 'repair-cart':
    case 'repair-pickaxe-lantern':
    case 'repair-pickaxe-cart':
    case 'repair-lantern-cart':
      return repair(d, o, a, ev);
    case 'rockfall':
      return rockfall(d, o, a, ev);
    case 'map': {
      // §8 map: the actor alone learns what the goal slot holds (§13)
      const g = o.maze.goals.find((q) => q.x === a.x && q.y === a.y) as State['maze']['goals'][number];
      d.discard = [...o.discard, a.card];
      ev.x = g.x;
      ev.y = g.y;
      d.privateLogs = withPrivate(o.privateLogs, seat, { type: 'map', round, x: g.x, y: g.y, gold: g.gold });
      return ev;
    }
    case 'hands-off':
      removeFront(d, o, t, 'theft', a.card);
      ev.removedFront = 'theft';
      return ev;
    case 'free-at-last':
      removeFront(d, o, t, 'trapped', a.card);
      ev.removedFront = 'trapped';
      return ev;
    case 'swap-hand':
      return swapHands(d, o, a, ev);
    case 'inspection':
      // §8 inspection: the actor alone sees the target's current role
      d.discard = [...o.discard, a.card];
      d.privateLogs = withPrivate(o.privateLogs, seat, {
        type: 'inspection',
        round,
        seat: t,
        role: o.roles[t]!,
      });
      return ev;
    case 'swap-hats':
      swapHats(d, o, a);
      return ev;
  }
  return ev;
}

type PlayEvent = Extract<GameEvent, { type: 'play' }>;

/** §8 repair-X / repair-X-Y: the named broken tool (a double repair names one) leaves the target's front. */
function repair(d: State, o: State, a: PlayAction, ev: PlayEvent): PlayEvent {
  const tools = CARD_TOOLS[a.card] as Tool[];
  const tool = tools.length === 1 ? tools[0] : (a.tool as Tool);
  if (tools.length === 2) ev.tool = tool;
  removeFront(d, o, a.targetSeat as number, `break-${tool}` as FrontCardId, a.card);
  ev.removedFront = `break-${tool}` as FrontCardId;
  return ev;
}

/** §8 rockfall: the chosen placed card leaves the maze for the discard pile; its cell is empty. */
function rockfall(d: State, o: State, a: PlayAction, ev: PlayEvent): PlayEvent {
  const placed = o.maze.placed;
  const i = placed.findIndex((p) => p.x === a.x && p.y === a.y);
  const cell = placed[i]!; // a validated rockfall names a placed cell
  const removed = cell.card;
  // the cell's own coordinates (never the action's: a -0 would not survive a JSON round-trip)
  ev.x = cell.x;
  ev.y = cell.y;
  d.maze = { placed: placed.slice(0, i).concat(placed.slice(i + 1)), goals: o.maze.goals };
  d.discard = [...o.discard, a.card, removed];
  ev.removed = removed;
  return ev;
}

/**
 * §8 swap-hand: the played card has left the actor's hand, then the two hands are exchanged whole,
 * then the target draws 1 (if the pile has cards); each of the two alone sees what changed hands.
 */
function swapHands(d: State, o: State, a: PlayAction, ev: PlayEvent): PlayEvent {
  const seat = a.seat;
  const t = a.targetSeat as number;
  const round = o.round;
  d.discard = [...o.discard, a.card];
  const mine = d.hands[seat]!; // the actor's hand without the card (a plain array, above)
  const theirs = o.hands[t]!.slice();
  const target = mine.slice();
  const hands = replaced(o.hands, seat, theirs);
  hands[t] = target;
  d.hands = hands;
  const gave = [...mine].sort();
  const received = [...theirs].sort();
  // the target draws 1 from the top of the pile
  let drew = 0;
  if (o.deck.length) {
    target.push(o.deck[o.deck.length - 1]!);
    d.deck = o.deck.slice(0, -1);
    drew = 1;
  }
  ev.targetDrew = drew;
  const swap = { type: 'swap-hand', round, bySeat: seat } as const;
  const logs = withPrivate(o.privateLogs, seat, { ...swap, withSeat: t, gave, received });
  d.privateLogs = withPrivate(logs, t, { ...swap, withSeat: seat, gave: received, received: gave });
  return ev;
}

/**
 * §8 swap-hats: the target's role goes face down to the role discard, and it takes the top of the
 * leftover role pile (which cannot run dry), alone seeing it.
 */
function swapHats(d: State, o: State, a: PlayAction): void {
  const t = a.targetSeat as number;
  d.discard = [...o.discard, a.card];
  const old = o.roles[t]!;
  d.discardedRoles = [...o.discardedRoles, old];
  const next = o.leftoverRoles[o.leftoverRoles.length - 1]!; // validated: a role is left over
  d.leftoverRoles = o.leftoverRoles.slice(0, -1);
  d.roles = replaced(o.roles, t, next);
  d.privateLogs = withPrivate(o.privateLogs, t, {
    type: 'new-role',
    round: o.round,
    bySeat: a.seat,
    oldRole: old,
    role: next,
  });
}
