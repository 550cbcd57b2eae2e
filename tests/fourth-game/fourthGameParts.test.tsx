// Issue 21 item 2 "done when": the fourth-game fixture exercises a setup panel, undo and
// several-phone play, and still needs only its folder and one registry line. Tiny Race's goal is
// chosen in its own setup panel (ui/SetupPanel.tsx), kept through the new-game screen's draft by
// its configFor; any step may be taken back (game.ts undoable, the screen's take-back button);
// and it plays on several phones through the kit's host table with nothing of its own for it.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { GuestGame } from '../../src/app/multi/GuestGame';
import { useGuest } from '../../src/app/multi/netGuest';
import { HostAuthority } from '../../src/kit/net/authority';
import { HostTable } from '../../src/kit/net/hostTable';
import { encodeMessage, parseHostMessage, type HostMessage } from '../../src/kit/net/protocol';
import type { SeatAction } from '../../src/kit/rules';
import type { SeatInfo } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { tinyRace } from './tiny-race';

vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));
vi.mock('../../src/games/registry', async () => await import('./registry'));

const SLOW = { timeout: 10_000 };

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  render(<App />);
  await go('#/new/tiny-race/app');
  await screen.findByRole('button', { name: /^Start/ }, SLOW);
  return user;
}

describe('the fourth game: its setup panel (issue 21 item 2)', () => {
  it('offers its goal on the new-game screen; the choice survives a seat added and starts the game', async () => {
    const user = await openForm(userEvent.setup());
    const goal = screen.getByRole('group', { name: 'Race to' });
    expect(within(goal).getByRole('radio', { name: '5 steps' })).toBeChecked();
    await user.click(within(goal).getByRole('radio', { name: '7 steps' }));
    // the screen's draft passes through the game's configFor: a new seat keeps the choice
    await user.click(screen.getByRole('button', { name: /Add seat/ }));
    expect(within(goal).getByRole('radio', { name: '7 steps' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Start/ }));
    expect(await screen.findByRole('heading', { name: 'At 0 of 7' }, SLOW)).toBeInTheDocument();
    expect(useSessions.getState().open!.session.config).toEqual({ players: 4, goal: 7 });
  }, 60_000);
});

describe('the fourth game: undo (issue 21 item 2)', () => {
  it('the person who stepped may take the step back, once, before the next step', async () => {
    const user = await openForm(userEvent.setup());
    await user.click(screen.getByRole('button', { name: /^Start/ }));
    await screen.findByRole('heading', { name: 'At 0 of 5' }, SLOW);
    expect(screen.queryByRole('button', { name: /take back/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Step 2' }));
    expect(screen.getByRole('heading', { name: 'At 2 of 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Player 1: take back my step' }));
    expect(await screen.findByRole('heading', { name: 'At 0 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Player 1 steps')).toBeInTheDocument();
    expect(useSessions.getState().open!.session.actions).toEqual([]);
    // one move only: nothing more to take back
    expect(screen.queryByRole('button', { name: /take back/ })).not.toBeInTheDocument();
  }, 60_000);
});

describe('the fourth game on several phones (issue 21 item 2)', () => {
  const GUEST = 'guest-phone-token-1';
  const seats: SeatInfo[] = ['Ann', 'Bob'].map((name, colour) => ({
    name,
    colour,
    who: 'person',
    where: 'this-phone',
  }));

  async function hostWithGuest() {
    const game = await tinyRace.load();
    const config = game.configFor(seats, null, 'last-game');
    const actions: SeatAction[] = [];
    // seat 0 on the host, seat 1 on the guest's phone
    const authority = new HostAuthority(
      { rules: game.rules, config, seed: 3, actions, phoneOfSeat: [null, GUEST] },
      () => {},
    );
    const table = new HostTable(
      () => {},
      () => 'unused-new-token',
    );
    table.know(GUEST, 'Bob');
    table.bind(authority, { gameId: 'tiny-race', sessionId: 'race-1', seats, config });
    const got: HostMessage[] = [];
    const fromGuest = table.connect({
      send(text: string) {
        const parsed = parseHostMessage(text);
        if (!parsed.ok) throw new Error(parsed.error);
        got.push(parsed.msg);
      },
    });
    fromGuest(encodeMessage({ v: 1, t: 'hello', name: 'Bob', token: GUEST }));
    const stepOf = (seat: number, by: 1 | 2): SeatAction => ({ type: 'step', seat, by }) as SeatAction;
    const step = (seat: number, by: 1 | 2) =>
      fromGuest(encodeMessage({ v: 1, t: 'action', action: stepOf(seat, by) }));
    const hostStep = (by: 1 | 2) => table.playLocal(stepOf(0, by));
    return { authority, actions, got, step, hostStep, rules: game.rules };
  }

  it('the host applies the guest’s step for its own seat only, and the guest sees its turn come', async () => {
    const { actions, got, step, hostStep, authority, rules } = await hostWithGuest();
    expect(got.find((m) => m.t === 'game')).toMatchObject({ gameId: 'tiny-race', yours: [1] });
    // not its seat (the host's Ann steps first): refused, nothing logged
    step(0, 2);
    expect(got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'not-your-seat' });
    expect(actions).toEqual([]);
    // the host's own step, then the guest's
    expect(hostStep(2).kind).toBe('applied');
    step(1, 1);
    expect(actions).toEqual([
      { type: 'step', seat: 0, by: 2 },
      { type: 'step', seat: 1, by: 1 },
    ]);
    expect(rules.view(authority.current(), null)).toMatchObject({ count: 3, turn: 0 });
    // and its phone got the state after each step, with its own seat's view
    const last = got.at(-1);
    expect(last).toMatchObject({ t: 'state', waitingFor: [0], seats: [{ seat: 1 }] });
  });

  it('the guest phone renders the game’s own screen from the host’s messages, for its seat only', async () => {
    const { got, hostStep } = await hostWithGuest();
    hostStep(2);
    useGuest.setState({ status: 'playing', game: null, state: null, refused: null });
    // what the host sent this phone: the game, then its state after Ann's step
    useGuest.getState().receive(encodeMessage(got.find((m) => m.t === 'game')!));
    useGuest.getState().receive(encodeMessage(got.at(-1)!));
    render(<GuestGame rejoin={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'At 2 of 5' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bob steps')).toBeInTheDocument();
    // the step just taken was Ann's, on the host: nothing to take back on this phone
    expect(screen.queryByRole('button', { name: /take back/ })).not.toBeInTheDocument();
  });
});
