// The pass-and-play controller (kit/ui/passAndPlay.tsx): a private screen only after its
// person confirms "I am <name>"; "Done — hand the phone to <next>" names the next holder; bots
// wait and the privacy counter is up while an owed screen shows; one person alone gets no handoff.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBotHold } from '../../src/kit/botHold';
import { usePrivacy } from '../../src/kit/privacy';
import type { SeatInfo } from '../../src/kit/session';
import { PrivateGate, usePassAndPlay, type Step } from '../../src/kit/ui/passAndPlay';
import { useSettings } from '../../src/store/settings';
import { confirmHandoff } from '../support/freshPress';

const seatsOf = (kinds: string[]): SeatInfo[] =>
  kinds.map((who, i) => ({ name: ['Anna', 'Boris', 'Carl'][i]!, colour: i, who, where: 'this-phone' }));

function Table({ kinds, owed, turn }: { kinds: string[]; owed: Step<string>[]; turn: Step<string> | null }) {
  const seats = seatsOf(kinds);
  const flow = usePassAndPlay({ seats, owed, turn });
  if (!flow.step) return <p>table</p>;
  return (
    <PrivateGate flow={flow} seats={seats}>
      <p>secret {flow.step.data}</p>
      {flow.step !== turn && (
        <button type="button" onClick={flow.done}>
          {flow.doneLabel('Done')}
        </button>
      )}
    </PrivateGate>
  );
}

const role = (seat: number): Step<string> => ({ key: `role:${seat}`, seat, data: `role of ${seat}` });

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

describe('pass-and-play controller', () => {
  it('shows a private screen only after its handoff and hands on to the next person', async () => {
    const user = userEvent.setup();
    render(<Table kinds={['person', 'person']} owed={[role(0), role(1)]} turn={null} />);
    expect(screen.queryByText(/secret/)).not.toBeInTheDocument();
    await confirmHandoff(user, 'Anna');
    expect(screen.getByText('secret role of 0')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done — hand the phone to Boris' }));
    expect(screen.queryByText(/secret/)).not.toBeInTheDocument();
    await confirmHandoff(user, 'Boris');
    expect(screen.getByRole('button', { name: 'Done' }).textContent).toBe('Done');
  });

  it('the same person goes straight on from an owed screen to their turn, with no second handoff', async () => {
    const user = userEvent.setup();
    const turn: Step<string> = { key: 'turn:0', seat: 0, data: 'hand of 0' };
    render(<Table kinds={['person', 'person']} owed={[role(0)]} turn={turn} />);
    await confirmHandoff(user, 'Anna');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('secret hand of 0')).toBeVisible();
  });

  it('holds the bots and raises the privacy counter while an owed private screen is up', async () => {
    const user = userEvent.setup();
    const view = render(<Table kinds={['person', 'person']} owed={[role(0)]} turn={null} />);
    expect(useBotHold.getState().count).toBe(1);
    expect(usePrivacy.getState().count).toBe(0);
    await confirmHandoff(user, 'Anna');
    expect(usePrivacy.getState().count).toBe(1);
    view.unmount();
    expect([useBotHold.getState().count, usePrivacy.getState().count]).toEqual([0, 0]);
  });

  it('one person with bots gets the phone straight away: no handoff', () => {
    render(<Table kinds={['person', 'easy', 'strong']} owed={[role(0)]} turn={null} />);
    expect(screen.queryByRole('button', { name: 'I am Anna' })).not.toBeInTheDocument();
    expect(screen.getByText('secret role of 0')).toBeVisible();
  });

  it('a direct step (the result for the person who just acted) needs no handoff', () => {
    const direct: Step<string> = { key: 'map', seat: 1, direct: true, data: 'map' };
    render(<Table kinds={['person', 'person']} owed={[direct]} turn={null} />);
    expect(screen.getByText('secret map')).toBeVisible();
  });
});
