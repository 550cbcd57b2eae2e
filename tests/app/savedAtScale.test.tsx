// Issue 12 item 7: the saved-games screen at scale: grouped by unfinished/finished, newest
// first, search by player name, a page per group then "show more", several deleted at once;
// and damaged games listed with download and delete.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../src/app/saved/SavedGamesScreen';
import { fakeSession, seedSaved } from './fakeSessions';
import { useSessions } from '../../src/store/sessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const session = fakeSession;

const seed = seedSaved;

const groups = () => screen.getAllByRole('region');

describe('saved games at scale', () => {
  // 15 a group: six groups of them are what a phone holds of 5,000 games (issue 24 item 18)
  it('500 games: two groups, newest first, 15 rendered per group until "show more"', async () => {
    seed(Array.from({ length: 500 }, (_, i) => session(i, i % 2 === 0)));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const [unfinished, finished] = groups();
    expect(unfinished!.getAttribute('aria-label')).toMatch(/in progress/);
    expect(finished!.getAttribute('aria-label')).toMatch(/finished/i);
    const items = within(unfinished!).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(within(items[0]!).getAllByText('P499')).toHaveLength(1);
    await user.click(within(unfinished!).getByRole('button', { name: 'Show more' }));
    expect(within(unfinished!).getAllByRole('listitem')).toHaveLength(75);
  });

  it('search by player name keeps only games with that player', async () => {
    seed([session(1, false, 'Anna'), session(2, false, 'Zoe'), session(3, true, 'anna k')]);
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.type(screen.getByRole('searchbox', { name: 'Search by player name' }), 'ANNA');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Zoe')).not.toBeInTheDocument();
  });

  it('deletes several selected games after one confirmation', async () => {
    seed([session(1, false), session(2, false), session(3, false)]);
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const boxes = screen.getAllByRole('checkbox', { name: 'Select' });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/Delete 2 games\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(Object.keys(useSessions.getState().sessions)).toEqual(['g1']);
  });

  it('a damaged game is listed with download and delete, and deleted only after a confirmation', async () => {
    useSessions.setState({ loaded: true, damaged: [{ id: 'bad', reason: 'bad seed', text: '{"seed":-5}' }] });
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const item = screen.getByRole('listitem', { name: /Damaged game/ });
    expect(within(item).getAllByRole('button', { name: 'Download it' })).toHaveLength(1);
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(useSessions.getState().damaged).toHaveLength(1);
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(useSessions.getState().damaged).toHaveLength(0);
  });
});
