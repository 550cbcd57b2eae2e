// Which lessons each person has had (issue 34), by player name: one IndexedDB record
// ('lessons') beside the settings and the history, read and checked field by field when a first
// game opens, written after each lesson closes. A second first game with one new friend then
// teaches only the new friend.
import { create } from 'zustand';
import type { LessonEnd } from '../kit/lessonMemory';
import { personKey } from '../kit/lessons';
import { cleanName, hasProtoKey, isRecord, isSafeId } from '../kit/validate';
import { readStored, writeStored, type StoredSpec } from './persistence';

/** person key → `${gameId}/${lessonId}` → how it ended */
export type LessonsHad = Record<string, Record<string, LessonEnd>>;

/** A lesson as it was shown in one game, for the summary after it (issue 34 item 5). */
export interface TaughtLine {
  id: string;
  section: string;
  text: string;
  names: string[];
  end: LessonEnd;
}

interface LessonsData {
  people: LessonsHad;
  /** saved game id → the lessons shown in it, in order (the latest games only) */
  games: Record<string, TaughtLine[]>;
}

/** More people than any phone's table sees; more lessons than any game has. */
const PEOPLE_MAX = 500;
const LESSONS_MAX = 400;
const ENTRY = /^[a-z][a-z0-9-]{0,40}\/[a-z][a-z0-9-]{0,40}$/;
/** Games whose lessons are kept for their summary. */
const GAMES_MAX = 30;
const LINE_ID = /^[a-z][a-z0-9-]{0,40}$/;

export function restoreLessons(data: unknown): LessonsData {
  if (!isRecord(data) || hasProtoKey(data)) throw new Error('lessons are not an object');
  const people: LessonsHad = {};
  const games = gamesOf(data.games);
  if (!isRecord(data.people)) return { people, games };
  for (const [name, had] of Object.entries(data.people).slice(0, PEOPLE_MAX)) {
    const key = personKey(name);
    if (!key || key === '__proto__' || !isRecord(had)) continue;
    const own: Record<string, LessonEnd> = {};
    for (const [id, end] of Object.entries(had).slice(0, LESSONS_MAX))
      if (ENTRY.test(id) && (end === 'taught' || end === 'known')) own[id] = end;
    people[key] = { ...people[key], ...own };
  }
  return { people, games };
}

function gamesOf(v: unknown): Record<string, TaughtLine[]> {
  const games: Record<string, TaughtLine[]> = {};
  if (!isRecord(v)) return games;
  for (const [sessionId, lines] of Object.entries(v).slice(-GAMES_MAX)) {
    if (!isSafeId(sessionId) || !Array.isArray(lines)) continue;
    games[sessionId] = lines.slice(0, LESSONS_MAX).flatMap((l: unknown) => {
      if (!isRecord(l) || typeof l.id !== 'string' || !LINE_ID.test(l.id)) return [];
      if (typeof l.section !== 'string' || typeof l.text !== 'string' || !Array.isArray(l.names)) return [];
      const names = l.names.map(cleanName).filter(Boolean);
      const end = l.end === 'known' ? 'known' : 'taught';
      return [{ id: l.id, section: l.section.slice(0, 40), text: l.text.slice(0, 600), names, end }];
    });
  }
  return games;
}

export const lessonsSpec: StoredSpec<LessonsData> = {
  key: 'lessons',
  version: 1,
  migrations: {},
  restore: restoreLessons,
};

interface LessonsStore extends LessonsData {
  loaded: boolean;
  load(): Promise<void>;
  had(name: string, gameId: string, lessonId: string): boolean;
  /** remembers that these people had the lesson; `shown` keeps it for that game's summary */
  mark(
    names: readonly string[],
    gameId: string,
    lessonId: string,
    end: LessonEnd,
    shown?: { sessionId: string; section: string; text: string },
  ): void;
}

export const useLessons = create<LessonsStore>()((set, get) => ({
  people: {},
  games: {},
  loaded: false,
  async load() {
    if (get().loaded) return;
    const stored = await readStored(lessonsSpec);
    // marks made while it was read are kept over the stored ones
    set((s) => ({
      loaded: true,
      people: mergeHad(stored?.people ?? {}, s.people),
      games: lastGames({ ...stored?.games, ...s.games }),
    }));
  },
  had(name, gameId, lessonId) {
    return get().people[personKey(name)]?.[`${gameId}/${lessonId}`] !== undefined;
  },
  mark(names, gameId, lessonId, end, shown) {
    const add: LessonsHad = {};
    for (const n of names) {
      const key = personKey(n);
      if (key) add[key] = { [`${gameId}/${lessonId}`]: end };
    }
    set((s) => ({
      people: mergeHad(s.people, add),
      games: shown
        ? lastGames({
            ...s.games,
            [shown.sessionId]: [
              ...(s.games[shown.sessionId] ?? []),
              { id: lessonId, section: shown.section, text: shown.text, names: [...names], end },
            ],
          })
        : s.games,
    }));
    // written once the stored record is read, so nobody's earlier lessons are written over
    void get()
      .load()
      .then(() => writeStored(lessonsSpec, { people: get().people, games: get().games }));
  },
}));

/** The latest games' summaries only. */
function lastGames(games: Record<string, TaughtLine[]>): Record<string, TaughtLine[]> {
  return Object.fromEntries(Object.entries(games).slice(-GAMES_MAX));
}

function mergeHad(a: LessonsHad, b: LessonsHad): LessonsHad {
  const out: LessonsHad = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = { ...out[k], ...v };
  return out;
}
