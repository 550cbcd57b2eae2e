import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '../../src/app/home/HomeScreen';
import { useSessions } from '../../src/store/sessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];

describe('home with a playable game', () => {
  it('offers new game, and continue for each unfinished game but not for finished ones', async () => {
    const open = useSessions.getState().create('fake', { players: 2, target: 5 }, seats, 1);
    const done = useSessions.getState().create('fake', { players: 2, target: 5 }, seats, 2);
    useSessions.setState((s) => ({
      sessions: { ...s.sessions, [done]: { ...s.sessions[done]!, finished: true } },
    }));
    render(<HomeScreen />);
    const card = screen.getByRole('heading', { name: 'Fake Game' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'New game' }).getAttribute('href')).toBe('#/new/fake');
    // the saved games' store is its own chunk: the list fills in once it is there
    const links = await within(card).findAllByRole('link', { name: /Continue/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`#/play/${open}`]);
    expect(within(links[0] as HTMLElement).getAllByText('Ann')).toHaveLength(1);
  });
});
