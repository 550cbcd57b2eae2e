// Issue 33 "Scale" item 2: home lists the most recent unfinished games while the rest of the
// saved games are still being read; until the read ends it does not count the games "more in
// saved games" (the count would grow as the read goes on), and counts them once it has ended.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '../../src/app/home/HomeScreen';
import { useSessions } from '../../src/store/sessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];

describe('issue 33 "Scale" item 2: home while the saved games are read', () => {
  it('shows the "Continue" links at once, and the "more" count only when the read has ended', async () => {
    for (let i = 0; i < 5; i++) useSessions.getState().create('fake', { players: 2, target: 5 }, seats, i);
    useSessions.setState({ readState: 'loading', loaded: false });
    render(<HomeScreen />);
    const card = screen.getByRole('heading', { name: 'Fake Game' }).closest('li') as HTMLElement;
    expect(await within(card).findAllByRole('link', { name: /Continue/ })).toHaveLength(3);
    expect(within(card).queryByRole('link', { name: /more/i })).toBeNull();
    act(() => useSessions.setState({ readState: 'ok', loaded: true }));
    expect(await within(card).findByRole('link', { name: /2 more/i })).toBeInTheDocument();
  });
});
