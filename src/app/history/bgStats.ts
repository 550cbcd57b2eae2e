// The player history exported for BG Stats (Board Game Stats, the play-logging app). It follows
// the JSON BG Stats writes in its own export and in a shared play (a .bgsplay file): tables of
// `players`, `locations`, `games` and `plays`, a play pointing at its game (`gameRefId`) and
// at each player (`playerScores[].playerRefId`), dates as local "YYYY-MM-DD HH:MM:SS", a score
// as text, and each player's `role`. The app writes one play per finished game; a person is one
// player across plays (the history's name key), a bot an anonymous player. Every id is derived
// from what it names (the saved game's id, the name key), so exporting the same games twice
// gives the same plays. Checked against BG Stats' documented import (its "push plays" JSON:
// playDate as the play's start, durationMin, each player's startPlayer, rank, role and score;
// a game matched by its BoardGameGeek id and name) and the tables of its own export, where a play
// of a base game with an expansion lists it in `expansionPlays` ({ bggId, gameRefId }).
import type { BggFacts } from '../../kit/game';
import type { FinishedGame } from '../../kit/history';
import { placesOf } from '../../kit/ranking';
import { botLevel } from '../../kit/botSeat';
import { nameKey } from '../../kit/validate';

/** What the export needs to know of a game, in the person's language. */
export interface BgStatsGameInfo {
  title: string;
  /** its BoardGameGeek entry (the game's facts.ts): the game is named by it, in English */
  bgg?: BggFacts;
  /** a role id of the history entry in words (games with roles) */
  roleName?: (role: string) => string;
}

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
  expansionPlays: { bggId: number; gameRefId: number }[];
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
/** A date later than the export by more than a day is a wrong clock's (issue 33 item 12). */
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a finished game's date cannot be a real one: later than now (a phone whose clock was
 * wrong, or a damaged entry: 8.64e15 ms is the year 275760). Such a game is left out of the
 * file, and the screen says how many (BG Stats reads four-digit years only).
 */
export function futureDate(ms: number, now: number): boolean {
  return ms > now + CLOCK_SLACK_MS;
}

/** A moment as BG Stats writes it: local time, "YYYY-MM-DD HH:MM:SS". */
function bgStatsDate(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/**
 * Each seat's score as BG Stats gets it: the game's score, and where the game breaks ties by its
 * second figure (Village Pillage: relics, then turnips), that figure as the decimals, zero-padded
 * to one width, so that BG Stats' higher-wins order is the game's: 3 relics and 7 turnips "3.07".
 */
function scoreTexts(entry: FinishedGame, tieBreak: string | undefined): string[] {
  const sheet = entry.sheet;
  const last = sheet?.extra?.at(-1);
  const extra =
    tieBreak && sheet?.extraUnit === tieBreak && last?.every((v) => v !== null && v >= 0) ? last : null;
  const width = extra ? Math.max(2, ...extra.map((v) => String(v).length)) : 0;
  return entry.seats.map((_, i) => {
    const score = String(entry.scores[i] ?? 0);
    return extra ? `${score}.${String(extra[i]).padStart(width, '0')}` : score;
  });
}

/** The file's players and games, each made once, when a play first names it (ids in that order). */
function fileRows(info: (gameId: string) => BgStatsGameInfo, stamp: string) {
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
  const gameOf = (gameId: string, edition?: { id: number; name: string }): BgStatsGame => {
    const key = edition ? `${gameId}/${edition.id}` : gameId;
    let g = gameRows.get(key);
    if (!g) {
      const { title, bgg } = info(gameId);
      // the English BoardGameGeek name, which BG Stats matches; the app's title where there is none
      const name = edition?.name ?? bgg?.name ?? title;
      g = {
        id: gameRows.size + 1,
        uuid: stableUuid(`pocket-table/game/${key}`),
        name,
        modificationDate: stamp,
        cooperative: false,
        highestWins: true,
        noPoints: false,
        usesTeams: false,
        bggId: edition?.id ?? bgg?.id ?? 0,
        bggName: name,
        isBaseGame: !edition,
        isExpansion: !!edition,
      };
      gameRows.set(key, g);
    }
    return g;
  };
  return { players, gameRows, playerOf, gameOf };
}

/** One finished game as a BG Stats play. */
function playOf(
  entry: FinishedGame,
  { playerOf, gameOf }: ReturnType<typeof fileRows>,
  info: (gameId: string) => BgStatsGameInfo,
  now: number,
  stamp: string,
): BgStatsPlay {
  const game = gameOf(entry.gameId);
  const { roleName, bgg } = info(entry.gameId);
  // Saboteur's Deluxe: a play of Saboteur with its expansion Saboteur 2
  const edition = entry.edition ? bgg?.editions?.[entry.edition] : undefined;
  const expansion = edition && gameOf(entry.gameId, edition);
  const places = placesOf(entry.ranking);
  const end = entry.finishedAt || now;
  // the play's date is when it started, as BG Stats records a play; its length from the two
  const start = entry.startedAt && entry.startedAt <= end ? entry.startedAt : end;
  const scores = scoreTexts(entry, bgg?.tieBreak);
  return {
    uuid: stableUuid(`pocket-table/play/${entry.id}`),
    modificationDate: stamp,
    entryDate: bgStatsDate(end),
    playDate: bgStatsDate(start),
    usesTeams: false,
    durationMin: Math.round((end - start) / 60_000),
    ignored: false,
    manualWinner: false,
    rounds: entry.sheet?.rounds.length ?? 0,
    gameRefId: game.id,
    board: '',
    scoringSetting: 0,
    playerScores: entry.seats.map((seat, i) => {
      const rank = places.find((p) => p.seats.includes(i))?.place ?? entry.seats.length;
      return {
        score: scores[i]!,
        winner: rank === 1,
        newPlayer: false,
        startPlayer: i === entry.startSeat,
        playerRefId: playerOf(seat.name, botLevel(seat) !== null).id,
        role: roleName && entry.roles ? entry.roles.map((row) => roleName(row[i] ?? '')).join(', ') : '',
        rank,
        seatOrder: i + 1,
      };
    }),
    expansionPlays: expansion ? [{ bggId: expansion.bggId, gameRefId: expansion.id }] : [],
  };
}

/** The BG Stats file of these finished games (oldest play first). */
export function bgStatsFile(
  games: readonly FinishedGame[],
  info: (gameId: string) => BgStatsGameInfo,
  now = Date.now(),
): BgStatsFile {
  const stamp = bgStatsDate(now);
  const rows = fileRows(info, stamp);
  const plays = [...games]
    .filter((entry) => !futureDate(entry.finishedAt, now))
    .sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : 1))
    .map((entry) => playOf(entry, rows, info, now, stamp));
  return {
    about:
      'Plays exported by Pocket Table for Board Game Stats (BG Stats): players, games and plays, one play per finished game.',
    players: [...rows.players.values()],
    locations: [],
    games: [...rows.gameRows.values()],
    plays,
  };
}
