// The player history travels in the saved-games file (issue 13 item 9): written with the export
// of every game, read back identical, optional for files made before it, and checked field by
// field on import: the first bad field refuses the whole file and is named.
import { GAMES } from '../../../src/games/registry';
import { describe, expect, it } from 'vitest';
import { parseSaveFileContents, SaveFileError, serializeSaves } from '../../../src/app/saved/saveFile';
import type { FinishedGame } from '../../../src/kit/history';
import type { Session } from '../../../src/kit/session';

// the games' limits, as the app passes them (GAMES): a sheet's units are checked against its game's (issue 21 item 2)
const known = GAMES.filter((g) => g.id === 'saboteur' || g.id === 'village-pillage');
const session: Session = {
  version: 1,
  id: 's1',
  gameId: 'saboteur',
  config: { mode: 'classic', players: 3, firstPlayer: 0 },
  seed: 3,
  actions: [],
  seats: [
    { name: 'Аня', colour: 0, who: 'person', where: 'this-phone' as const },
    { name: 'Борис', colour: 1, who: 'person', where: 'this-phone' as const },
    { name: 'Бот', colour: 2, who: 'easy', where: 'this-phone' as const },
  ],
  createdAt: 1,
  updatedAt: 2,
  finished: false,
};
const entry: FinishedGame = {
  id: 'gone-1',
  gameId: 'village-pillage',
  finishedAt: Date.UTC(2026, 0, 5),
  seats: [
    { name: 'Аня', colour: 0, who: 'person', where: 'this-phone' as const },
    { name: 'Вера', colour: 3, who: 'strong', where: 'this-phone' as const },
  ],
  scores: [3, 1],
  ranking: [[0], [1]],
  sheet: {
    unit: 'relics',
    rows: 'held',
    rounds: [
      [0, 0],
      [1, 1],
      [3, 1],
    ],
    extraUnit: 'turnips',
    extra: [
      [4, 5],
      [2, 7],
      [6, 3],
    ],
  },
};

function problemOf(text: string): string {
  try {
    parseSaveFileContents(text, known);
  } catch (e) {
    if (e instanceof SaveFileError) return `${e.code} ${JSON.stringify(e.params)}`;
    throw e;
  }
  return 'accepted';
}

/** A file whose one history entry has `patch` applied. */
const withEntry = (patch: Record<string, unknown>) =>
  JSON.stringify({
    app: 'pocket-table',
    kind: 'saves',
    version: 1,
    sessions: [session],
    history: [{ ...entry, ...patch }],
  });

describe('the player history in the save file', () => {
  it('round trip: exported with the games, read back identical', () => {
    const back = parseSaveFileContents(serializeSaves([session], [entry]), known);
    expect(back.history).toEqual([entry]);
    expect(back.sessions.map((s) => s.id)).toEqual(['s1']);
  });

  it('a file made before the history (no history field) still imports, with no results', () => {
    const back = parseSaveFileContents(serializeSaves([session]), known);
    expect(back.history).toEqual([]);
    expect(JSON.parse(serializeSaves([session]))).not.toHaveProperty('history');
  });

  it('a file with only results (every saved game deleted) imports', () => {
    expect(parseSaveFileContents(serializeSaves([], [entry]), known).history).toHaveLength(1);
    expect(problemOf(serializeSaves([], []))).toBe('importEmpty {}');
  });

  it('each bad field of an entry refuses the file and is named', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: '../x' }, 'historyPart_id'],
      [{ gameId: 'chess' }, 'historyPart_game'],
      [{ finishedAt: -1 }, 'historyPart_date'],
      [{ finishedAt: 9e15 }, 'historyPart_date'],
      [
        {
          seats: [{ name: '\u3164', colour: 0, who: 'person', where: 'this-phone' as const }, entry.seats[1]],
        },
        'historyPart_seats',
      ],
      [
        { seats: [{ name: 'A', colour: 9, who: 'person', where: 'this-phone' as const }, entry.seats[1]] },
        'historyPart_seats',
      ],
      [{ scores: [1] }, 'historyPart_scores'],
      [{ scores: [1, 'x'] }, 'historyPart_scores'],
      [{ ranking: [[0], [0]] }, 'historyPart_ranking'],
      [{ ranking: [[0]] }, 'historyPart_ranking'],
      [{ sheet: { ...entry.sheet, unit: 'coins' } }, 'historyPart_sheet'],
      [{ sheet: { ...entry.sheet, rounds: [[1]] } }, 'historyPart_sheet'],
      [{ sheet: { ...entry.sheet, extra: [[1, 2]] } }, 'historyPart_sheet'],
    ];
    for (const [patch, part] of cases)
      expect(problemOf(withEntry(patch)), JSON.stringify(patch)).toBe(
        `importBadHistory {"n":1,"part":"${part}"}`,
      );
  });

  it('a history that is not a list, an entry that is not an object, or one given twice is refused', () => {
    const base = { app: 'pocket-table', kind: 'saves', version: 1, sessions: [session] };
    expect(problemOf(JSON.stringify({ ...base, history: {} }))).toBe(
      'importBadHistory {"n":1,"part":"historyPart_entry"}',
    );
    expect(problemOf(JSON.stringify({ ...base, history: [entry, 5] }))).toBe(
      'importBadHistory {"n":2,"part":"historyPart_entry"}',
    );
    expect(problemOf(JSON.stringify({ ...base, history: [entry, entry] }))).toBe(
      'importBadHistory {"n":2,"part":"historyPart_twice"}',
    );
  });

  it('an entry with a table-less game (sheet null) and a name with invisible characters reads cleaned', () => {
    const back = parseSaveFileContents(
      withEntry({
        sheet: null,
        seats: [
          { name: 'An\u200bna', colour: 0, who: 'person', where: 'this-phone' as const },
          entry.seats[1],
        ],
      }),
      known,
    );
    expect(back.history[0]!.sheet).toBeNull();
    expect(back.history[0]!.seats[0]!.name).toBe('Anna');
  });
});
