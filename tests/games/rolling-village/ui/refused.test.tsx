// §12.5 a refused action through the real session store: the screen's dispatch is the store's
// `act`, so the refusal it shows is the RuleError the app sees, in words, and nothing is saved.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rollingVillage } from '../../../../src/games/rolling-village';
import { rules } from '../../../../src/games/rolling-village/rules';
import type { Action, State } from '../../../../src/games/rolling-village/rules';

const ROLL: Action = { type: 'roll', seat: 0 };
import { configFor } from '../../../../src/games/rolling-village/rules/setup-config';
import { RollingVillageScreen } from '../../../../src/games/rolling-village/ui/RollingVillageScreen';
import { listSettled, useSessions } from '../../../../src/store/sessions';
import { useSettings } from '../../../../src/store/settings';
import { screenProps } from '../../../kit/screenProps';

// the game as the shell loads it: through its one defineGame call
const game = await rollingVillage.load();

/** A one-seat game in the store whose screen still shows the start while the store has rolled. */
function staleScreenAfterRoll() {
  const seats = [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const }];
  const store = useSessions.getState();
  const id = store.create(
    'rolling-village',
    { ...configFor(seats, null, 'last-game'), shared: null },
    seats,
    11,
  );
  store.openSession(id, game);
  const shown = useSessions.getState().open!.state as State;
  // another tap already made the setup roll (a double tap, a stale screen)
  expect(useSessions.getState().act(ROLL)).toBeNull();
  const after = useSessions.getState().open!.state;
  const session = useSessions.getState().open!.session;
  render(
    <RollingVillageScreen {...screenProps(rules, session, shown, (a) => useSessions.getState().act(a))} />,
  );
  return { id, after };
}

describe('Rolling Village refused action (through the session store)', () => {
  it('a second setup roll is refused with the reason in words; the store keeps its state and one saved action', async () => {
    const user = userEvent.setup();
    const { id, after } = staleScreenAfterRoll();
    // a roll is one tap (issue 13 item 7)
    await user.click(screen.getByTestId('rv-roll'));
    expect(screen.getByRole('alert').textContent).toBe('No roll is due now.');
    expect(useSessions.getState().open!.state).toBe(after);
    expect(useSessions.getState().open!.session.actions).toEqual([ROLL]);
    await listSettled(); // the list takes the move once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[id]!.moves).toBe(1);
  });

  it('the refusal reads in Russian too', async () => {
    useSettings.setState({ lang: 'ru' });
    const user = userEvent.setup();
    staleScreenAfterRoll();
    await user.click(screen.getByTestId('rv-roll'));
    expect(screen.getByRole('alert').textContent).toBe('Сейчас бросать кубики не нужно.');
  });
});
