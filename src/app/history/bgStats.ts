// The player history exported for BG Stats (Board Game Stats, the play-logging app). It follows
// the JSON BG Stats writes in its own export and in a shared play (a .bgsplay file): tables of
// `players`, `locations`, `games` and `plays`, a play pointing at its game (`gameRefId`) and
// at each player (`playerScores[].playerRefId`), dates as local "YYYY-MM-DD HH:MM:SS", a score
// as text, and each player's `role`. The app writes one play per finished game; a person is one
// player across plays (the history's name key), a bot an anonymous player. Every id is derived
// from what it names (the saved game's id, the name key), so exporting the same games twice
// gives the same plays.
import type { FinishedGame } from '../../kit/history';
import { placesOf } from '../../kit/ranking';
import { botLevel } from '../../kit/botSeat';
import { nameKey } from '../../kit/validate';

/** What the export needs to know of a game, in the person's language. */
export interface BgStatsGameInfo {
  title: string;
  /** a role id of the history entry in words (games with roles) */
  roleName?: (role: string) => string;
}

/** BoardGameGeek's ids of the games (its game pages); 0 = let BG Stats match the name. */
const BGG_IDS: Record<string, number> = {
  saboteur: 9220,
  'rolling-village': 306494,
};

interface BgStatsPlayer {
  id: number;
  uuid: string;
  name: string;
  isAnonymous: boolean;
  modificationDate: string;
  bggUsername: string;
}

interface BgStatsGame {
  id: number;
  uuid: string;
  name: string;
  modificationDate: string;
  cooperative: boolean;
  highestWins: boolean;
  noPoints: boolean;
  usesTeams: boolean;
  bggId: number;
  bggName: string;
  isBaseGame: boolean;
  isExpansion: boolean;
}

interface BgStatsPlayerScore {
  score: string;
  winner: boolean;
  newPlayer: boolean;
  startPlayer: boolean;
  playerRefId: number;
  role: string;
  rank: number;
  seatOrder: number;
}

interface BgStatsPlay {
  uuid: string;
  modificationDate: string;
  entryDate: string;
  playDate: string;
  usesTeams: boolean;
  durationMin: number;
  ignored: boolean;
  manualWinner: boolean;
  rounds: number;
  gameRefId: number;
  board: string;
  scoringSetting: number;
  playerScores: BgStatsPlayerScore[];
  expansionPlays: never[];
}

interface BgStatsFile {
  about: string;
  players: BgStatsPlayer[];
  locations: never[];
  games: BgStatsGame[];
  plays: BgStatsPlay[];
}

/** A stable UUID-shaped id from a text (four FNV-1a hashes with different seeds). */
function stableUuid(text: string): string {
  const hex = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let h = seed >>> 0;
      for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
      }
      return h.toString(16).padStart(8, '0');
    })
    .join('');
  // version 5 (name-based) and the RFC 4122 variant, so it reads as a UUID everywhere
  const v = `5${hex.slice(13, 16)}`;
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${v}-${variant}-${hex.slice(20, 32)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as BG Stats writes it: local time, "YYYY-MM-DD HH:MM:SS". */
function bgStatsDate(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** The BG Stats file of these finished games (oldest play first). */
export function bgStatsFile(
  games: readonly FinishedGame[],
  info: (gameId: string) => BgStatsGameInfo,
  now = Date.now(),
): BgStatsFile {
  const stamp = bgStatsDate(now);
  const players = new Map<string, BgStatsPlayer>();
  const gameRows = new Map<string, BgStatsGame>();
  const playerOf = (name: string, bot: boolean): BgStatsPlayer => {
    const key = `${bot ? 'bot' : 'person'}:${nameKey(name) || name}`;
    let p = players.get(key);
    if (!p) {
      p = {
        id: players.size + 1,
        uuid: stableUuid(`pocket-table/player/${key}`),
        name,
        isAnonymous: bot,
        modificationDate: stamp,
        bggUsername: '',
      };
      players.set(key, p);
    }
    return p;
  };
  const gameOf = (gameId: string): BgStatsGame => {
    let g = gameRows.get(gameId);
    if (!g) {
      const title = info(gameId).title;
      g = {
        id: gameRows.size + 1,
        uuid: stableUuid(`pocket-table/game/${gameId}`),
        name: title,
        modificationDate: stamp,
        cooperative: false,
        highestWins: true,
        noPoints: false,
        usesTeams: false,
        bggId: BGG_IDS[gameId] ?? 0,
        bggName: title,
        isBaseGame: true,
        isExpansion: false,
      };
      gameRows.set(gameId, g);
    }
    return g;
  };
  const plays = [...games]
    .sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : 1))
    .map((entry): BgStatsPlay => {
      const game = gameOf(entry.gameId);
      const roleName = info(entry.gameId).roleName;
      const places = placesOf(entry.ranking);
      const when = bgStatsDate(entry.finishedAt || now);
      return {
        uuid: stableUuid(`pocket-table/play/${entry.id}`),
        modificationDate: stamp,
        entryDate: when,
        playDate: when,
        usesTeams: false,
        durationMin: 0,
        ignored: false,
        manualWinner: false,
        rounds: entry.sheet?.rounds.length ?? 0,
        gameRefId: game.id,
        board: '',
        scoringSetting: 0,
        playerScores: entry.seats.map((seat, i) => {
          const rank = places.find((p) => p.seats.includes(i))?.place ?? entry.seats.length;
          return {
            score: String(entry.scores[i] ?? 0),
            winner: rank === 1,
            newPlayer: false,
            startPlayer: i === 0,
            playerRefId: playerOf(seat.name, botLevel(seat) !== null).id,
            role: roleName && entry.roles ? entry.roles.map((row) => roleName(row[i] ?? '')).join(', ') : '',
            rank,
            seatOrder: i + 1,
          };
        }),
        expansionPlays: [],
      };
    });
  return {
    about:
      'Plays exported by Pocket Table for Board Game Stats (BG Stats): players, games and plays, one play per finished game.',
    players: [...players.values()],
    locations: [],
    games: [...gameRows.values()],
    plays,
  };
}
