// The card catalogue: path cards (§2.2, one data table), action cards (§2.3) and deck building.
// Rows marked ✱ in the spec are reconstructed (Appendix A); a correction is a one-row change here.
import type { ActionCardId, CardId, Mode, PathCardDef, PathCardName, Tool } from './types';
import { parseEdges } from './geometry';

// id | name (its kind, what the card is called) | open | groups ('|' separates groups) | dead-end |
// ladder | door | crystals | classic | deluxe. classic/deluxe = -1 marks a fixed card (start, goals).
const PATH_TABLE: [
  string,
  PathCardName,
  string,
  string,
  boolean,
  boolean,
  '' | 'green' | 'blue',
  number,
  number,
  number,
][] = [
  ['start', 'start', 'NESW', 'NESW', false, true, '', 0, -1, -1],
  ['goal-gold', 'goal-gold', 'NESW', 'NESW', false, false, '', 0, -1, -1],
  ['goal-stone-ne', 'goal-stone', 'NE', 'NE', false, false, '', 0, -1, -1],
  ['goal-stone-nw', 'goal-stone', 'NW', 'NW', false, false, '', 0, -1, -1],
  ['cross', 'cross', 'NESW', 'NESW', false, false, '', 0, 5, 5],
  ['t-ns-e', 't', 'NES', 'NES', false, false, '', 0, 5, 5],
  ['t-ew-n', 't', 'NEW', 'NEW', false, false, '', 0, 5, 5],
  ['straight-ns', 'straight', 'NS', 'NS', false, false, '', 0, 4, 4],
  ['straight-ew', 'straight', 'EW', 'EW', false, false, '', 0, 3, 3],
  ['curve-nw', 'curve', 'NW', 'NW', false, false, '', 0, 4, 4],
  ['curve-ne', 'curve', 'NE', 'NE', false, false, '', 0, 5, 5],
  ['dead-cross', 'dead', 'NESW', 'N|E|S|W', true, false, '', 0, 1, 1],
  ['dead-t-ns-e', 'dead', 'NES', 'N|E|S', true, false, '', 0, 1, 1],
  ['dead-t-ew-n', 'dead', 'NEW', 'N|E|W', true, false, '', 0, 1, 1],
  ['dead-ns', 'dead', 'NS', 'N|S', true, false, '', 0, 1, 1],
  ['dead-ew', 'dead', 'EW', 'E|W', true, false, '', 0, 1, 1],
  ['dead-nw', 'dead', 'NW', 'N|W', true, false, '', 0, 1, 1],
  ['dead-ne', 'dead', 'NE', 'N|E', true, false, '', 0, 1, 1],
  ['dead-n', 'dead', 'N', 'N', true, false, '', 0, 1, 1],
  ['dead-e', 'dead', 'E', 'E', true, false, '', 0, 1, 1],
  ['bridge', 'bridge', 'NESW', 'NS|EW', false, false, '', 0, 0, 2],
  ['double-curve-nw-se', 'double-curve', 'NESW', 'NW|ES', false, false, '', 0, 0, 1],
  ['double-curve-ne-sw', 'double-curve', 'NESW', 'NE|SW', false, false, '', 0, 0, 1], // ✱
  ['ladder-n', 'ladder', 'N', 'N', false, true, '', 0, 0, 1],
  ['ladder-e', 'ladder', 'E', 'E', false, true, '', 0, 0, 1], // ✱
  ['ladder-curve-nw', 'ladder', 'NW', 'NW', false, true, '', 0, 0, 1], // ✱
  ['ladder-curve-ne', 'ladder', 'NE', 'NE', false, true, '', 0, 0, 1], // ✱
  ['door-green-ns-stub-e', 'door-green', 'NES', 'NS|E', false, false, 'green', 0, 0, 1],
  ['door-green-ew', 'door-green', 'EW', 'EW', false, false, 'green', 0, 0, 1], // ✱
  ['door-green-nw', 'door-green', 'NW', 'NW', false, false, 'green', 0, 0, 1], // ✱
  ['door-blue-ns', 'door-blue', 'NS', 'NS', false, false, 'blue', 0, 0, 1], // ✱
  ['door-blue-ew', 'door-blue', 'EW', 'EW', false, false, 'blue', 0, 0, 1], // ✱
  ['door-blue-ne', 'door-blue', 'NE', 'NE', false, false, 'blue', 0, 0, 1], // ✱
  ['crystal-cross', 'crystal', 'NESW', 'NESW', false, false, '', 1, 0, 1], // ✱
  ['crystal-t-ns-e', 'crystal', 'NES', 'NES', false, false, '', 1, 0, 1], // ✱
  ['crystal-t-ew-n', 'crystal', 'NEW', 'NEW', false, false, '', 1, 0, 3], // ✱
  ['crystal-t-ns-e-stub-w', 'crystal', 'NESW', 'NES|W', false, false, '', 1, 0, 1], // ✱
  ['crystal-t-ew-n-stub-s', 'crystal', 'NESW', 'NEW|S', false, false, '', 1, 0, 1], // ✱
  ['crystal-ew-stub-n', 'crystal', 'NEW', 'EW|N', false, false, '', 1, 0, 1], // ✱
  ['crystal-dead-n', 'crystal', 'N', 'N', true, false, '', 1, 0, 1], // ✱
  ['crystal-dead-e', 'crystal', 'E', 'E', true, false, '', 1, 0, 1], // ✱
  ['ns-stub-e', 'stub', 'NES', 'NS|E', false, false, '', 0, 0, 1], // ✱
  ['curve-nw-stub-s', 'stub', 'NSW', 'NW|S', false, false, '', 0, 0, 2], // ✱
  ['curve-ne-stub-s', 'stub', 'NES', 'NE|S', false, false, '', 0, 0, 1], // ✱
  ['ew-stubs-ns', 'stub', 'NESW', 'EW|N|S', false, false, '', 0, 0, 1], // ✱
  ['ns-stubs-ew', 'stub', 'NESW', 'NS|E|W', false, false, '', 0, 0, 1], // ✱
];

export const PATH_CARDS: Record<string, PathCardDef> = Object.fromEntries(
  PATH_TABLE.map(([id, name, open, groups, deadEnd, ladder, door, crystals, classic, deluxe]) => [
    id,
    {
      id,
      name,
      open: parseEdges(open),
      groups: groups.split('|').map(parseEdges),
      deadEnd,
      ladder,
      door: door === '' ? null : door,
      crystals,
      classic: Math.max(0, classic),
      deluxe: Math.max(0, deluxe),
      fixed: classic < 0,
    } satisfies PathCardDef,
  ]),
);

export const PATH_CARD_IDS: string[] = PATH_TABLE.map((r) => r[0]);

/** A path card that can be in a hand and be placed (not start, not a goal). */
export function isDeckPathCard(id: string): boolean {
  return CARD_KIND.get(id) === DECK_PATH;
}

/** What a break or repair card does (§2.3, §8): breaks one tool, or repairs one of these. */
interface ToolEffect {
  effect: 'break' | 'repair';
  /** the tools it names: one, or two for a double repair (which mends one of them) */
  tools: Tool[];
}

interface ActionCardDef {
  id: ActionCardId;
  classic: number;
  deluxe: number;
  /** breaks and repairs: the tools the card concerns (§2.3); null for every other card */
  tools: ToolEffect | null;
}

const BREAK = (tool: Tool): ToolEffect => ({ effect: 'break', tools: [tool] });
const REPAIR = (...tools: Tool[]): ToolEffect => ({ effect: 'repair', tools });

// §2.3 (deluxe has a 4th Rockfall ✱): id | classic | deluxe | tools it breaks or repairs
const ACTION_TABLE: [ActionCardId, number, number, ToolEffect | null][] = [
  ['break-pickaxe', 3, 3, BREAK('pickaxe')],
  ['break-lantern', 3, 3, BREAK('lantern')],
  ['break-cart', 3, 3, BREAK('cart')],
  ['repair-pickaxe', 2, 2, REPAIR('pickaxe')],
  ['repair-lantern', 2, 2, REPAIR('lantern')],
  ['repair-cart', 2, 2, REPAIR('cart')],
  ['repair-pickaxe-lantern', 1, 1, REPAIR('pickaxe', 'lantern')],
  ['repair-pickaxe-cart', 1, 1, REPAIR('pickaxe', 'cart')],
  ['repair-lantern-cart', 1, 1, REPAIR('lantern', 'cart')],
  ['rockfall', 3, 4, null],
  ['map', 6, 6, null],
  ['theft', 0, 4, null],
  ['hands-off', 0, 3, null],
  ['swap-hand', 0, 2, null],
  ['inspection', 0, 2, null],
  ['swap-hats', 0, 2, null],
  ['trapped', 0, 3, null],
  ['free-at-last', 0, 4, null],
];

export const ACTION_CARDS: Record<string, ActionCardDef> = Object.fromEntries(
  ACTION_TABLE.map(([id, classic, deluxe, tools]) => [id, { id, classic, deluxe, tools }]),
);

export function isActionCard(id: string): id is ActionCardId {
  return CARD_KIND.get(id) === ACTION;
}

// card kinds by id in a Map: hot loops look cards up often, and a Map never answers for
// inherited names such as 'constructor'
const DECK_PATH = 1;
const FIXED_PATH = 2;
const ACTION = 3;
const CARD_KIND = new Map<string, number>([
  ...PATH_CARD_IDS.map((id): [string, number] => [id, PATH_CARDS[id]!.fixed ? FIXED_PATH : DECK_PATH]),
  ...ACTION_TABLE.map(([id]): [string, number] => [id, ACTION]),
]);

/** The tools a break or repair card concerns (the table's tools column, by card id). */
export const CARD_TOOLS: Partial<Record<ActionCardId, Tool[]>> = Object.fromEntries(
  ACTION_TABLE.flatMap(([id, , , t]) => (t ? [[id, t.tools]] : [])),
);

/** The draw deck of a mode, unshuffled, in catalogue order (classic 67, deluxe 118). */
export function buildDeck(mode: Mode): CardId[] {
  const deck: CardId[] = [];
  for (const id of PATH_CARD_IDS) {
    const def = PATH_CARDS[id]!; // PATH_CARD_IDS are PATH_CARDS' own keys
    const n = mode === 'classic' ? def.classic : def.deluxe;
    for (let i = 0; i < n; i++) deck.push(id);
  }
  for (const [id, classic, deluxe] of ACTION_TABLE) {
    const n = mode === 'classic' ? classic : deluxe;
    for (let i = 0; i < n; i++) deck.push(id);
  }
  return deck;
}

/** Classic nugget cards (§2.5): 16 × 1, 8 × 2, 4 × 3 = 44 nuggets. */
export function buildNuggetDeck(): number[] {
  const out: number[] = [];
  for (let i = 0; i < 16; i++) out.push(1);
  for (let i = 0; i < 8; i++) out.push(2);
  for (let i = 0; i < 4; i++) out.push(3);
  return out;
}
