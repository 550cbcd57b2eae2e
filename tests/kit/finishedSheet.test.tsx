// Issue 23 item 8: every game ends on a per-round score table (the game's history entry, which
// the host gives the end screen): Saboteur's gold per round, Village Pillage's relics and turnips
// after each round, Rolling Village's nine rounds side by side for every sheet.
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules as rvRules, type Config as RvConfig } from '../../src/games/rolling-village/rules';
import { summary as rvSummary } from '../../src/games/rolling-village/rules/summary';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import { summary as sabSummary } from '../../src/games/saboteur/rules/summary';
import { rules as vpRules } from '../../src/games/village-pillage/rules';
import { summary as vpSummary } from '../../src/games/village-pillage/rules/summary';
import { summarize, type FinishedGame, type SummarySpec } from '../../src/kit/history';
import type { AnyRules } from '../../src/kit/rules';
import { FinalRanking } from '../../src/kit/ui/FinalRanking';
import { FinishedGameContext } from '../../src/kit/ui/ScoreSheetTable';
import { useSettings } from '../../src/store/settings';
import { findGame } from '../../src/games/registry';
import { finished } from './finishedGames';

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

function entryOf(gameId: string, rules: AnyRules, spec: unknown, config: unknown, seats: number) {
  return summarize(rules, spec as SummarySpec<unknown>, finished(gameId, rules, config, seats))!;
}

function endScreen(entry: FinishedGame | null) {
  const seats = entry?.seats ?? [{ name: 'P1', colour: 0 }];
  return render(
    <FinishedGameContext.Provider value={entry && { entry, units: findGame(entry.gameId)!.scoreUnits }}>
      <FinalRanking
        ranking={entry?.ranking ?? [[0]]}
        seats={seats}
        score={(s) => String(entry?.scores[s] ?? 0)}
        rematch={() => {}}
        exit={() => {}}
      />
    </FinishedGameContext.Provider>,
  );
}

/** A table's column headers: one per round, then the total where there is one. */
function read(table: HTMLElement) {
  return { rounds: [...table.querySelectorAll('thead th')].map((th) => th.textContent) };
}

describe('issue 23 item 8: the per-round table at the end of every game', () => {
  it('Saboteur: a column of gold per round and the total, for every seat', () => {
    const entry = entryOf('saboteur', sabRules, sabSummary, sabRules.defaultConfig(4), 4);
    endScreen(entry);
    const section = screen.getByRole('region', { name: 'Score by round' });
    const table = within(section).getByRole('table', { name: 'Gold per round' });
    const { rounds } = read(table);
    expect(rounds).toEqual(['1Round 1', '2Round 2', '3Round 3', 'ΣTotal']);
    const totals = [...table.querySelectorAll('td.history-total')].map((td) => Number(td.textContent));
    expect(totals.sort()).toEqual([...entry.scores].sort());
    expect(table.querySelectorAll('tbody')).toHaveLength(4);
  });

  it('Village Pillage: relics after each round, and a second table of turnips', () => {
    const entry = entryOf('village-pillage', vpRules, vpSummary, vpRules.defaultConfig(3), 3);
    endScreen(entry);
    const section = screen.getByRole('region', { name: 'Score by round' });
    const relics = within(section).getByRole('table', { name: 'Relics after each round' });
    const turnips = within(section).getByRole('table', { name: 'Turnips after each round' });
    expect(read(relics).rounds).toHaveLength(entry.sheet!.rounds.length);
    expect(read(turnips).rounds).toHaveLength(entry.sheet!.rounds.length);
    // the last column of relics is each seat's final relics
    for (const body of relics.querySelectorAll('tbody')) {
      const cells = [...body.querySelectorAll('td')];
      expect(entry.scores).toContain(Number(cells.at(-1)!.textContent));
    }
  });

  it('Rolling Village: nine rounds side by side for every sheet, a paper sheet’s rounds marked unknown', () => {
    const config: RvConfig = rvRules.defaultConfig(3);
    config.seats[2]!.kind = 'paper';
    const entry = entryOf('rolling-village', rvRules, rvSummary, config, 3);
    endScreen(entry);
    const table = within(screen.getByRole('region', { name: 'Score by round' })).getByRole('table', {
      name: 'Points per round',
    });
    expect(read(table).rounds).toHaveLength(10);
    const bodies = [...table.querySelectorAll('tbody')];
    expect(bodies).toHaveLength(3);
    const paper = bodies.find((b) => b.textContent?.includes('P3'))!;
    expect(within(paper).getAllByText('not known (scored on paper)')).toHaveLength(9);
  });

  it('no table while the host gives no finished game', () => {
    endScreen(null);
    expect(screen.queryByRole('region', { name: 'Score by round' })).not.toBeInTheDocument();
  });
});
