// Issue 24 item 13: a state the guest cannot draw (as a host on another app version could send)
// shows a plain message and the next good state recovers; phones say their app versions when
// they link, and the guest says plainly when the host's differs.
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestGame } from '../../../src/app/multi/GuestGame';
import { useGuest } from '../../../src/app/multi/netGuest';
import { rules } from '../../../src/games/village-pillage/rules';
import type { State } from '../../../src/games/village-pillage/rules/types';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage, parseHostMessage } from '../../../src/kit/net/protocol';

const seats = ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));
const start = rules.setup(rules.defaultConfig(3), 7) as State;
const game = () =>
  useGuest.getState().receive(
    encodeMessage({
      v: 1,
      t: 'game',
      gameId: 'village-pillage',
      sessionId: 'guest-24',
      seats,
      config: rules.defaultConfig(3),
      yours: [1],
    }),
  );
const stateMsg = (seq: number, table: unknown, view: unknown) =>
  encodeMessage({ v: 1, t: 'state', seq, table, seats: [{ seat: 1, view }], waitingFor: [1], away: [] });

beforeEach(() => {
  useGuest.setState({ status: 'playing', game: null, state: null, refused: null, hostApp: '' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('issue 24 item 13: what the host sends is drawn or said plainly', () => {
  it('a state the screen cannot draw shows a plain message, and the next good state shows the game again', async () => {
    game();
    useGuest.getState().receive(stateMsg(3, { nonsense: true }, { nonsense: true }));
    render(<GuestGame rejoin={() => {}} />);
    await screen.findByText(/cannot show what the host sent/, {}, { timeout: 5000 });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    act(() => useGuest.getState().receive(stateMsg(4, rules.view(start, null), rules.view(start, 1))));
    await vi.waitFor(() =>
      expect(screen.queryByText(/cannot show what the host sent/)).not.toBeInTheDocument(),
    );
  });

  it('a host on another app version: the guest says both versions plainly', async () => {
    useGuest
      .getState()
      .receive(
        encodeMessage({ v: 1, t: 'welcome', token: 'token-abcdef12', seats: [1], app: '0.1.0+other' }),
      );
    game();
    useGuest.getState().receive(stateMsg(4, rules.view(start, null), rules.view(start, 1)));
    render(<GuestGame rejoin={() => {}} />);
    await screen.findByText(/runs app version 0\.1\.0\+other, this phone runs dev/, {}, { timeout: 5000 });
  });

  it('the host learns each phone’s version from its hello and tells its own in the welcome', () => {
    const table = new HostTable(
      () => {},
      () => 'token-1-phone',
    );
    table.appVersion = '0.1.0+abc';
    const got: string[] = [];
    table.connect({ send: (t) => got.push(t) })(
      encodeMessage({ v: 1, t: 'hello', name: 'Ann', token: null, app: '0.1.0+def' }),
    );
    expect(table.phones()[0]!.app).toBe('0.1.0+def');
    const welcome = parseHostMessage(got[0]);
    expect(welcome.ok && welcome.msg).toMatchObject({ t: 'welcome', app: '0.1.0+abc' });
  });
});
