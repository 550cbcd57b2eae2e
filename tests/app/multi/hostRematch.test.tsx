// Several phones on the host, with the seat-to-phone assignment part of the saved game (issue 21
// item 2). Issue 14: a game played again from the host's result screen keeps its phones: the new
// game gets the same assignment, so the guests' seats stay on the guests' phones instead of
// landing on the host. And a game reopened (after a reload) gives a phone linking with its token
// its seat back; a seat handed to another phone is saved with the game.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameHost } from '../../../src/app/GameHost';
import { hostTable } from '../../../src/app/multi/netHost';
import { useSessions } from '../../../src/store/sessions';
import type { AnyScreenProps } from '../../../src/kit/game';
import { encodeMessage, parseHostMessage, type HostMessage } from '../../../src/kit/net/protocol';

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

const phones = { phoneOfSeat: [null, 'guest-token-1'], names: { 'guest-token-1': 'Guest' } };

function savedGame(): string {
  const id = useSessions.getState().create(
    'fake',
    { players: 2, target: 5 },
    [
      { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
      { name: 'Guest', colour: 1, who: 'person', where: 'this-phone' as const },
    ],
    7,
  );
  useSessions.getState().setPhones(id, phones);
  useSessions.setState({ loaded: true });
  return id;
}

/** A guest phone on a fake link: what the host sent it. */
function guestWire() {
  const got: HostMessage[] = [];
  const wire = {
    send(text: string) {
      const parsed = parseHostMessage(text);
      if (parsed.ok) got.push(parsed.msg);
    },
  };
  return { got, wire };
}

afterEach(() => act(() => useSessions.getState().close()));

describe('several phones on the host (issue 21 item 2)', () => {
  it('issue 14: a rematch keeps every seat on the phone that held it', async () => {
    const id = savedGame();
    render(<GameHost sessionId={id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'again' }));
    const next = Object.keys(useSessions.getState().sessions).find((x) => x !== id);
    expect(next).toBeDefined();
    expect((await useSessions.getState().readSession(next!))?.phones).toEqual(phones);
  });

  it('a reopened game gives a phone linking with its token its seat back', async () => {
    const id = savedGame();
    render(<GameHost sessionId={id} />);
    await screen.findByRole('button', { name: 'again' });
    const guest = guestWire();
    const say = hostTable.connect(guest.wire);
    act(() => say(encodeMessage({ v: 1, t: 'hello', name: 'Guest', token: 'guest-token-1' })));
    expect(guest.got[0]).toMatchObject({ t: 'welcome', token: 'guest-token-1', seats: [1] });
    expect(guest.got[1]).toMatchObject({ t: 'game', sessionId: id, yours: [1] });
    act(() => hostTable.disconnect(guest.wire));
  });

  it('a waiting seat the host takes onto this phone is saved so with the game', async () => {
    const id = savedGame();
    render(<GameHost sessionId={id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'This phone' }));
    expect((await useSessions.getState().readSession(id))?.phones?.phoneOfSeat).toEqual([null, null]);
  });
});
