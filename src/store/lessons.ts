// Which lessons each person has had (issue 34), by player name: one IndexedDB record
// ('lessons') beside the settings and the history, read and checked field by field when a first
// game opens, written after each lesson closes. A second first game with one new friend then
// teaches only the new friend.
import { create } from 'zustand';
import type { LessonEnd } from '../kit/lessonMemory';
import { personKey } from '../kit/lessons';
import { hasProtoKey, isRecord } from '../kit/validate';
import { readStored, writeStored, type StoredSpec } from './persistence';

/** person key → `${gameId}/${lessonId}` → how it ended */
export type LessonsHad = Record<string, Record<string, LessonEnd>>;

interface LessonsData {
  people: LessonsHad;
}

/** More people than any phone's table sees; more lessons than any game has. */
const PEOPLE_MAX = 500;
const LESSONS_MAX = 400;
const ENTRY = /^[a-z][a-z0-9-]{0,40}\/[a-z][a-z0-9-]{0,40}$/;

export function restoreLessons(data: unknown): LessonsData {
  if (!isRecord(data) || hasProtoKey(data)) throw new Error('lessons are not an object');
  const people: LessonsHad = {};
  if (!isRecord(data.people)) return { people };
  for (const [name, had] of Object.entries(data.people).slice(0, PEOPLE_MAX)) {
    const key = personKey(name);
    if (!key || key === '__proto__' || !isRecord(had)) continue;
    const own: Record<string, LessonEnd> = {};
    for (const [id, end] of Object.entries(had).slice(0, LESSONS_MAX))
      if (ENTRY.test(id) && (end === 'taught' || end === 'known')) own[id] = end;
    people[key] = { ...people[key], ...own };
  }
  return { people };
}

export const lessonsSpec: StoredSpec<LessonsData> = {
  key: 'lessons',
  version: 1,
  migrations: {},
  restore: restoreLessons,
};

interface LessonsStore {
  people: LessonsHad;
  loaded: boolean;
  load(): Promise<void>;
  had(name: string, gameId: string, lessonId: string): boolean;
  mark(names: readonly string[], gameId: string, lessonId: string, end: LessonEnd): void;
}

export const useLessons = create<LessonsStore>()((set, get) => ({
  people: {},
  loaded: false,
  async load() {
    if (get().loaded) return;
    const stored = await readStored(lessonsSpec);
    // marks made while it was read are kept over the stored ones
    set((s) => ({ loaded: true, people: mergeHad(stored?.people ?? {}, s.people) }));
  },
  had(name, gameId, lessonId) {
    return get().people[personKey(name)]?.[`${gameId}/${lessonId}`] !== undefined;
  },
  mark(names, gameId, lessonId, end) {
    const add: LessonsHad = {};
    for (const n of names) {
      const key = personKey(n);
      if (key) add[key] = { [`${gameId}/${lessonId}`]: end };
    }
    set((s) => ({ people: mergeHad(s.people, add) }));
    // written once the stored record is read, so nobody's earlier lessons are written over
    void get()
      .load()
      .then(() => writeStored(lessonsSpec, { people: get().people }));
  },
}));

function mergeHad(a: LessonsHad, b: LessonsHad): LessonsHad {
  const out: LessonsHad = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = { ...out[k], ...v };
  return out;
}
