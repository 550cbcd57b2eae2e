// The card catalogue: path cards (§2.2, one data table), action cards (§2.3) and deck building.
// Rows marked ✱ in the spec are reconstructed (Appendix A); a correction is a one-row change here.
import type { ActionCardId, CardId, Mode, PathCardDef } from './types';
import { parseEdges } from './geometry';

// id | ru | open | groups ('|' separates groups) | dead-end | ladder | door | crystals | classic | deluxe
// classic/deluxe = -1 marks a fixed card (start, goals).
const PATH_TABLE: [
  string,
  string,
  string,
  string,
  boolean,
  boolean,
  '' | 'green' | 'blue',
  number,
  number,
  number,
][] = [
  ['start', 'Вход в шахту', 'NESW', 'NESW', false, true, '', 0, -1, -1],
  ['goal-gold', 'Золото', 'NESW', 'NESW', false, false, '', 0, -1, -1],
  ['goal-stone-ne', 'Камень', 'NE', 'NE', false, false, '', 0, -1, -1],
  ['goal-stone-nw', 'Камень', 'NW', 'NW', false, false, '', 0, -1, -1],
  ['cross', 'Перекрёсток', 'NESW', 'NESW', false, false, '', 0, 5, 5],
  ['t-ns-e', 'Развилка', 'NES', 'NES', false, false, '', 0, 5, 5],
  ['t-ew-n', 'Развилка', 'NEW', 'NEW', false, false, '', 0, 5, 5],
  ['straight-ns', 'Прямой тоннель', 'NS', 'NS', false, false, '', 0, 4, 4],
  ['straight-ew', 'Прямой тоннель', 'EW', 'EW', false, false, '', 0, 3, 3],
  ['curve-nw', 'Поворот', 'NW', 'NW', false, false, '', 0, 4, 4],
  ['curve-ne', 'Поворот', 'NE', 'NE', false, false, '', 0, 5, 5],
  ['dead-cross', 'Тупик', 'NESW', 'N|E|S|W', true, false, '', 0, 1, 1],
  ['dead-t-ns-e', 'Тупик', 'NES', 'N|E|S', true, false, '', 0, 1, 1],
  ['dead-t-ew-n', 'Тупик', 'NEW', 'N|E|W', true, false, '', 0, 1, 1],
  ['dead-ns', 'Тупик', 'NS', 'N|S', true, false, '', 0, 1, 1],
  ['dead-ew', 'Тупик', 'EW', 'E|W', true, false, '', 0, 1, 1],
  ['dead-nw', 'Тупик', 'NW', 'N|W', true, false, '', 0, 1, 1],
  ['dead-ne', 'Тупик', 'NE', 'N|E', true, false, '', 0, 1, 1],
  ['dead-n', 'Тупик', 'N', 'N', true, false, '', 0, 1, 1],
  ['dead-e', 'Тупик', 'E', 'E', true, false, '', 0, 1, 1],
  ['bridge', 'Мост', 'NESW', 'NS|EW', false, false, '', 0, 0, 2],
  ['double-curve-nw-se', 'Двойной поворот', 'NESW', 'NW|ES', false, false, '', 0, 0, 1],
  ['double-curve-ne-sw', 'Двойной поворот', 'NESW', 'NE|SW', false, false, '', 0, 0, 1], // ✱
  ['ladder-n', 'Лестница', 'N', 'N', false, true, '', 0, 0, 1],
  ['ladder-e', 'Лестница', 'E', 'E', false, true, '', 0, 0, 1], // ✱
  ['ladder-curve-nw', 'Лестница', 'NW', 'NW', false, true, '', 0, 0, 1], // ✱
  ['ladder-curve-ne', 'Лестница', 'NE', 'NE', false, true, '', 0, 0, 1], // ✱
  ['door-green-ns-stub-e', 'Зелёная дверь', 'NES', 'NS|E', false, false, 'green', 0, 0, 1],
  ['door-green-ew', 'Зелёная дверь', 'EW', 'EW', false, false, 'green', 0, 0, 1], // ✱
  ['door-green-nw', 'Зелёная дверь', 'NW', 'NW', false, false, 'green', 0, 0, 1], // ✱
  ['door-blue-ns', 'Синяя дверь', 'NS', 'NS', false, false, 'blue', 0, 0, 1], // ✱
  ['door-blue-ew', 'Синяя дверь', 'EW', 'EW', false, false, 'blue', 0, 0, 1], // ✱
  ['door-blue-ne', 'Синяя дверь', 'NE', 'NE', false, false, 'blue', 0, 0, 1], // ✱
  ['crystal-cross', 'Кристалл', 'NESW', 'NESW', false, false, '', 1, 0, 1], // ✱
  ['crystal-t-ns-e', 'Кристалл', 'NES', 'NES', false, false, '', 1, 0, 1], // ✱
  ['crystal-t-ew-n', 'Кристалл', 'NEW', 'NEW', false, false, '', 1, 0, 3], // ✱
  ['crystal-t-ns-e-stub-w', 'Кристалл', 'NESW', 'NES|W', false, false, '', 1, 0, 1], // ✱
  ['crystal-t-ew-n-stub-s', 'Кристалл', 'NESW', 'NEW|S', false, false, '', 1, 0, 1], // ✱
  ['crystal-ew-stub-n', 'Кристалл', 'NEW', 'EW|N', false, false, '', 1, 0, 1], // ✱
  ['crystal-dead-n', 'Кристалл', 'N', 'N', true, false, '', 1, 0, 1], // ✱
  ['crystal-dead-e', 'Кристалл', 'E', 'E', true, false, '', 1, 0, 1], // ✱
  ['ns-stub-e', 'Тоннель с тупиком', 'NES', 'NS|E', false, false, '', 0, 0, 1], // ✱
  ['curve-nw-stub-s', 'Поворот с тупиком', 'NSW', 'NW|S', false, false, '', 0, 0, 2], // ✱
  ['curve-ne-stub-s', 'Поворот с тупиком', 'NES', 'NE|S', false, false, '', 0, 0, 1], // ✱
  ['ew-stubs-ns', 'Тоннель с тупиками', 'NESW', 'EW|N|S', false, false, '', 0, 0, 1], // ✱
  ['ns-stubs-ew', 'Тоннель с тупиками', 'NESW', 'NS|E|W', false, false, '', 0, 0, 1], // ✱
];

export const PATH_CARDS: Record<string, PathCardDef> = Object.fromEntries(
  PATH_TABLE.map(([id, ru, open, groups, deadEnd, ladder, door, crystals, classic, deluxe]) => [
    id,
    {
      id,
      ru,
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

export interface ActionCardDef {
  id: ActionCardId;
  ru: string;
  classic: number;
  deluxe: number;
}

// §2.3 (deluxe has a 4th Rockfall ✱)
const ACTION_TABLE: [ActionCardId, string, number, number][] = [
  ['break-pickaxe', 'Сломанная кирка', 3, 3],
  ['break-lantern', 'Сломанный фонарь', 3, 3],
  ['break-cart', 'Сломанная вагонетка', 3, 3],
  ['repair-pickaxe', 'Починка: кирка', 2, 2],
  ['repair-lantern', 'Починка: фонарь', 2, 2],
  ['repair-cart', 'Починка: вагонетка', 2, 2],
  ['repair-pickaxe-lantern', 'Починка: кирка или фонарь', 1, 1],
  ['repair-pickaxe-cart', 'Починка: кирка или вагонетка', 1, 1],
  ['repair-lantern-cart', 'Починка: фонарь или вагонетка', 1, 1],
  ['rockfall', 'Обвал', 3, 4],
  ['map', 'Секретная карта', 6, 6],
  ['theft', 'Вор', 0, 4],
  ['hands-off', 'Руки прочь', 0, 3],
  ['swap-hand', 'Смена карты', 0, 2],
  ['inspection', 'Расследование', 0, 2],
  ['swap-hats', 'Смена ролей', 0, 2],
  ['trapped', 'Ловушка', 0, 3],
  ['free-at-last', 'Освобождение', 0, 4],
];

export const ACTION_CARDS: Record<string, ActionCardDef> = Object.fromEntries(
  ACTION_TABLE.map(([id, ru, classic, deluxe]) => [id, { id, ru, classic, deluxe }]),
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
  ...PATH_CARD_IDS.map((id): [string, number] => [id, PATH_CARDS[id].fixed ? FIXED_PATH : DECK_PATH]),
  ...ACTION_TABLE.map(([id]): [string, number] => [id, ACTION]),
]);

/** The tools a break or repair card concerns. */
export const CARD_TOOLS: Partial<Record<ActionCardId, ('pickaxe' | 'lantern' | 'cart')[]>> = {
  'break-pickaxe': ['pickaxe'],
  'break-lantern': ['lantern'],
  'break-cart': ['cart'],
  'repair-pickaxe': ['pickaxe'],
  'repair-lantern': ['lantern'],
  'repair-cart': ['cart'],
  'repair-pickaxe-lantern': ['pickaxe', 'lantern'],
  'repair-pickaxe-cart': ['pickaxe', 'cart'],
  'repair-lantern-cart': ['lantern', 'cart'],
};

/** The draw deck of a mode, unshuffled, in catalogue order (classic 67, deluxe 118). */
export function buildDeck(mode: Mode): CardId[] {
  const deck: CardId[] = [];
  for (const id of PATH_CARD_IDS) {
    const def = PATH_CARDS[id];
    const n = mode === 'classic' ? def.classic : def.deluxe;
    for (let i = 0; i < n; i++) deck.push(id);
  }
  for (const [id, , classic, deluxe] of ACTION_TABLE) {
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
