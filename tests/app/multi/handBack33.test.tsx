// Issue 33 item 12 (first half) on the host's screen: a seat handed to this phone or a bot is
// offered back to its phone once that phone returns, and a guest on another app version is named.
// On the guest's phone: a phone whose seat was handed to the host or a bot is told so.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestGame } from '../../../src/app/multi/GuestGame';
import { HostNetBar } from '../../../src/app/multi/HostNetBar';
import { useGuest } from '../../../src/app/multi/netGuest';
import { hostTable, useLinkedPhones } from '../../../src/app/multi/netHost';
import { APP_VERSION } from '../../../src/app/appVersion';
import { rules } from '../../../src/games/village-pillage/rules';
import type { State } from '../../../src/games/village-pillage/rules/types';
import { encodeMessage, type Handed } from '../../../src/kit/net/protocol';
import { useSettings } from '../../../src/store/settings';

const seats = ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

afterEach(() => vi.restoreAllMocks());

describe('issue 33 item 12: giving a seat back, and another app version', () => {
  it('issue 33 item 12: Boris’s phone is back: the host is offered to give seat 2 back to it', () => {
    vi.spyOn(hostTable, 'returnable').mockReturnValue([{ seat: 1, token: 'token-boris', name: 'Boris' }]);
    useLinkedPhones.setState({ phones: [{ token: 'token-boris', name: 'Boris', online: true, app: '' }] });
    const handOver = vi.fn();
    render(
      <HostNetBar seats={seats} waiting={[]} away={[]} tableDisplay={false} bots={[]} handOver={handOver} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Give it back to the phone “Boris”' }));
    expect(handOver.mock.calls).toEqual([[1, 'token-boris']]);
  });

  it('issue 33 item 12: the host names a linked phone that runs another app version', () => {
    useLinkedPhones.setState({
      phones: [
        { token: 'token-vera', name: 'Vera', online: true, app: 'other-9.9' },
        { token: 'token-ann', name: 'Ann', online: true, app: APP_VERSION },
      ],
    });
    render(
      <HostNetBar seats={seats} waiting={[]} away={[]} tableDisplay={false} bots={[]} handOver={() => {}} />,
    );
    expect(screen.getByText(/The phone “Vera” runs app version other-9.9/)).toBeInTheDocument();
    expect(screen.queryByText(/The phone “Ann”/)).not.toBeInTheDocument();
  });
});

/** Boris's phone returns to a table where the host handed his seat (2) on: it plays no seat now. */
async function guestTold(handed: Handed) {
  const state = rules.setup(rules.defaultConfig(3), 7) as State;
  useGuest.setState({
    status: 'playing',
    game: null,
    state: null,
    refused: null,
    hostApp: '',
    tookOver: false,
  });
  const config = rules.defaultConfig(3);
  const game = { v: 1, t: 'game', gameId: 'village-pillage', sessionId: 'hand-33', seats, config, yours: [] };
  useGuest.getState().receive(encodeMessage({ ...game, handed } as never));
  useGuest.getState().receive(
    encodeMessage({
      v: 1,
      t: 'state',
      seq: 1,
      table: rules.view(state, null),
      seats: [],
      waitingFor: [0],
      away: [],
    }),
  );
  render(<GuestGame rejoin={() => {}} />);
}

describe('issue 33 item 12: a guest phone whose seat was handed on is told why', () => {
  it('issue 33 item 12: handed to the host: “Seat 2 is now played on the host’s phone.”', async () => {
    await guestTold({ seat: 1, to: 'host', name: '' });
    expect(
      await screen.findByText('Seat 2 is now played on the host’s phone.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'status');
  });

  it('issue 33 item 12: handed to a bot: “Seat 2 is now played by a bot.”', async () => {
    await guestTold({ seat: 1, to: 'bot', name: '' });
    await screen.findByText('Seat 2 is now played by a bot.', {}, { timeout: 5000 });
  });

  it('issue 33 item 12: in Russian too, for the host and for a bot', async () => {
    useSettings.setState({ lang: 'ru' });
    await guestTold({ seat: 1, to: 'host', name: '' });
    await screen.findByText('За место 2 теперь играют на телефоне хозяина.', {}, { timeout: 5000 });
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'game',
        gameId: 'village-pillage',
        sessionId: 'hand-33',
        seats,
        config: rules.defaultConfig(3),
        yours: [],
        handed: { seat: 1, to: 'bot', name: '' },
      }),
    );
    await screen.findByText('За место 2 теперь играет бот.', {}, { timeout: 5000 });
  });
});
