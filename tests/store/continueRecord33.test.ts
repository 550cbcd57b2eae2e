// Issue 33, "Scale: 5,000 saved games feel like none": home's "Continue" links come from one small
// stored record of the most recent unfinished games (src/store/continueRecord.ts), not from
// reading every summary first. The record follows every write, finish, deletion and import in
// the same transaction; one missing or wrong is rebuilt from the summaries when the read ends,
// and a game it lists wrongly is no longer listed once the read has ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../src/games/registry';
import type { Session } from '../../src/kit/session';
import { CONTINUE_KEY, KEPT_PER_GAME } from '../../src/store/continueRecord';
import { useSessions } from '../../src/store/sessions';
import type { SessionSummary } from '../../src/store/summaries';
import { deleteRaw, flushWrites, freshStorage, readRaw, storeFixtureCopies, writeRaw } from './helpers';
import { resetStores } from './resetStores';

const N = 300;
/** home shows three "Continue" links a game */
const SHOWN = 3;

async function restart(): Promise<void> {
  await flushWrites();
  resetStores();
  await useSessions.getState().load(GAMES);
}

/** Each game's unfinished games, most recent first, as home lists them (ids). */
function homeLists(sessions: Iterable<SessionSummary>): Map<string, string[]> {
  const byGame = new Map<string, SessionSummary[]>();
  for (const s of sessions) if (!s.finished) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), s]);
  return new Map(
    [...byGame].map(([g, list]) => [g, list.sort((a, b) => b.updatedAt - a.updatedAt).map((s) => s.id)]),
  );
}

/** The stored record's games by game (ids, in its order). */
async function recordLists(): Promise<Map<string, string[]>> {
  const raw = (await readRaw(CONTINUE_KEY)) as { games: SessionSummary[] } | undefined;
  expect(raw).toBeDefined();
  const byGame = new Map<string, string[]>();
  for (const g of raw!.games) byGame.set(g.gameId, [...(byGame.get(g.gameId) ?? []), g.id]);
  return byGame;
}

const listed = () => Object.values(useSessions.getState().sessions);

beforeEach(async () => {
  freshStorage();
  await storeFixtureCopies(N, 'g');
  await restart(); // the first start writes every summary, and the record
  await restart(); // the record is read at the next start
});

afterEach(() => vi.restoreAllMocks());

describe('issue 33 "Scale": the "Continue" record', () => {
  it('lists the most recent unfinished games of every game before any summary is read', async () => {
    resetStores();
    const pages = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    let first: { ids: SessionSummary[]; pagesRead: number } | null = null;
    const stop = useSessions.subscribe((s) => {
      const ids = Object.values(s.sessions);
      if (!first && s.readState === 'loading' && ids.length)
        first = { ids, pagesRead: pages.mock.calls.length };
    });
    await useSessions.getState().load(GAMES);
    stop();
    expect(listed()).toHaveLength(N);
    const early = first as { ids: SessionSummary[]; pagesRead: number } | null;
    expect(early).not.toBeNull();
    // no page of summaries had been read when home could show its links
    expect(early!.pagesRead).toBe(0);
    // and they were home's links: each game's three most recent unfinished games
    const want = homeLists(listed());
    const got = homeLists(early!.ids);
    expect(want.size).toBe(3);
    for (const [game, ids] of want) expect(got.get(game)?.slice(0, SHOWN)).toEqual(ids.slice(0, SHOWN));
  });

  it('follows a new game, a finished one, a deleted one and an import, written in the same transaction', async () => {
    const templates = listed();
    const sabUnfinished = homeLists(templates).get('saboteur')!;
    const read = (id: string) => useSessions.getState().readSession(id) as Promise<Session>;
    const unfinished = await read(sabUnfinished[0]!);
    const finishedOne = await read(templates.find((s) => s.gameId === 'saboteur' && s.finished)!.id);
    // a new game (an import of a copy: played now), a game finished, a game deleted
    useSessions.getState().importSessions([{ ...unfinished, id: 'new-one', updatedAt: Date.now() }], false);
    useSessions
      .getState()
      .importSessions([{ ...finishedOne, id: sabUnfinished[1]!, updatedAt: Date.now() + 1 }], true);
    useSessions.getState().removeMany([sabUnfinished[2]!]);
    await flushWrites();
    const record = await recordLists();
    const want = homeLists(listed());
    expect(want.get('saboteur')!.slice(0, SHOWN)).toEqual(['new-one', sabUnfinished[0], sabUnfinished[3]]);
    for (const [game, ids] of want) {
      const kept = record.get(game)!;
      // home's three are right; the record may hold fewer than it keeps until the next read
      expect(kept.length).toBeGreaterThanOrEqual(SHOWN);
      expect(kept).toEqual(ids.slice(0, kept.length));
    }
  });

  it('a missing record is rebuilt from the summaries when the read ends', async () => {
    await deleteRaw(CONTINUE_KEY);
    await restart();
    await flushWrites();
    const record = await recordLists();
    for (const [game, ids] of homeLists(listed()))
      expect(record.get(game)).toEqual(ids.slice(0, KEPT_PER_GAME));
  });

  it('a wrong record is rebuilt, and the games it lists wrongly are gone once the read ends', async () => {
    const all = listed();
    const finished = all.find((s) => s.finished)!;
    const raw = (await readRaw(CONTINUE_KEY)) as { v: number; games: Record<string, unknown>[] };
    const template = raw.games[0]!;
    // a finished game said unfinished and newer than any, a game no longer stored, one stale date
    raw.games.unshift(
      { ...template, id: finished.id, gameId: finished.gameId, finished: false, updatedAt: 9e12 },
      { ...template, id: 'deleted-elsewhere', updatedAt: 9e12 },
    );
    raw.games[2] = { ...template, updatedAt: 1 };
    await writeRaw(CONTINUE_KEY, raw);
    resetStores();
    let early: Record<string, SessionSummary> | null = null;
    const stop = useSessions.subscribe(
      (s) => void (early ??= Object.keys(s.sessions).length ? s.sessions : null),
    );
    await useSessions.getState().load(GAMES);
    stop();
    // the wrong record was listed at first (a moment's wrong link) …
    expect(early!['deleted-elsewhere']).toBeDefined();
    // … and the read's end lists what is stored
    const { sessions } = useSessions.getState();
    expect(sessions['deleted-elsewhere']).toBeUndefined();
    expect(sessions[finished.id]!.finished).toBe(true);
    expect(sessions[template.id as string]!.updatedAt).toBe(all.find((s) => s.id === template.id)!.updatedAt);
    expect(Object.keys(sessions).sort()).toEqual(all.map((s) => s.id).sort());
    await flushWrites();
    const record = await recordLists();
    for (const [game, ids] of homeLists(listed()))
      expect(record.get(game)).toEqual(ids.slice(0, KEPT_PER_GAME));
  });
});
