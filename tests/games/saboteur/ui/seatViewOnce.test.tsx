// Issue 31 item 3 (a short way for a tap): Saboteur's screen works a seat's view out once per
// table state; its turn screen, the lesson and the bot's line read the same view.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/saboteur/rules';
import { SaboteurScreen } from '../../../../src/games/saboteur/ui/SaboteurScreen';
import { useSettings } from '../../../../src/store/settings';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';
import { screenProps } from '../../../kit/screenProps';
import { playedBy } from '../../../support/gameHarness';

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

describe('Saboteur screen: one view per seat and state', () => {
  it('issue 31 item 3: the turn screen asks for its seat’s view once, however often it renders', async () => {
    const user = userEvent.setup();
    const s = rules.setup({ mode: 'deluxe', players: 2, firstPlayer: 0 }, 11);
    const seats = ['Ann', 'Bob'].map((name, colour) => ({ ...playedBy('person'), name, colour }));
    const props = screenProps(rules, { id: 'view-once', seats, config: s.config }, s, () => null);
    const asked: number[] = [];
    const viewFor = (seat: number) => {
      asked.push(seat);
      return props.viewFor(seat);
    };
    render(<SaboteurScreen {...props} viewFor={viewFor} />);
    await confirmHandoff(user, 'Ann');
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Bob' }));
    await confirmHandoff(user, 'Bob');
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Ann' }));
    await confirmHandoff(user, 'Ann');
    expect(screen.getByRole('list', { name: 'Your hand' })).toBeInTheDocument();
    // the screen rendered many times on the way (handoffs, roles): each seat's view was made once
    expect(asked.filter((x) => x === 0)).toHaveLength(1);
    expect(asked.filter((x) => x === 1)).toHaveLength(1);
  });
});
