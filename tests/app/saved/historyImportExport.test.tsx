// The player history through the saved-games screen (issue 13 item 9): "Export all" carries it,
// importing that file on a fresh phone brings the results back, and a file with a damaged
// result is refused with a message naming it: nothing changes.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../../src/app/saved/SavedGamesScreen';
import { serializeSaves } from '../../../src/app/saved/saveFile';
import type { FinishedGame } from '../../../src/kit/history';
import type { Session } from '../../../src/kit/session';
import { historyWritten, useHistory } from '../../../src/store/history';
import { useSessions } from '../../../src/store/sessions';
import { flushWrites } from '../../store/helpers';

vi.mock('../../../src/games/registry', async () => await import('../fakeRegistry'));

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];
const session: Session = {
  version: 1,
  id: 'g1',
  gameId: 'fake',
  config: { players: 2, target: 5 },
  seed: 7,
  actions: [{ seat: 0, add: 1 } as never],
  seats,
  createdAt: 1,
  updatedAt: 2,
  finished: false,
};
const result: FinishedGame = {
  id: 'deleted-long-ago',
  gameId: 'fake',
  finishedAt: Date.UTC(2026, 0, 1),
  seats,
  scores: [5, 3],
  ranking: [[0], [1]],
  sheet: null,
};

let blobs: Blob[];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const fileInput = () => screen.getByLabelText('Import from file') as HTMLInputElement;
const asFile = (text: string) => new File([text], 'saves.json', { type: 'application/json' });

async function openWithHistory(): Promise<void> {
  useSessions.setState({ loaded: true, readState: 'ok' });
  useSessions.getState().importSessions([session], false);
  useHistory.getState().add([result], true);
  await historyWritten();
  await flushWrites();
  // the screen reads the history when it needs it (an export, an import), not when it opens
  render(<SavedGamesScreen />);
}

describe('player history with the saved games', () => {
  it('"Export all" writes the results, and importing the file elsewhere brings them back', async () => {
    await openWithHistory();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(useHistory.getState().readState).toBe('ok');
    const text = await blobs[0]!.text();
    expect(JSON.parse(text).history).toEqual([result]);

    // a fresh phone: no games, no history
    useSessions.getState().removeMany(['g1']);
    useHistory.setState({ games: {} });
    await user.upload(fileInput(), asFile(text));
    expect(await screen.findByText(/Player history: 1 result added/)).toBeInTheDocument();
    expect(useHistory.getState().games[result.id]).toEqual(result);
    expect(Object.keys(useSessions.getState().sessions)).toEqual(['g1']);
  });

  it('a file whose result is damaged is refused with its field named, and nothing changes', async () => {
    await openWithHistory();
    const user = userEvent.setup();
    const bad = serializeSaves(
      [{ ...session, id: 'new-game' }],
      [{ ...result, id: 'x2', ranking: [[0], [0]] }],
    );
    await user.upload(fileInput(), asFile(bad));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'result 1 of the player history in it is damaged: its places do not name every player once. Nothing was changed.',
    );
    expect(Object.keys(useSessions.getState().sessions)).toEqual(['g1']);
    expect(Object.keys(useHistory.getState().games)).toEqual([result.id]);
  });
});
