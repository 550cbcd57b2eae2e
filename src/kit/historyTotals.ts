// Each person's games played and won, counted from finished-game entries (kit/history.ts): what
// the players list shows. The history keeps these totals beside each part of its entries (issue
// 33, scale), so the list opens from a few small figures instead of every entry; the totals of
// parts add up (`mergeTotals`) to what counting every entry gives.
import { botLevel } from './botSeat';
import type { FinishedGame } from './history';
import { placesOf } from './ranking';
import { nameKey } from './validate';

/** One person (a cleaned, case-folded name: nameKey) over some finished games. */
export interface PlayerTotal {
  played: number;
  won: number;
  /** the person's latest game: when it finished, its id and the seat, which order the list */
  at: number;
  id: string;
  seat: number;
  /** as that latest game spelled the name, and its colour */
  name: string;
  colour: number;
}

/** Totals by person (nameKey). */
export type PlayerTotals = Record<string, PlayerTotal>;

/** true when `a` is a later appearance than `b`: newer game, then the smaller id, then the seat. */
export function laterThan(a: Pick<PlayerTotal, 'at' | 'id' | 'seat'>, b: typeof a): boolean {
  if (a.at !== b.at) return a.at > b.at;
  if (a.id !== b.id) return a.id < b.id;
  return a.seat < b.seat;
}

function addGame(totals: PlayerTotals, game: FinishedGame): void {
  const counted = new Set<string>();
  const places = placesOf(game.ranking);
  game.seats.forEach((seat, i) => {
    const key = nameKey(seat.name);
    if (!key || botLevel(seat) !== null || counted.has(key)) return;
    counted.add(key);
    const place = places.find((r) => r.seats.includes(i))?.place ?? game.seats.length;
    const here = { at: game.finishedAt, id: game.id, seat: i, name: seat.name, colour: seat.colour };
    const had = totals[key];
    if (!had) {
      totals[key] = { played: 1, won: place === 1 ? 1 : 0, ...here };
      return;
    }
    had.played++;
    if (place === 1) had.won++;
    if (laterThan(here, had)) Object.assign(had, here);
  });
}

/** Counts these games. */
export function totalsOf(games: Iterable<FinishedGame>): PlayerTotals {
  const totals: PlayerTotals = Object.create(null) as PlayerTotals;
  for (const g of games) addGame(totals, g);
  return totals;
}

/** Adds up the totals of several parts (each game counted in one part only). */
export function mergeTotals(parts: Iterable<PlayerTotals>): PlayerTotals {
  const out: PlayerTotals = Object.create(null) as PlayerTotals;
  for (const part of parts)
    for (const [key, t] of Object.entries(part)) {
      const had = out[key];
      if (!had) out[key] = { ...t };
      else {
        const later = laterThan(t, had);
        Object.assign(had, later ? t : {}, { played: had.played + t.played, won: had.won + t.won });
      }
    }
  return out;
}

/** A row of the players list. */
export interface PlayerRow {
  /** the matching key (nameKey) */
  key: string;
  /** as the roster spells it, else as the latest game did */
  name: string;
  colour: number;
  played: number;
  won: number;
}

/** Everyone the app has seen: the roster first (its order), then other people by their latest game. */
export function rowsOf(
  totals: Readonly<PlayerTotals>,
  roster: readonly { name: string; colour: number }[],
): PlayerRow[] {
  const rows: PlayerRow[] = [];
  const listed = new Set<string>();
  for (const r of roster) {
    const key = nameKey(r.name);
    if (!key || listed.has(key)) continue;
    listed.add(key);
    const t = Object.hasOwn(totals, key) ? totals[key] : undefined;
    rows.push({ key, name: r.name, colour: r.colour, played: t?.played ?? 0, won: t?.won ?? 0 });
  }
  const seen = Object.entries(totals)
    .filter(([key]) => !listed.has(key))
    .sort(([, a], [, b]) => (laterThan(a, b) ? -1 : laterThan(b, a) ? 1 : 0));
  for (const [key, t] of seen)
    rows.push({ key, name: t.name, colour: t.colour, played: t.played, won: t.won });
  return rows;
}
