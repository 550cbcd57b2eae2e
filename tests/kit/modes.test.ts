// Game modes (issue 22, MODES.md): a game lists its modes; a saved game records its mode and
// restoring it checks the mode and the seats against that mode's limits and who and where its seats play.
import { describe, expect, it } from 'vitest';
import { APP_MODE, defineGame, findMode, type AnyModeDefinition, type GameParts } from '../../src/kit/game';
import { summarize } from '../../src/kit/history';
import { restoreFinishedGame } from '../../src/kit/historyRestore';
import type { GameRules } from '../../src/kit/rules';
import { stubRules, type StubAction } from './stubRules';
import { PERSON_ONLY, PERSON_OR_BOT } from '../../src/kit/seatChoices';
import { restoreSession, SessionDataError, type GameLimits } from '../../src/kit/session';

type Act = StubAction;
const rulesFor = stubRules;
const partsOf = (
  rules: GameRules<unknown, null, Act, null>,
  bots: Record<string, never> = {},
): GameParts<unknown, null, Act, null, never> => ({
  rules,
  bots,
  configFor: () => ({}),
  Screen: () => null,
  RulesPage: () => null,
});
const text = (en: string) => ({ en, ru: en });
const bot = { id: 'b', decide: () => ({ seat: 0, type: 'x' as const }) };
const appParts = { ...partsOf(rulesFor('g', 2, 6)), bots: { easy: bot, strong: bot } };
const boxParts = partsOf(rulesFor('g', 3, 5));

function game(
  modes: readonly AnyModeDefinition[] = [
    {
      id: 'box',
      label: text('With the box'),
      hint: text('Cards on the table'),
      players: { min: 3, max: 5 },
      seatWho: PERSON_ONLY,
      load: () => Promise.resolve(boxParts),
    },
  ],
) {
  return defineGame({
    id: 'g',
    title: text('G'),
    blurb: text('b'),
    players: { min: 2, max: 6 },
    seatWho: PERSON_OR_BOT,
    rulesVersion: 1,
    hiddenInfo: true,
    load: () => Promise.resolve(appParts),
    modes,
  });
}

describe('defineGame with modes (MODES.md)', () => {
  it("lists 'app' first with the game's own limits, then each mode with its own", () => {
    const g = game();
    expect(g.modes.map((m) => m.id)).toEqual(['app', 'box']);
    expect(g.modes[0]).toMatchObject({
      minPlayers: 2,
      maxPlayers: 6,
      seatWho: PERSON_OR_BOT,
      hiddenInfo: true,
    });
    expect(g.modes[0]?.label.en).toBe('Play in the app');
    expect(g.modes[1]).toMatchObject({
      minPlayers: 3,
      maxPlayers: 5,
      seatWho: PERSON_ONLY,
      hiddenInfo: true,
    });
    expect(findMode(g, undefined)?.id).toBe(APP_MODE);
    expect(findMode(g, 'box')?.label.en).toBe('With the box');
    expect(findMode(g, 'boxes')).toBeUndefined();
  });

  it('a game without modes lists only the app mode', () => {
    expect(game([]).modes.map((m) => m.id)).toEqual(['app']);
  });

  it("load() and load('app') bring the default parts; load(mode) that mode's; an unlisted mode rejects", async () => {
    const g = game();
    expect((await g.load()).rules.minPlayers).toBe(2);
    expect((await g.load('app')).rules.minPlayers).toBe(2);
    expect((await g.load('box')).rules.minPlayers).toBe(3);
    await expect(g.load('boxes')).rejects.toThrow(/no mode boxes/);
  });

  it("a mode's rules must agree with that mode's players, and its bot levels need bots", async () => {
    const off = game([
      { id: 'box', label: text('x'), hint: text('x'), load: () => Promise.resolve(boxParts) },
    ]);
    await expect(off.load('box')).rejects.toThrow(/g\/box: rules allow 3–5 players/);
    const noBot = game([
      {
        id: 'box',
        label: text('x'),
        hint: text('x'),
        load: () => Promise.resolve(partsOf(rulesFor('g', 2, 6))),
      },
    ]);
    await expect(noBot.load('box')).rejects.toThrow(/no bot of level easy/);
  });

  it("refuses a mode named 'app', a repeated id or a malformed one", () => {
    const m = (id: string) => ({
      id,
      label: text('x'),
      hint: text('x'),
      load: () => Promise.resolve(boxParts),
    });
    expect(() => game([m('app')])).toThrow(/bad mode id app/);
    expect(() => game([m('box'), m('box')])).toThrow(/bad mode id box/);
    expect(() => game([m('Box!')])).toThrow(/bad mode id/);
  });

  it('PERSON_ONLY offers people only', () => {
    expect(PERSON_ONLY.map((k) => k.id)).toEqual(['person']);
  });
});

describe('restoreSession and modes', () => {
  const seats = (n: number, who = 'person') =>
    Array.from({ length: n }, (_, i) => ({ name: `P${i}`, colour: i, who, where: 'this-phone' }));
  const session = (extra: object) => ({
    id: 's1',
    gameId: 'g',
    config: {},
    seed: 1,
    actions: [],
    seats: seats(3),
    ...extra,
  });
  const limits: GameLimits = game();

  const partOf = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof SessionDataError ? e.part : 'other';
    }
    return null;
  };

  it('keeps the mode of a saved game; no mode and "app" both mean the default (not stored)', () => {
    expect(restoreSession(session({ mode: 'box' }), [limits]).mode).toBe('box');
    expect(restoreSession(session({}), [limits])).not.toHaveProperty('mode');
    expect(restoreSession(session({ mode: 'app' }), [limits])).not.toHaveProperty('mode');
  });

  it('a mode the game does not list is a damaged game that names the mode', () => {
    expect(partOf(() => restoreSession(session({ mode: 'boxes' }), [limits]))).toBe('mode');
    expect(() => restoreSession(session({ mode: 'boxes' }), [limits])).toThrow(/mode boxes/);
    // a game known only by its modes is checked too
    expect(
      partOf(() => restoreSession(session({ mode: 'boxes' }), [{ id: 'g', modes: [{ id: 'app' }] }])),
    ).toBe('mode');
    // limits without modes: only the default
    const plain = {
      id: 'g',
      minPlayers: 2,
      maxPlayers: 6,
      seatWho: [{ id: 'person' }],
      seatWhere: [{ id: 'this-phone' }],
    };
    expect(partOf(() => restoreSession(session({ mode: 'box' }), [plain]))).toBe('mode');
  });

  it('a malformed mode is refused even when only the game id is known', () => {
    expect(restoreSession(session({ mode: 'box' }), ['g']).mode).toBe('box');
    expect(partOf(() => restoreSession(session({ mode: 7 }), ['g']))).toBe('mode');
    expect(partOf(() => restoreSession(session({ mode: '../x' }), ['g']))).toBe('mode');
  });

  it("checks the seats against the mode's limits and who may play a seat, not the game's", () => {
    // 2 players: fine in the app, too few with the box
    expect(restoreSession(session({ seats: seats(2) }), [limits]).seats).toHaveLength(2);
    expect(partOf(() => restoreSession(session({ mode: 'box', seats: seats(2) }), [limits]))).toBe('seats');
    expect(partOf(() => restoreSession(session({ mode: 'box', seats: seats(6) }), [limits]))).toBe('seats');
    // a bot: fine in the app, no bots with the box (people only)
    expect(restoreSession(session({ seats: seats(3, 'easy') }), [limits]).seats[0]?.who).toBe('easy');
    expect(partOf(() => restoreSession(session({ mode: 'box', seats: seats(3, 'easy') }), [limits]))).toBe(
      'seatKind',
    );
  });
});

describe('history entries note the mode', () => {
  const entry = {
    id: 'h1',
    gameId: 'g',
    finishedAt: 5,
    seats: [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const }],
    scores: [1],
    ranking: [[0]],
    sheet: null,
  };

  it("a finished game's entry carries its mode; the default one carries none", () => {
    const rules = { ...rulesFor('g', 1, 2), outcome: () => ({ scores: [1], ranking: [[0]] }) };
    const session = {
      id: 'h1',
      gameId: 'g',
      config: {},
      seed: 1,
      actions: [],
      seats: entry.seats,
      updatedAt: 5,
    };
    expect(summarize(rules, undefined, { ...session, mode: 'box' })?.mode).toBe('box');
    expect(summarize(rules, undefined, session)).not.toHaveProperty('mode');
  });

  it('an entry read back keeps a well-formed mode; a malformed one is left out, the result kept', () => {
    expect(restoreFinishedGame({ ...entry, mode: 'box' }, ['g']).mode).toBe('box');
    expect(restoreFinishedGame({ ...entry, mode: '<b>' }, ['g'])).not.toHaveProperty('mode');
    expect(restoreFinishedGame({ ...entry, mode: 'app' }, ['g'])).not.toHaveProperty('mode');
  });
});
