// Issue 24 item 10 on the screens: the host is offered, for a seat that waits for its phone, each
// linked phone, itself and a bot; a guest is told who plays a handed seat now.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostNetBar } from '../../../src/app/multi/HostNetBar';
import { useLinkedPhones } from '../../../src/app/multi/netHost';
import { GuestGame } from '../../../src/app/multi/GuestGame';
import { useGuest } from '../../../src/app/multi/netGuest';
import { rules } from '../../../src/games/village-pillage/rules';
import type { State } from '../../../src/games/village-pillage/rules/types';
import { encodeMessage } from '../../../src/kit/net/protocol';

const seats = ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

describe('issue 24 item 10: handing a waiting seat on', () => {
  it('the host can give the waiting seat to a linked phone, to itself or to a bot', () => {
    useLinkedPhones.setState({
      phones: [
        { token: 'token-new-phone', name: 'Cleo', online: true, app: '' },
        { token: 'token-gone-phone', name: 'Boris', online: false, app: '' },
      ],
    });
    const handOver = vi.fn();
    render(
      <HostNetBar
        seats={seats}
        waiting={[1]}
        away={[1]}
        tableDisplay={false}
        bots={['easy']}
        handOver={handOver}
      />,
    );
    expect(screen.getByText('Seat 2 (Boris) waits for its phone. Give it to:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Phone: Boris' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Phone: Cleo' }));
    fireEvent.click(screen.getByRole('button', { name: 'This phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'A bot' }));
    expect(handOver.mock.calls).toEqual([
      [1, 'token-new-phone'],
      [1, 'host'],
      [1, { bot: 'easy' }],
    ]);
  });

  it('a guest is told who plays the handed seat now', async () => {
    const state = rules.setup(rules.defaultConfig(3), 7) as State;
    useGuest.setState({
      status: 'playing',
      game: null,
      state: null,
      refused: null,
      hostApp: '',
      tookOver: false,
    });
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'game',
        gameId: 'village-pillage',
        sessionId: 'hand-24',
        seats,
        config: rules.defaultConfig(3),
        yours: [0],
        handed: { seat: 1, to: 'phone', name: 'Cleo' },
      }),
    );
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'state',
        seq: 1,
        table: rules.view(state, null),
        seats: [{ seat: 0, view: rules.view(state, 0) }],
        waitingFor: [0],
        away: [],
      }),
    );
    render(<GuestGame rejoin={() => {}} />);
    await screen.findByText('Seat 2 is now played on the phone “Cleo”.', {}, { timeout: 5000 });
  });
});
