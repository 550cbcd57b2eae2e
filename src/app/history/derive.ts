// The player history as the screens show it, derived from the finished-game entries (store/
// history.ts) and the remembered roster. A person is a name as the roster matches it (the
// cleaned name, case folded: kit/validate nameKey); bots are not players. A game counts once it
// is finished; a win is a first place, shared places included (two winners both won).
import type { FinishedGame } from '../../kit/history';
import { placesOf } from '../../kit/ranking';
import { botLevel } from '../../kit/botSeat';
import { nameKey } from '../../kit/validate';
import { rowsOf, totalsOf, type PlayerRow } from '../../kit/historyTotals';
import type { RosterEntry } from '../../store/settings';

export interface PlayerResult {
  /** the history entry (the saved game's id) */
  id: string;
  finishedAt: number;
  /** 1-based, shared by tied seats (1, 1, 3) */
  place: number;
  tied: boolean;
  seats: number;
  won: boolean;
}

interface PlayerGameStats {
  gameId: string;
  played: number;
  won: number;
  /** the mean of this person's final scores in this game (issue 23 item 8) */
  average: number;
  /** this person's highest final score in this game */
  best: number;
  /** newest first, at most RECENT */
  recent: PlayerResult[];
}

interface PlayerPage {
  key: string;
  name: string;
  colour: number;
  played: number;
  won: number;
  /** games this person played, most played first */
  byGame: PlayerGameStats[];
  /** every other person met at a table, most games together first (issue 23 item 8) */
  headToHead: HeadToHead[];
}

/** A record against one other person over the games both played: who placed higher. */
export interface HeadToHead {
  key: string;
  name: string;
  colour: number;
  won: number;
  lost: number;
  even: number;
}

/** Results listed per game on a player's page. */
export const RECENT = 5;

/** The seat this person sat in (a person's seat: bots are not players), or -1. */
function seatOf(game: FinishedGame, key: string): number {
  return game.seats.findIndex((s) => botLevel(s) === null && nameKey(s.name) === key);
}

function resultOf(game: FinishedGame, seat: number): PlayerResult {
  const row = placesOf(game.ranking).find((r) => r.seats.includes(seat));
  const place = row?.place ?? game.seats.length;
  return {
    id: game.id,
    finishedAt: game.finishedAt,
    place,
    tied: row?.tied ?? false,
    seats: game.seats.length,
    won: place === 1,
  };
}

const newestFirst = (a: FinishedGame, b: FinishedGame) =>
  b.finishedAt - a.finishedAt || (a.id < b.id ? -1 : 1);

/** Everyone the app has seen: the roster first (its order), then other people by their latest game. */
export function playersOf(games: readonly FinishedGame[], roster: readonly RosterEntry[]): PlayerRow[] {
  return rowsOf(totalsOf(games), roster);
}

/** One person's page, or null when the app has never seen that name. */
export function playerPage(
  games: readonly FinishedGame[],
  roster: readonly RosterEntry[],
  key: string,
): PlayerPage | null {
  const row = playersOf(games, roster).find((r) => r.key === key);
  if (!row) return null;
  const byGame = new Map<string, PlayerGameStats & { total: number }>();
  const rivals = new Map<string, HeadToHead>();
  for (const game of [...games].sort(newestFirst)) {
    const seat = seatOf(game, key);
    if (seat < 0) continue;
    let stats = byGame.get(game.gameId);
    if (!stats) {
      stats = { gameId: game.gameId, played: 0, won: 0, recent: [], average: 0, best: -Infinity, total: 0 };
      byGame.set(game.gameId, stats);
    }
    const result = resultOf(game, seat);
    stats.played++;
    if (result.won) stats.won++;
    if (stats.recent.length < RECENT) stats.recent.push(result);
    const score = game.scores[seat] ?? 0;
    stats.total += score;
    stats.best = Math.max(stats.best, score);
    const met = new Set<string>([key]);
    game.seats.forEach((other, i) => {
      const otherKey = nameKey(other.name);
      if (!otherKey || met.has(otherKey) || botLevel(other) !== null) return;
      met.add(otherKey);
      let h = rivals.get(otherKey);
      if (!h) {
        h = { key: otherKey, name: other.name, colour: other.colour, won: 0, lost: 0, even: 0 };
        rivals.set(otherKey, h);
      }
      const theirs = resultOf(game, i).place;
      if (result.place < theirs) h.won++;
      else if (result.place > theirs) h.lost++;
      else h.even++;
    });
  }
  const together = (h: HeadToHead) => h.won + h.lost + h.even;
  return {
    ...row,
    byGame: [...byGame.values()]
      .sort((a, b) => b.played - a.played)
      .map(({ total, ...g }) => ({ ...g, average: total / g.played })),
    headToHead: [...rivals.values()].sort((a, b) => together(b) - together(a)),
  };
}
