// Issue 23 item 8: the finished games exported for BG Stats (Board Game Stats): its JSON of
// players, games and plays (the tables of its own export and .bgsplay files), one play per
// finished game with every seat's score, place, win and, where the game has roles, the roles.
import { describe, expect, it } from 'vitest';
import { bgStatsFile, type BgStatsGameInfo } from '../../../src/app/history/bgStats';
import { findGame } from '../../../src/games/registry';
import { rules as rvRules } from '../../../src/games/rolling-village/rules';
import { summary as rvSummary } from '../../../src/games/rolling-village/rules/summary';
import { rules as sabRules } from '../../../src/games/saboteur/rules';
import { summary as sabSummary } from '../../../src/games/saboteur/rules/summary';
import { rules as vpRules } from '../../../src/games/village-pillage/rules';
import { summary as vpSummary } from '../../../src/games/village-pillage/rules/summary';
import { summarize, type FinishedGame, type SummarySpec } from '../../../src/kit/history';
import type { AnyRules } from '../../../src/kit/rules';
import { finished } from '../../kit/finishedGames';

function entry(gameId: string, rules: AnyRules, spec: unknown, config: unknown, seats: number, seed: number) {
  const s = finished(gameId, rules, config, seats, seed);
  return summarize(rules, spec as SummarySpec<unknown>, { ...s, updatedAt: Date.UTC(2026, 11, 3, 18, 30) })!;
}

const ROLE_WORDS: Record<string, string> = { 'gold-digger': 'Gold-digger', saboteur: 'Saboteur' };
const info = (gameId: string): BgStatsGameInfo => ({
  title: { saboteur: 'Saboteur', 'village-pillage': 'Village Pillage', 'rolling-village': 'Rolling Village' }[
    gameId
  ]!,
  // the game's BoardGameGeek facts, as the app gives them (issue 30)
  bgg: findGame(gameId)!.bgg,
  roleName: gameId === 'saboteur' ? (r) => ROLE_WORDS[r] ?? r : undefined,
});

const sab = entry('saboteur', sabRules, sabSummary, sabRules.defaultConfig(4), 4, 3);
const vp = entry('village-pillage', vpRules, vpSummary, vpRules.defaultConfig(3), 3, 5);
const rv = entry('rolling-village', rvRules, rvSummary, rvRules.defaultConfig(2), 2, 9);
// a bot at the Village Pillage table
vp.seats[2] = { ...vp.seats[2]!, name: 'Bot: strong', who: 'strong', where: 'this-phone' as const };

type File = ReturnType<typeof bgStatsFile>;
const file: File = bgStatsFile([sab, vp, rv], info);

const playOf = (g: FinishedGame) =>
  file.plays.find((p) => p.gameRefId === file.games.find((x) => x.name === info(g.gameId).title)!.id)!;
const playerName = (id: number) => file.players.find((p) => p.id === id)!.name;

describe('issue 23 item 8: BG Stats export', () => {
  it('one play per finished game, each naming its game (with its BoardGameGeek id where known)', () => {
    expect(file.plays).toHaveLength(3);
    expect(file.games.map((g) => g.name).sort()).toEqual(['Rolling Village', 'Saboteur', 'Village Pillage']);
    expect(file.games.find((g) => g.name === 'Saboteur')!.bggId).toBe(9220);
    expect(file.games.find((g) => g.name === 'Rolling Village')!.bggId).toBe(306494);
    for (const g of file.games)
      expect(g).toMatchObject({ cooperative: false, highestWins: true, noPoints: false });
  });

  it('every seat with its score, place, win and seat order, as the game ended', () => {
    for (const g of [sab, vp, rv]) {
      const play = playOf(g);
      expect(play.playerScores).toHaveLength(g.seats.length);
      play.playerScores.forEach((ps, seat) => {
        expect(playerName(ps.playerRefId)).toBe(g.seats[seat]!.name);
        // the score before any tie-break decimals (issue 30: Village Pillage's turnips)
        expect(ps.score.split('.')[0]).toBe(String(g.scores[seat]));
        expect(ps.seatOrder).toBe(seat + 1);
        expect(ps.winner).toBe(g.ranking[0]!.includes(seat));
        const place =
          1 +
          g.ranking
            .slice(
              0,
              g.ranking.findIndex((grp) => grp.includes(seat)),
            )
            .flat().length;
        expect(ps.rank).toBe(place);
      });
      expect(play.playDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(play.rounds).toBe(g.sheet?.rounds.length ?? 0);
    }
  });

  it('Saboteur: each player’s role, round by round, in words; games without roles leave it empty', () => {
    const play = playOf(sab);
    play.playerScores.forEach((ps, seat) => {
      expect(ps.role).toBe(sab.roles!.map((row) => ROLE_WORDS[row[seat]!]).join(', '));
    });
    expect(playOf(vp).playerScores.every((ps) => ps.role === '')).toBe(true);
  });

  it('a person is one player across plays; a bot is an anonymous player', () => {
    const names = file.players.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    // P1 sat at all three tables
    expect(names.filter((n) => n === 'P1')).toHaveLength(1);
    expect(file.players.find((p) => p.name === 'Bot: strong')!.isAnonymous).toBe(true);
    expect(file.players.find((p) => p.name === 'P1')!.isAnonymous).toBe(false);
  });

  it('the same games export with the same ids (a second import is the same plays), in UUID form', () => {
    const again = bgStatsFile([sab, vp, rv], info);
    expect(again.plays.map((p) => p.uuid)).toEqual(file.plays.map((p) => p.uuid));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const x of [...file.plays, ...file.players, ...file.games]) expect(x.uuid).toMatch(uuid);
    expect(new Set(file.plays.map((p) => p.uuid)).size).toBe(3);
  });
});
