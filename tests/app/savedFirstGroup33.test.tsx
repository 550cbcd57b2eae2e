// Issue 33 "Scale" item 1: with more games than two pages, the saved-games list shows its first
// group's page at once and renders the other groups' pages in the next task, so the screen shows
// before all of them are rendered. The later groups show 5 games each until "show more" (issue 33
// "Scale", heap: 40 rendered games instead of 90, each row about 10 KB of the page's memory).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../src/app/saved/SavedGamesScreen';
import { alternating, seedSaved } from './fakeSessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

afterEach(() => void vi.useRealTimers());

describe('issue 33 "Scale" item 1: the saved-games list renders its first group first', () => {
  it('200 games: the first group has its 15 at once, the second its 5 in the next task', () => {
    vi.useFakeTimers();
    seedSaved(alternating(200));
    render(<SavedGamesScreen />);
    const [unfinished, finished] = screen.getAllByRole('region');
    expect(within(unfinished!).getAllByRole('listitem')).toHaveLength(15);
    expect(within(finished!).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(finished!).queryByRole('button', { name: 'Show more' })).toBeNull();
    act(() => void vi.runAllTimers());
    expect(within(finished!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(finished!).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('200 games: "Show more" in a later group shows 60 more after the five shown, the first group unchanged', async () => {
    const user = userEvent.setup();
    seedSaved(alternating(200));
    render(<SavedGamesScreen />);
    const [unfinished, finished] = screen.getAllByRole('region');
    await within(finished!).findByRole('button', { name: 'Show more' });
    const firstFive = within(finished!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await user.click(within(finished!).getByRole('button', { name: 'Show more' }));
    const after = within(finished!).getAllByRole('listitem');
    expect(after).toHaveLength(65);
    expect(after.slice(0, 5).map((li) => li.textContent)).toEqual(firstFive);
    expect(within(unfinished!).getAllByRole('listitem')).toHaveLength(15);
  });
});
