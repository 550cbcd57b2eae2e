// Issue 21 item 2 ("every game fact written once"): a game's id and player counts are written in
// its facts.ts only (the rules and the light metadata read them; the home card's "2–6 players" is
// made from them), and a config is made one way: the kit's configFor starts from the rules'
// defaultConfig (a game that keeps nothing of a previous config gives no configFor at all).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { defineGame, type GameParts } from '../../src/kit/game';
import { playersLabel } from '../../src/kit/playersLabel';
import type { SeatInfo } from '../../src/kit/session';
import { SRC, sourceFiles } from '../architecture/sourceImports';
import { stubRules, type StubAction } from './stubRules';

const seats = (n: number): SeatInfo[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Player ${i + 1}`,
    colour: i,
    who: 'person',
    where: 'this-phone',
  }));

describe('player counts in words, made from the counts', () => {
  it('says the range, with the noun agreeing with the last number in Russian', () => {
    expect(playersLabel({ min: 2, max: 12 })).toEqual({ en: '2–12 players', ru: '2–12 игроков' });
    expect(playersLabel({ min: 2, max: 4 })).toEqual({ en: '2–4 players', ru: '2–4 игрока' });
    expect(playersLabel({ min: 1, max: 1 })).toEqual({ en: '1 player', ru: '1 игрок' });
    expect(playersLabel({ min: 2, max: 6 }, { en: '6 with the expansion', ru: '6 с дополнением' })).toEqual({
      en: '2–6 players (6 with the expansion)',
      ru: '2–6 игроков (6 с дополнением)',
    });
  });

  it('every game’s home card says the counts it is played with', () => {
    for (const g of GAMES)
      expect(g.playersLabel.en, g.id).toMatch(new RegExp(`^${g.minPlayers}–${g.maxPlayers} players`));
  });
});

describe('a game’s id is written once', () => {
  it('its rules carry the id of its definition, in every mode', async () => {
    for (const g of GAMES)
      for (const m of g.modes) expect((await g.load(m.id)).rules.id, `${g.id}/${m.id}`).toBe(g.id);
  });

  it('a game whose rules name another id does not load', async () => {
    const parts: GameParts<unknown, null, StubAction, null, never> = {
      rules: stubRules('other', 2, 4),
      bots: {},
      Screen: () => null,
      RulesPage: () => null,
    };
    const g = defineGame({
      id: 'mine',
      title: { en: 'M', ru: 'М' },
      blurb: { en: 'm', ru: 'м' },
      players: { min: 2, max: 4 },
      rulesVersion: 1,
      load: () => Promise.resolve(parts),
    });
    await expect(g.load()).rejects.toThrow(/the rules are of game other/);
  });

  it("no file of a game folder but facts.ts writes `id: '<its id>'`", () => {
    for (const g of GAMES) {
      const writers = sourceFiles(`${SRC}/games/${g.id}`).filter((f) =>
        readFileSync(f, 'utf8').includes(`id: '${g.id}'`),
      );
      expect(writers, g.id).toEqual([]);
    }
  });
});

describe('one way to make a config: configFor starts from the rules’ defaultConfig', () => {
  it('with nothing to carry over, each game’s config for n seats is its defaultConfig(n)', async () => {
    for (const g of GAMES) {
      const game = await g.load();
      for (let n = g.minPlayers; n <= Math.min(g.maxPlayers, 6); n++) {
        const config = game.configFor(seats(n), null, 'last-game') as Record<string, unknown>;
        // Rolling Village's config also says whether the game is shared by a code (none here)
        const { shared, ...rest } = config;
        expect(shared ?? null, `${g.id} ${n}`).toBeNull();
        expect(rest, `${g.id} ${n}`).toEqual(game.rules.defaultConfig(n));
      }
    }
  });

  it('a game that keeps nothing of a previous config gives no configFor: the kit’s is defaultConfig', async () => {
    const parts: GameParts<unknown, null, StubAction, null, never> = {
      rules: { ...stubRules('g', 2, 4), defaultConfig: (n) => ({ players: n, fresh: true }) },
      bots: {},
      Screen: () => null,
      RulesPage: () => null,
    };
    const g = defineGame({
      id: 'g',
      title: { en: 'G', ru: 'Г' },
      blurb: { en: 'g', ru: 'г' },
      players: { min: 2, max: 4 },
      rulesVersion: 1,
      load: () => Promise.resolve(parts),
    });
    const game = await g.load();
    expect(game.configFor(seats(3), { players: 9, fresh: false }, 'draft')).toEqual({
      players: 3,
      fresh: true,
    });
  });
});
