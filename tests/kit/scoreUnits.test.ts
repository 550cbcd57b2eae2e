// Issue 21 item 2 ("history score units and their labels come from the game"): a game declares
// the units its score tables count with their captions (GameDefinition.scoreUnits); the kit
// names no game's unit, checks once loaded that the summary names declared units only, and a
// stored history entry may only count in units its game declares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { defineGame, type GameParts } from '../../src/kit/game';
import type { FinishedGame } from '../../src/kit/history';
import { HistoryDataError, restoreFinishedGame } from '../../src/kit/historyRestore';
import { stubRules, type StubAction } from './stubRules';
import { PERSON_ONLY } from '../../src/kit/seatChoices';
import { SRC, sourceFiles } from '../architecture/sourceImports';

type Act = StubAction;
const rules = stubRules('g', 2, 4);
const parts = (unit: string): GameParts<unknown, null, Act, null, never> => ({
  rules,
  bots: {},
  configFor: () => ({}),
  Screen: () => null,
  RulesPage: () => null,
  summary: { unit, rows: 'gained', standing: () => ({ round: 1, scores: [0, 0] }) },
});
const gameWith = (unit: string) =>
  defineGame({
    id: 'g',
    title: { en: 'G', ru: 'G' },
    blurb: { en: '', ru: '' },
    players: { min: 2, max: 4 },
    seatWho: PERSON_ONLY,
    rulesVersion: 1,
    scoreUnits: { laps: { en: 'Laps per round', ru: 'Круги за раунд' } },
    load: () => Promise.resolve(parts(unit)),
  });

describe('score units come from the game (issue 21 item 2)', () => {
  it('a game whose summary counts in a unit it gives no caption for does not load', async () => {
    await expect(gameWith('laps').load()).resolves.toBeTruthy();
    await expect(gameWith('coins').load()).rejects.toThrow('no caption for score unit coins');
  });

  it('every game of the app loads: its summary counts only in units it declares, with ru and en captions', async () => {
    for (const g of GAMES) {
      for (const m of g.modes) await expect(g.load(m.id), `${g.id}/${m.id}`).resolves.toBeTruthy();
      for (const label of Object.values(g.scoreUnits)) expect(label.ru && label.en, g.id).toBeTruthy();
    }
    expect(Object.fromEntries(GAMES.map((g) => [g.id, Object.keys(g.scoreUnits)]))).toEqual({
      'village-pillage': ['relics', 'turnips'],
      saboteur: ['gold'],
      'rolling-village': ['points'],
    });
  });

  it('a stored entry counting in a unit its game does not declare is refused, naming the sheet', () => {
    const vp = GAMES.find((g) => g.id === 'village-pillage')!;
    const entry: FinishedGame = {
      id: 'e1',
      gameId: 'village-pillage',
      finishedAt: 1,
      seats: [
        { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
        { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
      ],
      scores: [3, 1],
      ranking: [[0], [1]],
      sheet: { unit: 'relics', rows: 'held', rounds: [[3, 1]], extraUnit: 'turnips', extra: [[4, 2]] },
    };
    expect(restoreFinishedGame(entry, [vp]).sheet?.unit).toBe('relics');
    for (const sheet of [
      { ...entry.sheet!, unit: 'gold' }, // Saboteur's, not this game's
      { ...entry.sheet!, extraUnit: 'coins' },
    ]) {
      let error: unknown = null;
      try {
        restoreFinishedGame({ ...entry, sheet }, [vp]);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HistoryDataError);
      expect((error as HistoryDataError).field).toBe('sheet');
    }
  });

  it('the kit names no game’s unit', () => {
    const files = sourceFiles(join(SRC, 'kit'));
    const naming = files.filter((f) =>
      /['"](gold|relics|points|turnips)['"]|unit_|extra_/.test(readFileSync(f, 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
