// Item 8: a refused action, through the real session store, shows the precise reason the rules
// gave, in the player's language, and neither the state nor the saved log changes.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/saboteur/rules';
import type { State } from '../../../../src/games/saboteur/rules/types';
import { useSessions } from '../../../../src/store/sessions';
import { useSettings } from '../../../../src/store/settings';
import { loggedActions, storeState, renderThroughStore } from './throughStore';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';

beforeEach(() => useSettings.setState({ lang: 'en' }));
afterEach(() => useSessions.getState().close());

async function toTurn(user: ReturnType<typeof userEvent.setup>) {
  await confirmHandoff(user, 'Ann');
  await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Bob' }));
  await confirmHandoff(user, 'Bob');
  await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Ann' }));
  await confirmHandoff(user, 'Ann');
}

describe('Saboteur refused action (through the session store)', () => {
  it('a Rockfall whose card was removed meanwhile is refused with the rule it breaks; nothing is saved', async () => {
    const user = userEvent.setup();
    // Ann holds a Rockfall and a straight lies east of the start
    const craft = (s: State): State => ({
      ...s,
      hands: s.hands.map((h, i) => (i === 0 ? ['rockfall', ...h.slice(1)] : h)),
      maze: { ...s.maze, placed: [{ x: 1, y: 0, card: 'straight-ew', rotated: false }] },
    });
    renderThroughStore({ mode: 'deluxe', players: 2, firstPlayer: 0 }, ['person', 'person'], 11, craft);
    await toTurn(user);
    await user.click(screen.getByRole('button', { name: /Rockfall/ }));
    await user.click(screen.getByRole('button', { name: 'Straight tunnel at 1, 0' }));
    // the card leaves the maze before the tap lands (another phone, a stale screen): the store refuses
    const before = storeState();
    act(() =>
      useSessions.setState((st) => ({
        open: st.open && { ...st.open, state: { ...before, maze: { ...before.maze, placed: [] } } },
      })),
    );
    const stale = storeState();
    await user.click(screen.getByRole('button', { name: 'Remove this card' }));
    const message = screen.getByText('That target is not allowed for this card.');
    expect(message.className).toContain('sab-hint-why');
    expect(storeState()).toBe(stale);
    expect(loggedActions()).toEqual([]);
  });

  it('the store hands the screen the precise placement reason, not only the kernel code', () => {
    renderThroughStore(
      { mode: 'classic', players: 3, firstPlayer: 0 },
      ['person', 'person', 'person'],
      4,
      (s) => ({
        ...s,
        hands: s.hands.map((h, i) => (i === 0 ? ['curve-nw', ...h.slice(1)] : h)),
      }),
    );
    const err = useSessions
      .getState()
      .act({ type: 'place', seat: 0, card: 'curve-nw', x: 1, y: 0, rotated: true } as never);
    expect(err?.code).toBe('illegal-placement');
    expect((err as { reason?: string }).reason).toBe('edges-mismatch');
    expect(rules.actors(storeState())).toEqual([0]);
  });
});
