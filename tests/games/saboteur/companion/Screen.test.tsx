// The companion screen in jsdom (companion §2.2–§2.6): on one phone every role is behind a
// handoff and only the holder's view is in the DOM; the questions, the reveal, a correction.
import { act as rtlAct, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { companion, type CompanionAction, type CompanionState } from '../../../../src/games/saboteur/rules';
import { CompanionScreen } from '../../../../src/games/saboteur/ui/companion/CompanionScreen';
import { RuleError } from '../../../../src/kit/rules';
import { useSettings } from '../../../../src/store/settings';
import { screenProps } from '../../../kit/screenProps';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee'];
const box: { state: CompanionState | null } = { state: null };

function Harness({ initial, kinds }: { initial: CompanionState; kinds: string[] }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    box.state = state;
  }, [state]);
  const seats = kinds.map((who, i) => ({ name: NAMES[i]!, colour: i, who, where: 'this-phone' as const }));
  const dispatch = (a: CompanionAction) => {
    try {
      const next = companion.apply(state, a);
      setState(next);
      return null;
    } catch (e) {
      return e as RuleError;
    }
  };
  return (
    <CompanionScreen {...screenProps(companion, { id: 'x', seats, config: state.config }, state, dispatch)} />
  );
}

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

const gotIt = () => screen.findByRole('button', { name: 'Got it' }, { timeout: 3000 });

describe('Saboteur companion screen', () => {
  it('one phone: each role behind its handoff, the same screen for every role, then the round', async () => {
    const user = userEvent.setup();
    const s = companion.setup({ mode: 'classic', players: 3, firstPlayer: 1 }, 5);
    render(<Harness initial={s} kinds={['person', 'person', 'person']} />);
    for (const seat of [1, 2, 0]) {
      expect(screen.queryByTestId('sabc-private')).not.toBeInTheDocument();
      await confirmHandoff(user, NAMES[seat]!);
      const priv = screen.getByTestId('sabc-private');
      // only the holder's role is in the DOM
      expect(priv).toHaveTextContent(NAMES[seat]!);
      // the role cannot be put away at once (the same minimum time for every role)
      expect(screen.getByRole('button', { name: 'Read it…' }).hasAttribute('disabled')).toBe(true);
      await user.click(await gotIt());
    }
    expect(box.state!.phase).toBe('play');
    expect(screen.getByRole('heading', { name: 'Play the round on the table' })).toBeInTheDocument();
  });

  it('round end: answers, the reveal asks once, every line says why; a correction pays again', async () => {
    const user = userEvent.setup();
    let s = companion.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, 5);
    for (const seat of [0, 1, 2]) s = companion.apply(s, { type: 'seen', seat });
    render(<Harness initial={s} kinds={['person', 'person', 'person']} />);
    await pressArmed(user, screen.getByRole('button', { name: 'Round over' }));
    const reveal = screen.getByRole('button', { name: 'Reveal roles and pay' });
    expect(reveal.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: /Bob/ }));
    expect(box.state!.answers).toMatchObject({ gold: false, last: 1 });
    await user.click(screen.getByRole('button', { name: 'Reveal roles and pay' }));
    // asks once
    expect(box.state!.phase).toBe('questions');
    await user.click(screen.getAllByRole('button', { name: 'Reveal roles and pay' }).at(-1)!);
    expect(box.state!.phase).toBe('result');
    const payout = screen.getByTestId('sabc-payout');
    const sab = box.state!.roles.findIndex((r) => r === 'saboteur');
    if (sab >= 0) expect(payout).toHaveTextContent(/saboteur: 1 saboteur, owed 4 each/);
    expect(payout).toHaveTextContent('The gold was not reached.');
    await pressArmed(user, screen.getByRole('button', { name: 'Correct an answer' }));
    expect(screen.getByRole('heading', { name: 'Correct round 1' })).toBeInTheDocument();
    await rtlAct(async () => {
      await user.click(screen.getByRole('button', { name: 'Yes' }));
    });
    await user.click(screen.getByRole('button', { name: 'Pay the round again' }));
    await user.click(screen.getAllByRole('button', { name: 'Pay the round again' }).at(-1)!);
    expect(box.state!.log.at(-1)).toMatchObject({
      type: 'correction',
      before: { gold: false },
      after: { gold: true },
    });
  });

  it('issue 30: while the roles go round, a checklist lays out the box for the edition and count', async () => {
    useSettings.setState({ lang: 'ru' });
    const deluxe = companion.setup({ mode: 'deluxe', players: 4, firstPlayer: 0 }, 5);
    const { unmount } = render(<Harness initial={deluxe} kinds={['person', 'person', 'person', 'person']} />);
    const list = screen.getByTestId('sabc-box');
    expect(list).toHaveAttribute('open');
    expect(list).toHaveTextContent('Отложите верхние 10 карт рубашкой вверх');
    expect(list).toHaveTextContent('Раздайте каждому по 6 карт');
    expect(list).toHaveTextContent('место на 7 карт');
    unmount();
    const classic = companion.setup({ mode: 'classic', players: 8, firstPlayer: 0 }, 5);
    render(<Harness initial={classic} kinds={Array(8).fill('person')} />);
    expect(screen.getByTestId('sabc-box')).toHaveTextContent('Раздайте каждому по 4 карты');
    expect(screen.getByTestId('sabc-box')).not.toHaveTextContent('Отложите');
  });
});
