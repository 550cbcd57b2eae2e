// An imported save is data, never code: it cannot overwrite a game that is already here
// without asking, 'Keep mine' leaves that game byte-identical (in memory and in storage), and
// a file carrying a __proto__ key or an absurdly long log is refused with a message.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../src/app/saved/SavedGamesScreen';
import { serializeSaves } from '../../src/app/saved/saveFile';
import type { Session } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { flushWrites, readRaw } from '../store/helpers';

vi.mock('../../src/games/registry', async () => await import('../app/fakeRegistry'));

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];
function session(id: string, actions: number, extra: Partial<Session> = {}): Session {
  return {
    version: 1,
    id,
    gameId: 'fake',
    config: { players: 2, target: 9 },
    seed: 7,
    actions: Array.from({ length: actions }, (_, i) => ({ seat: i % 2, add: 1 })),
    seats,
    createdAt: Date.UTC(2025, 0, 2, 10),
    updatedAt: Date.UTC(2025, 0, 3, 12),
    finished: false,
    ...extra,
  };
}

const fileInput = () => screen.getByLabelText('Import from file') as HTMLInputElement;
const asFile = (text: string) => new File([text], 'saves.json', { type: 'application/json' });

async function withSavedGame(): Promise<{ before: string; stored: string }> {
  useSessions.setState({ loaded: true });
  useSessions.getState().importSessions([session('g1', 3)], false);
  await flushWrites();
  return {
    before: JSON.stringify(useSessions.getState().sessions.g1),
    stored: JSON.stringify(await readRaw('game:g1')),
  };
}

/** A saves file whose first game carries `patch`, spliced into the JSON text as written. */
function fileWith(where: 'session' | 'config' | 'action' | 'seat', extra: string): string {
  const text = serializeSaves([session('n1', 2)]);
  const at = {
    session: '"id":"n1",',
    config: '"players":2,',
    action: '"seat":0,',
    seat: '"name":"Ann",',
  }[where];
  expect(text).toContain(at);
  return text.replace(at, `${at} ${extra},`);
}

describe('importing saves', () => {
  it('a file with a game that is already here asks first, and "Keep mine" leaves that game byte-identical', async () => {
    const { before, stored } = await withSavedGame();
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(
      fileInput(),
      asFile(serializeSaves([session('g1', 1, { seats: [seats[1]!, seats[0]!] })])),
    );
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(/One of these games is already here/);
    // nothing changed while the question is open
    expect(JSON.stringify(useSessions.getState().sessions.g1)).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await screen.findByText(/Imported: 0 new, 0 replaced, 1 kept/, undefined, { timeout: 15_000 });
    await flushWrites();
    expect(JSON.stringify(useSessions.getState().sessions.g1)).toBe(before);
    expect(JSON.stringify(await readRaw('game:g1'))).toBe(stored);
  });

  it.each([
    ['the game', 'session', '"__proto__": { "polluted": true }'],
    ['its config', 'config', '"__proto__": { "polluted": true }'],
    ['an action', 'action', '"__proto__": { "polluted": true }'],
    ['a seat', 'seat', '"__proto__": { "polluted": true }'],
  ] as const)(
    'a file with a __proto__ key in %s is refused with a message and pollutes nothing',
    async (_w, where, extra) => {
      const { before } = await withSavedGame();
      const user = userEvent.setup();
      render(<SavedGamesScreen />);
      await user.upload(fileInput(), asFile(fileWith(where, extra)));
      const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
      expect(alert).toHaveTextContent(/This file is not a Pocket Table save: game 1 in it is damaged/);
      expect(alert).toHaveTextContent(/Nothing was changed/);
      expect(Object.keys(useSessions.getState().sessions)).toEqual(['g1']);
      expect(JSON.stringify(useSessions.getState().sessions.g1)).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('a file whose log is longer than any real game is refused with a message', async () => {
    await withSavedGame();
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(fileInput(), asFile(serializeSaves([session('n1', 100_001)])));
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent(/game 1 in it is damaged: its list of moves is malformed or too long/);
    expect(Object.keys(useSessions.getState().sessions)).toEqual(['g1']);
  });

  it('text in a file is never run: a script in a name or a config value stays an inert string', async () => {
    await withSavedGame();
    const hit = vi.fn();
    (globalThis as Record<string, unknown>).__hit = hit;
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const evil = '<img src=x onerror=__hit()>';
    await user.upload(
      fileInput(),
      asFile(
        serializeSaves([
          session('n1', 1, {
            seats: [{ name: evil, colour: 0, who: 'person', where: 'this-phone' as const }, seats[1]!],
          }),
        ]),
      ),
    );
    await screen.findByText(/Imported: 1 new/, undefined, { timeout: 15_000 });
    expect(document.querySelector('img')).not.toBeInTheDocument();
    expect(document.body).toHaveTextContent('<img src=x onerror');
    expect(hit).not.toHaveBeenCalled();
  });
});
