// What the seat to act may choose now, with the reason for every target it may not choose
// (§5, §6, §8, §10.1, §11.3). The view hands this to the screens, so no screen re-derives a rule.
import { brokenTools, placeBlocker, playReason } from './actions';
import { boardOf, type Board } from './board';
import { CARD_TOOLS, isActionCard, isDeckPathCard, PATH_CARDS } from './cards';
import { HEAL_DISCARD, passMax } from './discards';
import { discardChoices } from './legal-actions';
import { legalPlacementsOn, placementReasonOn } from './placement';
import { theftVictims } from './round-end';
import type { ActionCardId, FrontCardId, IllegalReason, State, Tool } from './types';
import type { CardChoice, SeatTarget, TargetWhy, TurnChoices } from './view-types';

/** The finer reason a seat cannot be the target of `card` (the engine's code is 'bad-target'). */
function targetWhy(s: State, seat: number, card: ActionCardId, t: number, tool?: Tool): TargetWhy | null {
  if (playReason(s, { type: 'play', seat, card, targetSeat: t, ...(tool ? { tool } : {}) }) === null)
    return null;
  if (card.startsWith('break-')) return 'already-broken';
  if (card.startsWith('repair-')) return 'not-broken';
  if (card === 'theft') return t !== seat ? 'only-self' : 'has-theft';
  if (card === 'hands-off') return 'no-theft';
  if (card === 'swap-hand' || card === 'inspection') return 'not-self';
  if (card === 'swap-hats') return 'no-roles';
  if (card === 'trapped') return t === seat ? 'not-self' : 'already-trapped';
  return 'not-trapped';
}

function seatTargets(s: State, seat: number, card: ActionCardId): SeatTarget[] {
  const out: SeatTarget[] = [];
  const tools = CARD_TOOLS[card] ?? [];
  const double = card.startsWith('repair-') && tools.length === 2;
  for (let t = 0; t < s.config.players; t++) {
    if (!double) {
      out.push({ seat: t, why: targetWhy(s, seat, card, t) });
      continue;
    }
    const broken = tools.filter((tool) => brokenTools(s, t).includes(tool));
    if (!broken.length) out.push({ seat: t, why: 'not-broken' });
    for (const tool of broken) out.push({ seat: t, tool, why: targetWhy(s, seat, card, t, tool) });
  }
  return out;
}

/** Free cells next to a face-up card: where a tap is worth explaining. */
function candidateCells(s: State): { x: number; y: number }[] {
  const taken = new Set<string>(['0,0']);
  for (const p of s.maze.placed) taken.add(`${p.x},${p.y}`);
  for (const g of s.maze.goals) taken.add(`${g.x},${g.y}`);
  const faceUp = [{ x: 0, y: 0 }, ...s.maze.placed, ...s.maze.goals.filter((g) => g.revealed)];
  const out: { x: number; y: number }[] = [];
  for (const c of faceUp)
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as const) {
      const k = `${c.x + dx},${c.y + dy}`;
      if (taken.has(k)) continue;
      taken.add(k);
      out.push({ x: c.x + dx, y: c.y + dy });
    }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Choices of the seat to move in phase `turn` (only in that seat's own view). */
export function turnChoices(s: State, seat: number): TurnChoices {
  // the seat to move, in its own view: a seat of the table
  const hand = s.hands[seat]!;
  const block = placeBlocker(s, seat);
  const deluxe = s.config.mode === 'deluxe';
  const cards: Record<string, CardChoice> = {};
  let board: Board | null = null;
  let cells: { x: number; y: number }[] | null = null;
  for (const card of new Set(hand)) {
    if (isDeckPathCard(card)) {
      if (block) {
        cards[card] = { use: 'path', spots: [], refused: [], cells: [] };
        continue;
      }
      board ??= boardOf(s.maze);
      cells ??= candidateCells(s);
      const def = PATH_CARDS[card]!; // a deck path card
      const refused: { x: number; y: number; rotated: boolean; why: IllegalReason }[] = [];
      for (const c of cells)
        for (const rotated of [false, true]) {
          const why = placementReasonOn(board, def, c.x, c.y, rotated);
          if (why) refused.push({ x: c.x, y: c.y, rotated, why });
        }
      cards[card] = { use: 'path', spots: legalPlacementsOn(board, card), refused, cells };
    } else if (card === 'rockfall') {
      cards[card] = { use: 'rockfall', cells: s.maze.placed.map((p) => ({ x: p.x, y: p.y })) };
    } else if (card === 'map') {
      cards[card] = {
        use: 'map',
        cells: s.maze.goals.filter((g) => !g.revealed).map((g) => ({ x: g.x, y: g.y })),
      };
    } else if (isActionCard(card)) {
      cards[card] = { use: card === 'theft' ? 'self' : 'seat', targets: seatTargets(s, seat, card) };
    }
  }
  const front = s.front[seat]!.map((f) => f.card);
  const healable = deluxe && hand.length >= HEAL_DISCARD && front.length > 0;
  const max = Math.min(passMax(s.config.mode), hand.length);
  const discards: string[][] = [];
  for (let k = 1; k <= max; k++) discards.push(...discardChoices(hand, k));
  return {
    placeBlock: block,
    cards,
    pass: { min: 1, max, discards },
    heal: healable
      ? {
          discard: HEAL_DISCARD,
          remove: [...new Set(front)] as FrontCardId[],
          discards: discardChoices(hand, HEAL_DISCARD),
        }
      : null,
  };
}

/** Deluxe: the seats the acting thief may rob (public: whether a seat has gold is public, §11.3). */
export function theftChoices(s: State): { thief: number; victims: number[]; mayDecline: true } | null {
  if (s.phase !== 'theft' || !s.thieves.length) return null;
  const thief = s.thieves[0]!; // thieves is not empty (above)
  return { thief, victims: theftVictims(s, thief), mayDecline: true };
}
