// Issue 23 item 4: a game in progress of a hidden-information game can be carried to another
// phone as a file. Exporting it asks first (the file shows every hand and plan), and the ask
// offers the export of that game itself, not only "finished games only" (which, for one
// unfinished game, exported nothing and said nothing).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../../src/app/saved/SavedGamesScreen';
import type { Session } from '../../../src/kit/session';
import { useSessions } from '../../../src/store/sessions';

vi.mock('../../../src/games/registry', async () => {
  const { fakeModule } = await import('../fakeGame');
  const secret = { ...fakeModule, hiddenInfo: true };
  return {
    GAMES: [secret],
    GAME_IDS: ['fake'],
    findGame: (id: string) => (id === 'fake' ? secret : undefined),
  };
});

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];

function session(id: string, actions: number, finished = false): Session {
  return {
    version: 1,
    id,
    gameId: 'fake',
    config: { players: 2, target: 5 },
    seed: 7,
    actions: Array.from({ length: actions }, (_, i) => ({ seat: i % 2, add: 1 })),
    seats,
    createdAt: Date.UTC(2025, 0, 2, 10),
    updatedAt: Date.UTC(2025, 0, 3, 12) + actions,
    finished,
  };
}

let blobs: Blob[];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), `blob:test/${blobs.length}`));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  useSessions.setState({ loaded: true, sessions: {} });
});
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.getByRole('dialog');

describe('issue 23 item 4: moving a game in progress to another phone', () => {
  it('one unfinished hidden-information game: the ask warns that the file shows hands, and exports that game with its whole log', async () => {
    useSessions.getState().importSessions([session('g1', 3)], true);
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(dialog()).toHaveTextContent(/shows every hand and plan/);
    expect(dialog()).toHaveTextContent(/Import from file/);
    // nothing finished to export: that choice is not offered
    expect(
      within(dialog()).queryByRole('button', { name: 'Export finished games only' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Export with the hands' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const file = JSON.parse(await (blobs[0] as Blob).text());
    expect(file.sessions.map((s: Session) => s.id)).toEqual(['g1']);
    expect(file.sessions[0].actions).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Exported 1 game/));
  });

  it('all games: the ask offers both the finished games only and everything', async () => {
    useSessions.getState().importSessions([session('g1', 3), session('g2', 5, true)], true);
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Export finished games only' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    let file = JSON.parse(await (blobs[0] as Blob).text());
    expect(file.sessions.map((s: Session) => s.id)).toEqual(['g2']);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Exported 1 game/));

    await user.click(screen.getByRole('button', { name: 'Export all' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Export with the hands' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    file = JSON.parse(await (blobs[1] as Blob).text());
    expect(file.sessions.map((s: Session) => s.id).sort()).toEqual(['g1', 'g2']);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Exported 2 games/));
  });

  it('cancel exports nothing', async () => {
    useSessions.getState().importSessions([session('g1', 3)], true);
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(blobs).toHaveLength(0);
  });
});
