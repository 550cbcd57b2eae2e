// Issue 23 item 10 (BGA's undo policy): the person who just moved may take the move back until
// the phone is handed on. The next person's handoff offers it ("Anna: take back my move") when the
// host says the last move can be undone; the person's own handoff, or no undo, shows nothing.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatInfo } from '../../src/kit/session';
import { PrivateGate } from '../../src/kit/ui/passAndPlay';
import { UndoContext, type UndoLast } from '../../src/kit/ui/undoLast';
import { useSettings } from '../../src/store/settings';
import { pressArmed } from '../support/freshPress';

const seats: SeatInfo[] = [
  { name: 'Anna', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Boris', colour: 1, who: 'person', where: 'this-phone' as const },
];

beforeEach(() => useSettings.setState({ lang: 'en' }));

function gate(stepSeat: number, undo: UndoLast | null) {
  return render(
    <UndoContext.Provider value={undo}>
      <PrivateGate
        flow={{
          step: { key: `turn:${stepSeat}`, seat: stepSeat, data: null },
          gated: true,
          unlock: () => {},
        }}
        seats={seats}
      >
        <p>private</p>
      </PrivateGate>
    </UndoContext.Provider>,
  );
}

describe('issue 23 item 10: take back the last move on the next handoff', () => {
  it('Boris’s handoff offers Anna her move back, and the tap takes it back', async () => {
    const run = vi.fn();
    gate(1, { seat: 0, run });
    // a fresh tap once armed, like "I am Boris" (issue 29)
    await pressArmed(userEvent.setup(), screen.getByRole('button', { name: 'Anna: take back my move' }));
    expect(run).toHaveBeenCalledTimes(1);
    // nothing private of Boris before his confirmation
    expect(screen.queryByText('private')).not.toBeInTheDocument();
  });

  it('no offer on the mover’s own handoff, nor when the move cannot be undone', () => {
    gate(0, { seat: 0, run: () => {} });
    expect(screen.queryByRole('button', { name: /take back/ })).not.toBeInTheDocument();
    gate(1, null);
    expect(screen.queryByRole('button', { name: /take back/ })).not.toBeInTheDocument();
  });
});

describe('issue 33 item 8: the right to take back ends when the next person confirms', () => {
  it('issue 33 item 8: Boris confirming his handoff ends Anna’s take-back (the host is told, to keep it ended)', async () => {
    const end = vi.fn();
    const unlock = vi.fn();
    render(
      <UndoContext.Provider value={{ seat: 0, run: () => {}, end }}>
        <PrivateGate
          flow={{ step: { key: 'turn:1', seat: 1, data: null }, gated: true, unlock }}
          seats={seats}
        >
          <p>private</p>
        </PrivateGate>
      </UndoContext.Provider>,
    );
    await pressArmed(userEvent.setup(), screen.getByRole('button', { name: /Boris/ }));
    expect(unlock).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledTimes(1);
  });
});
