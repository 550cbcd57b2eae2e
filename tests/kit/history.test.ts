// Player history (issue 13 item 9): each finished game's per-round score table comes from its
// own rules (the game's summary spec replayed over the log), and agrees with the outcome.
import { describe, expect, it } from 'vitest';
import { rules as rvRules, type Config as RvConfig } from '../../src/games/rolling-village/rules';
import { summary as rvSummary } from '../../src/games/rolling-village/rules/summary';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import { summary as sabSummary } from '../../src/games/saboteur/rules/summary';
import { rules as vpRules } from '../../src/games/village-pillage/rules';
import { summary as vpSummary } from '../../src/games/village-pillage/rules/summary';
import { summarize, type SummarySpec } from '../../src/kit/history';
import { HistoryDataError, restoreFinishedGame } from '../../src/kit/historyRestore';
import { finished } from './finishedGames';

const sum = (xs: (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('summarize: the per-round table comes from the game’s rules', () => {
  it('Saboteur: three rounds of gold, each seat’s rounds add up to its final gold (Saboteur §12), classic and Deluxe', () => {
    for (const mode of ['classic', 'deluxe'] as const) {
      const config = { ...sabRules.defaultConfig(5), mode };
      const s = finished('saboteur', sabRules, config, 5);
      const entry = summarize(sabRules, sabSummary as SummarySpec<unknown>, s);
      expect(entry?.sheet?.unit).toBe('gold');
      expect(entry?.sheet?.rounds).toHaveLength(3);
      const totals = entry!.scores.map((_, seat) => sum(entry!.sheet!.rounds.map((r) => r[seat]!)));
      expect(totals).toEqual(entry!.scores);
    }
  });

  it('Village Pillage: relics and turnips held after each round; the last row is the final relics (Village Pillage §9)', () => {
    const config = vpRules.defaultConfig(3);
    const s = finished('village-pillage', vpRules, config, 3);
    const entry = summarize(vpRules, vpSummary as SummarySpec<unknown>, s)!;
    const sheet = entry.sheet!;
    expect(sheet.unit).toBe('relics');
    expect(sheet.rows).toBe('held');
    expect(sheet.extraUnit).toBe('turnips');
    expect(sheet.extra).toHaveLength(sheet.rounds.length);
    expect(sheet.rounds.at(-1)).toEqual(entry.scores);
    // relics are only ever gained: each seat's column never goes down
    for (let r = 1; r < sheet.rounds.length; r++)
      sheet.rounds[r]!.forEach((v, seat) => expect(v!).toBeGreaterThanOrEqual(sheet.rounds[r - 1]![seat]!));
    // the winners hold the most relics
    const best = Math.max(...entry.scores);
    for (const w of entry.ranking[0]!) expect(entry.scores[w]).toBe(best);
  });

  it('Rolling Village: nine round scores per digital sheet; a paper sheet’s rounds are not known, its total is', () => {
    const config: RvConfig = rvRules.defaultConfig(2);
    config.seats[1]!.kind = 'paper';
    const s = finished('rolling-village', rvRules, config, 2);
    const entry = summarize(rvRules, rvSummary as SummarySpec<unknown>, s)!;
    const sheet = entry.sheet!;
    expect(sheet.rounds).toHaveLength(9);
    expect(sheet.rounds.every((r) => r[1] === null)).toBe(true);
    expect(sheet.rounds.every((r) => typeof r[0] === 'number')).toBe(true);
    // the final total is the nine rounds plus the squares' points (Rolling Village §9.2), never less
    expect(entry.scores[0]).toBeGreaterThanOrEqual(sum(sheet.rounds.map((r) => r[0]!)));
    expect(typeof entry.scores[1]).toBe('number');
  });

  it('an unfinished game has no history entry', () => {
    const config = vpRules.defaultConfig(3);
    const s = finished('village-pillage', vpRules, config, 3);
    const cut = { ...s, actions: s.actions.slice(0, s.actions.length - 1) };
    expect(summarize(vpRules, vpSummary as SummarySpec<unknown>, cut)).toBeNull();
  });

  it('keeps who sat where, the outcome’s ranking and the moment the game ended', () => {
    const config = sabRules.defaultConfig(3);
    const s = finished('saboteur', sabRules, config, 3, 11);
    const entry = summarize(sabRules, sabSummary as SummarySpec<unknown>, s, 42)!;
    expect(entry.seats.map((x) => x.name)).toEqual(['P1', 'P2', 'P3']);
    expect(entry.finishedAt).toBe(42);
    expect(entry.ranking.flat().sort()).toEqual([0, 1, 2]);
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });
});

describe('issue 23 item 8: each seat’s role in each round is kept (for the BG Stats export)', () => {
  it('Saboteur: one row of roles per round, every seat a role of its mode; the other games have none', () => {
    const classic = sabRules.defaultConfig(4);
    const entry = summarize(
      sabRules,
      sabSummary as SummarySpec<unknown>,
      finished('saboteur', sabRules, classic, 4),
    )!;
    expect(entry.roles).toHaveLength(3);
    for (const row of entry.roles!) {
      expect(row).toHaveLength(4);
      for (const role of row) expect(['gold-digger', 'saboteur']).toContain(role);
    }
    const vp = summarize(
      vpRules,
      vpSummary as SummarySpec<unknown>,
      finished('village-pillage', vpRules, vpRules.defaultConfig(3), 3),
    )!;
    expect(vp.roles).toBeUndefined();
  });

  it('a stored entry keeps its roles; malformed roles refuse the entry', () => {
    const entry = summarize(
      sabRules,
      sabSummary as SummarySpec<unknown>,
      finished('saboteur', sabRules, sabRules.defaultConfig(3), 3),
    )!;
    const stored = JSON.parse(JSON.stringify(entry));
    expect(restoreFinishedGame(stored, ['saboteur']).roles).toEqual(entry.roles);
    expect(() => restoreFinishedGame({ ...stored, roles: [['saboteur']] }, ['saboteur'])).toThrow(
      HistoryDataError,
    );
    expect(() => restoreFinishedGame({ ...stored, roles: [[1, 2, 3]] }, ['saboteur'])).toThrow(
      HistoryDataError,
    );
  });
});
