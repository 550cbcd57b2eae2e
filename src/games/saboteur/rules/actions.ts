// Action cards (§8): who/what each card may target, and what it does.
import { CARD_TOOLS, isActionCard } from './cards';
import type { ActionCardId, FrontCardId, GameEvent, IllegalReason, PlayAction, State, Tool } from './types';

export function hasFront(s: State, seat: number, card: FrontCardId): boolean {
  const f = s.front[seat];
  for (let i = 0; i < f.length; i++) if (f[i].card === card) return true;
  return false;
}

export function brokenTools(s: State, seat: number): Tool[] {
  const out: Tool[] = [];
  for (const f of s.front[seat]) {
    if (f.card === 'break-pickaxe') out.push('pickaxe');
    else if (f.card === 'break-lantern') out.push('lantern');
    else if (f.card === 'break-cart') out.push('cart');
  }
  return out;
}

/** §5: may this seat lay a path card now? null if yes, else why not. */
export function placeBlocker(s: State, seat: number): 'tools-broken' | 'trapped' | null {
  for (const f of s.front[seat]) {
    if (f.card === 'break-pickaxe' || f.card === 'break-lantern' || f.card === 'break-cart') return 'tools-broken';
  }
  if (s.config.mode === 'deluxe' && hasFront(s, seat, 'trapped')) return 'trapped';
  return null;
}

const isSeat = (s: State, t: unknown): t is number => Number.isInteger(t) && (t as number) >= 0 && (t as number) < s.config.players;

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

/** Every legal way to play `card` now (one entry per target, per (target, tool) for double repairs). */
export function playOptions(s: State, seat: number, card: ActionCardId): PlayAction[] {
  const out: PlayAction[] = [];
  const n = s.config.players;
  const push = (a: PlayAction) => {
    if (playReason(s, a) === null) out.push(a);
  };
  if (card === 'rockfall') {
    for (const p of s.maze.placed) push({ type: 'play', seat, card, x: p.x, y: p.y });
  } else if (card === 'map') {
    for (const g of s.maze.goals) push({ type: 'play', seat, card, x: g.x, y: g.y });
  } else if (card === 'theft') {
    push({ type: 'play', seat, card, targetSeat: seat });
  } else {
    const tools = CARD_TOOLS[card];
    for (let t = 0; t < n; t++) {
      if (tools && tools.length === 2 && card.startsWith('repair')) {
        for (const tool of tools) push({ type: 'play', seat, card, targetSeat: t, tool });
      } else push({ type: 'play', seat, card, targetSeat: t });
    }
  }
  return out;
}

function removeFront(s: State, seat: number, card: FrontCardId): void {
  const f = s.front[seat];
  const i = f.findIndex((c) => c.card === card);
  if (i >= 0) f.splice(i, 1);
  s.discard.push(card);
}

/** Draws up to k cards from the top of the pile into a hand; returns how many were drawn. */
export function drawCards(s: State, seat: number, k: number): number {
  let drawn = 0;
  while (drawn < k && s.deck.length) {
    s.hands[seat].push(s.deck.pop() as string);
    drawn++;
  }
  return drawn;
}

/**
 * §8 effect of a validated play. The card has already left the hand. Mutates `s` (a draft) and
 * returns the public event; the actor's draw is done by the engine (except after Swap Your Hand).
 */
export function applyPlay(s: State, a: PlayAction): Extract<GameEvent, { type: 'play' }> {
  const seat = a.seat;
  const round = s.round;
  const ev: Extract<GameEvent, { type: 'play' }> = { type: 'play', round, seat, card: a.card, drew: 0 };
  const t = a.targetSeat as number;
  if (a.targetSeat !== undefined) ev.targetSeat = t;
  switch (a.card) {
    case 'break-pickaxe':
    case 'break-lantern':
    case 'break-cart':
    case 'trapped':
    case 'theft':
      s.front[t].push({ card: a.card, order: ++s.playCounter });
      return ev;
    case 'repair-pickaxe':
    case 'repair-lantern':
    case 'repair-cart':
    case 'repair-pickaxe-lantern':
    case 'repair-pickaxe-cart':
    case 'repair-lantern-cart': {
      const tools = CARD_TOOLS[a.card] as Tool[];
      const tool = tools.length === 1 ? tools[0] : (a.tool as Tool);
      if (tools.length === 2) ev.tool = tool;
      s.discard.push(a.card);
      removeFront(s, t, `break-${tool}` as FrontCardId);
      ev.removedFront = `break-${tool}` as FrontCardId;
      return ev;
    }
    case 'rockfall': {
      const i = s.maze.placed.findIndex((p) => p.x === a.x && p.y === a.y);
      const removed = s.maze.placed[i].card;
      s.maze.placed.splice(i, 1);
      s.discard.push(a.card, removed);
      ev.x = a.x as number;
      ev.y = a.y as number;
      ev.removed = removed;
      return ev;
    }
    case 'map': {
      const g = s.maze.goals.find((q) => q.x === a.x && q.y === a.y);
      s.discard.push(a.card);
      ev.x = a.x as number;
      ev.y = a.y as number;
      s.privateLogs[seat].push({ type: 'map', round, x: a.x as number, y: a.y as number, gold: !!g?.gold });
      return ev;
    }
    case 'hands-off':
      s.discard.push(a.card);
      removeFront(s, t, 'theft');
      ev.removedFront = 'theft';
      return ev;
    case 'free-at-last':
      s.discard.push(a.card);
      removeFront(s, t, 'trapped');
      ev.removedFront = 'trapped';
      return ev;
    case 'swap-hand': {
      s.discard.push(a.card);
      // copies, so an Immer draft is never moved between two places
      const mine = s.hands[seat].slice();
      const theirs = s.hands[t].slice();
      s.hands[seat] = theirs;
      s.hands[t] = mine;
      const gave = [...mine].sort();
      const received = [...theirs].sort();
      ev.targetDrew = drawCards(s, t, 1);
      s.privateLogs[seat].push({ type: 'swap-hand', round, bySeat: seat, withSeat: t, gave, received });
      s.privateLogs[t].push({ type: 'swap-hand', round, bySeat: seat, withSeat: seat, gave: received, received: gave });
      return ev;
    }
    case 'inspection':
      s.discard.push(a.card);
      s.privateLogs[seat].push({ type: 'inspection', round, seat: t, role: s.roles[t] });
      return ev;
    case 'swap-hats': {
      s.discard.push(a.card);
      const old = s.roles[t];
      s.discardedRoles.push(old);
      const next = s.leftoverRoles.pop() as State['roles'][number];
      s.roles[t] = next;
      s.privateLogs[t].push({ type: 'new-role', round, bySeat: seat, oldRole: old, role: next });
      return ev;
    }
  }
  return ev;
}
