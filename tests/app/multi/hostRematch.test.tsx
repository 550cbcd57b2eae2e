// Issue 14: a game on several phones played again from the host's result screen keeps its
// phones: the new game gets the same seat-to-phone assignment, so the guests' seats stay on
// the guests' phones instead of landing on the host.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameHost } from '../../../src/app/GameHost';
import { readAssignment, saveAssignment } from '../../../src/app/multi/netHost';
import { useSessions } from '../../../src/store/sessions';
import type { AnyScreenProps } from '../../../src/kit/game';

vi.mock('../../../src/games/registry', async () => {
  const { fakeModule, fakeLoaded } = await import('../fakeGame');
  const Screen = ({ rematch }: AnyScreenProps) => (
    <button type="button" onClick={() => rematch?.()}>
      again
    </button>
  );
  const mod = { ...fakeModule, load: () => Promise.resolve({ ...fakeLoaded, Screen }) };
  return { GAMES: [mod], GAME_IDS: ['fake'], findGame: (id: string) => (id === 'fake' ? mod : undefined) };
});

describe('rematch on the host of several phones', () => {
  it('the new game keeps every seat on the phone that held it', async () => {
    const id = useSessions.getState().create(
      'fake',
      { players: 2, target: 5 },
      [
        { name: 'Ann', colour: 0, kind: 'human' },
        { name: 'Guest', colour: 1, kind: 'human' },
      ],
      7,
    );
    const assignment = { phoneOfSeat: [null, 'guest-token-1'], names: { 'guest-token-1': 'Guest' } };
    saveAssignment(id, assignment);
    useSessions.setState({ loaded: true });
    render(<GameHost sessionId={id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'again' }));
    const ids = Object.keys(useSessions.getState().sessions);
    const next = ids.find((x) => x !== id);
    expect(next).toBeDefined();
    expect(readAssignment(next!, 2)).toEqual(assignment);
    act(() => useSessions.getState().close());
  });
});
