// Issue 33 "Scale" (no task over 200 ms at 4× with 5,000 saved games): the saved-games list renders
// its later groups one a task; each task renders that group's page only, never the games of the
// groups already on the screen again (each task rendered every page so far: 15, 30, … 90 games).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../src/app/saved/SavedGamesScreen';
import { alternating, seedSaved } from './fakeSessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

/** How many times a listed game was rendered. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/app/saved/SavedGameItem', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/saved/SavedGameItem')>();
  return {
    SavedGameItem: (props: Parameters<typeof real.SavedGameItem>[0]) => {
      renders.count++;
      return real.SavedGameItem(props);
    },
  };
});

afterEach(() => void vi.useRealTimers());

describe('issue 33 "Scale": the saved-games list renders each game once as its groups come', () => {
  it('200 games in two groups: 15 games rendered at once, the second group’s first 5 in the next task (the rest behind “Show more”), and no game twice', () => {
    vi.useFakeTimers();
    seedSaved(alternating(200));
    render(<SavedGamesScreen />);
    expect(renders.count).toBe(15);
    act(() => void vi.runAllTimers());
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(renders.count).toBe(20);
  });
});
