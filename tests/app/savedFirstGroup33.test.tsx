// Issue 33 "Scale" item 1: with more games than two pages, the saved-games list shows its first
// group's page at once and renders the other groups' pages in the next task, so the screen shows
// before all of them are rendered.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../src/app/saved/SavedGamesScreen';
import { alternating, seedSaved } from './fakeSessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

afterEach(() => void vi.useRealTimers());

describe('issue 33 "Scale" item 1: the saved-games list renders its first group first', () => {
  it('200 games: the first group has its 15 at once, the second its 15 in the next task', () => {
    vi.useFakeTimers();
    seedSaved(alternating(200));
    render(<SavedGamesScreen />);
    const [unfinished, finished] = screen.getAllByRole('region');
    expect(within(unfinished!).getAllByRole('listitem')).toHaveLength(15);
    expect(within(finished!).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(finished!).queryByRole('button', { name: 'Show more' })).toBeNull();
    act(() => void vi.runAllTimers());
    expect(within(finished!).getAllByRole('listitem')).toHaveLength(15);
    expect(within(finished!).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
