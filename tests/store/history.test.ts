// Player history storage (issue 13 item 9): a game writes its result when it ends, in one small
// record beside the saved games' index; deleting the saved game keeps the result, unfinished
// games write nothing, and a write never drops what it did not write.
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/rolling-village/rules';
import { bots } from '../games/rolling-village/bots';
import { summary } from '../../src/games/rolling-village/rules/summary';
import { GAME_IDS } from '../../src/games/registry';
import type { LoadedGame } from '../../src/kit/game';
import type { FinishedGame } from '../../src/kit/history';
import { createRng } from '../../src/kit/random';
import { HISTORY_KEY, useHistory } from '../../src/store/history';
import { listSettled, useSessions } from '../../src/store/sessions';
import { useStorageStatus } from '../../src/store/storageStatus';
import { freshStorage, readRaw, writeRaw } from './helpers';
import { reload } from './historyReload';
import { storedEntries } from './historyStored';
import { actingThrough, playRandomly } from '../support/randomPlay';
import { rv } from './rvTable';

const game: LoadedGame = { ...rv, summary: summary as LoadedGame['summary'] };
const paperSeats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'paper' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'paper' as const },
];
const paperConfig = () => {
  const c = rules.defaultConfig(2);
  for (const s of c.seats) s.kind = 'paper';
  return c;
};

/** Starts a two-paper-sheet Rolling Village game and plays `moves` random legal moves (all of them when omitted). */
function play(moves = Infinity, seed = 5): string {
  const id = useSessions.getState().create('rolling-village', paperConfig(), paperSeats, seed);
  useSessions.getState().openSession(id, game);
  const openState = () => useSessions.getState().open!.state as never;
  const throughStore = actingThrough(
    rules,
    (a) => expect(useSessions.getState().act(a)).toBeNull(),
    openState,
  );
  playRandomly(throughStore, openState(), {
    rng: createRng(seed),
    ...(Number.isFinite(moves) ? { maxSteps: moves } : {}),
    choose: (s, seat, r) => bots.easy.decide(s, seat, r),
  });
  return id;
}

beforeEach(async () => {
  freshStorage();
  await useSessions.getState().load(GAME_IDS);
});

describe('player history storage', () => {
  it('a game that ends writes its result (players, places, scores) to the history record', async () => {
    const id = play();
    await listSettled(); // the list takes the moves once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[id]!.finished).toBe(true);
    await reload();
    const entry = useHistory.getState().games[id]!;
    expect(entry.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    expect(entry.ranking.flat().sort()).toEqual([0, 1]);
    expect(entry.gameId).toBe('rolling-village');
  });

  it('deleting the finished saved game keeps its result in the history', async () => {
    const id = play();
    useSessions.getState().remove(id);
    await reload();
    expect(useSessions.getState().sessions[id]).toBeUndefined();
    expect(Object.keys(useHistory.getState().games)).toEqual([id]);
  });

  it('an unfinished game writes no result', async () => {
    play(3);
    await reload();
    expect(useHistory.getState().games).toEqual({});
    expect(await readRaw(HISTORY_KEY)).toBeUndefined();
  });

  it('a write keeps stored entries it did not write, even ones this version cannot read', async () => {
    const stranger = { id: 'other', gameId: 'chess', finishedAt: 1 };
    await writeRaw(HISTORY_KEY, { v: 1, games: { other: stranger } });
    const id = play();
    await reload();
    // issue 33: the one-record history became parts; the stranger's entry moved with the others
    expect((await storedEntries()).other).toEqual(stranger);
    expect(Object.keys(useHistory.getState().games)).toEqual([id]);
  });

  it('a history record that is not one is kept aside (quarantined), not silently overwritten', async () => {
    await writeRaw(HISTORY_KEY, 'garbage');
    await useHistory.getState().load(GAME_IDS);
    expect(useStorageStatus.getState().quarantined.map((q) => q.text)).toContain('garbage');
    expect(await readRaw(HISTORY_KEY)).toBeUndefined();
  });

  it('add without replace keeps an entry already held (an import does not overwrite a result)', async () => {
    const mine: FinishedGame = {
      id: 'g',
      gameId: 'saboteur',
      finishedAt: 5,
      seats: [
        { name: 'A', colour: 0, who: 'person', where: 'this-phone' as const },
        { name: 'B', colour: 1, who: 'person', where: 'this-phone' as const },
        { name: 'C', colour: 2, who: 'person', where: 'this-phone' as const },
      ],
      scores: [3, 2, 1],
      ranking: [[0], [1], [2]],
      sheet: null,
    };
    useHistory.getState().add([mine], true);
    useHistory.getState().add([{ ...mine, scores: [0, 0, 9] }], false);
    await reload();
    expect(useHistory.getState().games.g!.scores).toEqual([3, 2, 1]);
  });
});

describe('issue 24 item 8: a history record that is newer or unreadable', () => {
  it('a newer (v: 99) history is left as it is, says so, and a game that ends keeps its result beside it', async () => {
    const newer = { v: 99, games: {}, teams: ['x'] };
    await writeRaw(HISTORY_KEY, newer);
    await useHistory.getState().load(GAME_IDS);
    expect(useHistory.getState().problem).toBe('newer');
    const id = play();
    await reload();
    expect(await readRaw(HISTORY_KEY)).toEqual(newer);
    expect(useHistory.getState().problem).toBe('newer');
    expect(Object.keys(useHistory.getState().games)).toEqual([id]);
  });

  it('an unreadable history is kept aside for download and the screen is told', async () => {
    await writeRaw(HISTORY_KEY, 'garbage');
    await useHistory.getState().load(GAME_IDS);
    expect(useHistory.getState().problem).toBe('unreadable');
    expect(useStorageStatus.getState().quarantined.map((q) => q.of)).toEqual([HISTORY_KEY]);
  });
});
