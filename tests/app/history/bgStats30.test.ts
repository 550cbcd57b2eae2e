// Issue 30 "Scores that are kept, and exported well" and issue 33 item 12: the BG Stats file
// names every game by its BoardGameGeek id and English name (from the game's facts.ts), dates a
// play at its start with its length, records Deluxe as a Saboteur play with the Saboteur 2
// expansion, keeps Village Pillage's turnips beside its relics, marks the real start player, and
// leaves out a game dated in the far future, which the screen says. The shape follows BG Stats'
// documented import (push-plays JSON: playDate, durationMin, players' startPlayer/rank/score) and
// the tables of its own export (expansionPlays: { bggId, gameRefId }).
import { describe, expect, it } from 'vitest';
import { bgStatsFile, futureDate, type BgStatsGameInfo } from '../../../src/app/history/bgStats';
import { findGame } from '../../../src/games/registry';
import { rules as rvRules } from '../../../src/games/rolling-village/rules';
import { summary as rvSummary } from '../../../src/games/rolling-village/rules/summary';
import { rules as sabRules } from '../../../src/games/saboteur/rules';
import { summary as sabSummary } from '../../../src/games/saboteur/rules/summary';
import { rules as vpRules } from '../../../src/games/village-pillage/rules';
import { summary as vpSummary } from '../../../src/games/village-pillage/rules/summary';
import { summarize, type FinishedGame, type SummarySpec } from '../../../src/kit/history';
import { restoreFinishedGame } from '../../../src/kit/historyRestore';
import type { AnyRules } from '../../../src/kit/rules';
import { finished } from '../../kit/finishedGames';

const END = Date.UTC(2026, 11, 3, 18, 30);
const START = END - 47 * 60_000;

function entry(gameId: string, rules: AnyRules, spec: unknown, config: unknown, seats: number, seed: number) {
  const s = finished(gameId, rules, config, seats, seed);
  return summarize(rules, spec as SummarySpec<unknown>, {
    ...s,
    id: `${gameId}-${seed}`,
    createdAt: START,
    updatedAt: END,
  })!;
}

// as the app gives it: the Russian title, the game's BoardGameGeek facts
const info = (gameId: string): BgStatsGameInfo => ({
  title: findGame(gameId)!.title.ru,
  bgg: findGame(gameId)!.bgg,
});

const classic = entry(
  'saboteur',
  sabRules,
  sabSummary,
  { ...sabRules.defaultConfig(4), firstPlayer: 2 },
  4,
  3,
);
const deluxe = entry(
  'saboteur',
  sabRules,
  sabSummary,
  { ...sabRules.defaultConfig(4), mode: 'deluxe' },
  4,
  4,
);
const vp = entry('village-pillage', vpRules, vpSummary, vpRules.defaultConfig(3), 3, 5);
const rv = entry('rolling-village', rvRules, rvSummary, rvRules.defaultConfig(2), 2, 9);
const file = bgStatsFile([classic, deluxe, vp, rv], info, END + 60_000);
// plays of one moment come in the order of their games' ids
const order = [classic, deluxe, vp, rv].map((g) => g.id).sort();
const playOf = (g: FinishedGame) => file.plays[order.indexOf(g.id)]!;
const gameRow = (id: number) => file.games.find((g) => g.id === id)!;

describe('issue 30: BG Stats export', () => {
  it('issue 30: every game has its real BoardGameGeek id and English BGG name, whatever the app’s language', () => {
    const base = file.games.filter((g) => g.isBaseGame).map((g) => [g.name, g.bggName, g.bggId]);
    expect(base.sort()).toEqual([
      ['Rolling Village', 'Rolling Village', 306494],
      ['Saboteur', 'Saboteur', 9220],
      ['Village Pillage', 'Village Pillage', 247342],
    ]);
  });

  it('issue 30: a play is dated at its start and lasts from its timestamps (47 minutes)', () => {
    for (const g of [classic, vp, rv]) {
      expect(playOf(g).durationMin).toBe(47);
      expect(playOf(g).playDate).toBe(
        `${new Date(START).getFullYear()}-12-03 ${String(new Date(START).getHours()).padStart(2, '0')}:${String(new Date(START).getMinutes()).padStart(2, '0')}:00`,
      );
    }
  });

  it('issue 30: Deluxe is a play of Saboteur with the Saboteur 2 expansion; classic has no expansion', () => {
    const play = playOf(deluxe);
    expect(gameRow(play.gameRefId)).toMatchObject({ name: 'Saboteur', bggId: 9220, isBaseGame: true });
    expect(play.expansionPlays).toHaveLength(1);
    const exp = gameRow(play.expansionPlays[0]!.gameRefId);
    expect(exp).toMatchObject({ name: 'Saboteur 2', bggId: 90472, isExpansion: true, isBaseGame: false });
    expect(play.expansionPlays[0]!.bggId).toBe(90472);
    expect(playOf(classic).expansionPlays).toEqual([]);
    expect(playOf(classic).gameRefId).toBe(play.gameRefId);
  });

  it('issue 30: Village Pillage scores keep the turnips beside the relics, in BG Stats’ higher-wins order', () => {
    const turnips = vp.sheet!.extra!.at(-1)!;
    const width = Math.max(2, ...turnips.map((t) => String(t).length));
    playOf(vp).playerScores.forEach((ps, seat) => {
      expect(ps.score).toBe(`${vp.scores[seat]}.${String(turnips[seat]).padStart(width, '0')}`);
    });
    // the scores order the seats as the game's ranking does
    const byScore = [...playOf(vp).playerScores].sort((a, b) => Number(b.score) - Number(a.score));
    expect(byScore[0]!.winner).toBe(true);
    // a game without a tie-break keeps its plain score
    playOf(rv).playerScores.forEach((ps, seat) => expect(ps.score).toBe(String(rv.scores[seat])));
  });

  it('issue 33 item 12: the start player is the real one (Saboteur’s first player, seat 3 here); games played all at once have none', () => {
    expect(playOf(classic).playerScores.map((p) => p.startPlayer)).toEqual([false, false, true, false]);
    expect(playOf(vp).playerScores.some((p) => p.startPlayer)).toBe(false);
  });

  it('issue 33 item 12: a game dated in the far future (year 275760) is left out, never written as that year', () => {
    const broken = { ...rv, id: 'far', finishedAt: 8.64e15 };
    const out = bgStatsFile([broken, vp], info, END + 60_000);
    expect(out.plays).toHaveLength(1);
    expect(JSON.stringify(out)).not.toContain('275760');
    expect(futureDate(8.64e15, END)).toBe(true);
    expect(futureDate(END, END)).toBe(false);
  });

  it('issue 30: the start, the start seat and the edition are kept in the stored history entry', () => {
    const back = restoreFinishedGame(JSON.parse(JSON.stringify(deluxe)), ['saboteur']);
    expect(back).toMatchObject({ startedAt: START, startSeat: deluxe.startSeat, edition: 'deluxe' });
    const bad = restoreFinishedGame({ ...JSON.parse(JSON.stringify(deluxe)), startSeat: 9, edition: '<b>' }, [
      'saboteur',
    ]);
    expect(bad).not.toHaveProperty('startSeat');
    expect(bad).not.toHaveProperty('edition');
  });
});
