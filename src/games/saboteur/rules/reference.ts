// The numbers the rules page and the card help show, worked out once from the rules' own tables
// and functions (catalogue counts, role piles, hand sizes, payouts), so no screen retypes them.
// Plain JSON data; screens import the UPPER_CASE constant only.
import { ACTION_CARDS, PATH_CARDS, PATH_CARD_IDS, buildDeck, buildNuggetDeck } from './cards';
import { classicSaboteurShare, deluxeTableValue } from './payouts';
import { CLASSIC_ROLE_TABLE, DELUXE_ROLES, DELUXE_SET_ASIDE, handSize, rolePile } from './roles';
import { NUGGET_DRAW_MAX } from './classic-settle';
import { ROUNDS } from './setup';
import type { Mode, Role } from './types';
import { PLAYERS } from '../facts';

interface CardCount {
  /** a card id of the family (the first in the catalogue) */
  id: string;
  /** every id of the family, for the card help of any one of them */
  ids: string[];
  /** what the family is: 'path' (tunnels), 'dead' (dead ends), 'ladder', 'door', 'crystal', ... */
  family: string;
  classic: number;
  deluxe: number;
  /** crystals on the family's cards in the deluxe deck */
  crystals: number;
}

interface PlayerRow {
  players: number;
  /** role cards in the pile (one per seat is dealt, the rest are left over) */
  roles: { role: Role; count: number }[];
  hand: number;
}

/** The plain tunnels, counted by shape name; every other kind of path card is its own family. */
const TUNNELS: ReadonlySet<string> = new Set(['cross', 't', 'straight', 'curve']);

function familyOf(id: string): string {
  const name = PATH_CARDS[id]!.name; // id is one of PATH_CARD_IDS
  return TUNNELS.has(name) ? 'path' : name;
}

/** The deck's path cards (start and goals apart) and action cards, grouped by what they do. */
function cardCounts(): CardCount[] {
  const byKey = new Map<string, CardCount>();
  for (const id of PATH_CARD_IDS) {
    const d = PATH_CARDS[id]!;
    if (d.fixed) continue;
    const family = familyOf(id);
    // tunnels by shape name (cross, fork, straight, bend), the other families by family
    const key = family === 'path' ? d.name : family;
    const row = byKey.get(key) ?? { id, ids: [], family, classic: 0, deluxe: 0, crystals: 0 };
    row.ids.push(id);
    row.classic += d.classic;
    row.deluxe += d.deluxe;
    row.crystals += d.crystals * d.deluxe;
    byKey.set(key, row);
  }
  for (const a of Object.values(ACTION_CARDS))
    byKey.set(a.id, {
      id: a.id,
      ids: [a.id],
      family: 'action',
      classic: a.classic,
      deluxe: a.deluxe,
      crystals: 0,
    });
  return [...byKey.values()];
}

function roleCounts(pile: readonly Role[]): { role: Role; count: number }[] {
  const out: { role: Role; count: number }[] = [];
  for (const role of pile) {
    const row = out.find((r) => r.role === role);
    if (row) row.count++;
    else out.push({ role, count: 1 });
  }
  return out;
}

function players(mode: Mode): PlayerRow[] {
  const counts =
    mode === 'classic'
      ? Object.keys(CLASSIC_ROLE_TABLE).map(Number)
      : Array.from({ length: PLAYERS.max - PLAYERS.min + 1 }, (_, i) => PLAYERS.min + i);
  return counts.map((n) => ({ players: n, roles: roleCounts(rolePile(mode, n)), hand: handSize(mode, n) }));
}

function nuggets(): { value: number; count: number }[] {
  const out: { value: number; count: number }[] = [];
  for (const v of buildNuggetDeck()) {
    const row = out.find((r) => r.value === v);
    if (row) row.count++;
    else out.push({ value: v, count: 1 });
  }
  return out;
}

const MAX_SHARE_TABLE = 4;

export const RULES_REFERENCE = {
  rounds: ROUNDS,
  players: { classic: players('classic'), deluxe: players('deluxe') },
  deck: { classic: buildDeck('classic').length, deluxe: buildDeck('deluxe').length },
  cards: cardCounts(),
  deluxeRoles: roleCounts(DELUXE_ROLES),
  deluxeSetAside: DELUXE_SET_ASIDE,
  nuggets: nuggets(),
  /** classic, gold not found: nuggets owed to each saboteur by the number of saboteurs */
  saboteurShare: Array.from({ length: MAX_SHARE_TABLE }, (_, i) => ({
    saboteurs: i + 1,
    share: classicSaboteurShare(i + 1),
  })),
  /** deluxe: gold per winner by the number of winners (5 and more: the last row) */
  tableValue: Array.from({ length: 5 }, (_, i) => ({ winners: i + 1, value: deluxeTableValue(i + 1) })),
  /** classic, gold found: nugget cards drawn = min(players, this) */
  nuggetDrawMax: NUGGET_DRAW_MAX,
};
