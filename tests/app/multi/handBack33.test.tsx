// Issue 33 item 12 (first half) on the host's screen: a seat handed to this phone or a bot is
// offered back to its phone once that phone returns, and a guest on another app version is named.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostNetBar } from '../../../src/app/multi/HostNetBar';
import { hostTable, useLinkedPhones } from '../../../src/app/multi/netHost';
import { APP_VERSION } from '../../../src/app/appVersion';

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
