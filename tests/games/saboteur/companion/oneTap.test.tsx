// Issue 29 "One tap must not do what cannot be undone", Saboteur companion: a target of
// Inspection or Swap your hats is confirmed before it acts (DESIGN / UX "one tap never does what
// cannot be taken back"); a private result still owed survives a reload (UX pass-and-play).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { companion, type CompanionAction, type CompanionState } from '../../../../src/games/saboteur/rules';
import { CompanionScreen } from '../../../../src/games/saboteur/ui/companion/CompanionScreen';
import type { RuleError } from '../../../../src/kit/rules';
import { useSettings } from '../../../../src/store/settings';
import { screenProps } from '../../../kit/screenProps';
import { allSeen, start } from './helpers';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee'];
const box: { state: CompanionState | null } = { state: null };

function Harness({ initial }: { initial: CompanionState }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    box.state = state;
  }, [state]);
  const seats = NAMES.map((name, i) => ({ name, colour: i, who: 'person', where: 'this-phone' as const }));
  const dispatch = (a: CompanionAction) => {
    try {
      setState(companion.apply(state, a));
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

describe('issue 29: Deluxe companion cards that touch roles ask before they act', () => {
  it('issue 29 item 1: Inspection asks "Inspect Bob?"; Cancel changes nothing, Inspect acts', async () => {
    const user = userEvent.setup();
    const s = allSeen(start('deluxe', 4));
    render(<Harness initial={s} />);
    await user.click(screen.getByRole('button', { name: /Inspection played/ }));
    await user.click(screen.getByRole('button', { name: 'Ann' }));
    await user.click(screen.getByRole('button', { name: 'Bob' }));
    // the first tap on a target did not act
    expect(box.state!.used.inspection).toBe(0);
    const dialog = screen.getByRole('dialog', { name: /Inspect Bob\?/ });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box.state!.used.inspection).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Bob' }));
    await pressArmed(user, screen.getByRole('button', { name: 'Inspect' }));
    expect(box.state!.used.inspection).toBe(1);
    expect(box.state!.log.at(-1)).toMatchObject({ type: 'inspection', seat: 0, target: 1 });
  });

  it('issue 29 item 1: Swap your hats asks "Swap Bob’s hat?" before the role is replaced', async () => {
    const user = userEvent.setup();
    const s = allSeen(start('deluxe', 4));
    const roles = s.roles.slice();
    render(<Harness initial={s} />);
    await user.click(screen.getByRole('button', { name: /Swap your hats played/ }));
    await user.click(screen.getByRole('button', { name: 'Cid' }));
    await user.click(screen.getByRole('button', { name: 'Bob' }));
    expect(box.state!.roles).toEqual(roles);
    expect(screen.getByRole('dialog', { name: /Swap Bob’s hat\?/ })).toBeInTheDocument();
    await pressArmed(user, screen.getByRole('button', { name: 'Swap' }));
    expect(box.state!.used.swapHats).toBe(1);
    expect(box.state!.log.at(-1)).toMatchObject({ type: 'swap-hats', seat: 2, target: 1 });
  });
});

describe('issue 29 item 4: a private result still owed is part of the saved game', () => {
  it('issue 29 item 4: rules: Inspection and Swap your hats owe their result until its person saw it; the reveal ends it', () => {
    let s = allSeen(start('deluxe', 4));
    s = companion.apply(s, { type: 'inspect', seat: 0, target: 1 });
    s = companion.apply(s, { type: 'swap-hats', seat: 2, target: 3 });
    const owed = companion.view(s, null).pending;
    expect(owed).toEqual([
      { seat: 0, kind: 'inspect', target: 1, by: 0, at: expect.any(Number) },
      { seat: 3, kind: 'new-role', target: 3, by: 2, at: expect.any(Number) },
    ]);
    // only the person owed a result says they saw it
    expect(() => companion.apply(s, { type: 'noted', seat: 1 })).toThrow();
    const seen = companion.apply(s, { type: 'noted', seat: 3 });
    expect(companion.view(seen, null).pending.map((p) => p.seat)).toEqual([0]);
    // replayed from its log, the state owes the same (a reload)
    expect(JSON.parse(JSON.stringify(seen))).toEqual(seen);
    // at the reveal every role is public: nothing private is owed any more
    let r = companion.apply(seen, { type: 'round-over', seat: 0 });
    r = companion.apply(r, { type: 'answer', seat: 0, q: 'gold', value: false });
    r = companion.apply(r, { type: 'answer', seat: 0, q: 'last', value: 0 });
    r = companion.apply(r, { type: 'reveal', seat: 0 });
    expect(companion.view(r, null).pending).toEqual([]);
  });

  it('issue 29 item 4: screen: after a reload the new role is shown to its person behind their handoff, once', async () => {
    const user = userEvent.setup();
    let s = allSeen(start('deluxe', 4));
    s = companion.apply(s, { type: 'swap-hats', seat: 2, target: 1 });
    // the screen opens on a saved game whose swap was not yet seen (a reload, or Home → Continue)
    const first = render(<Harness initial={s} />);
    expect(screen.getByText('Your hat was swapped: see your new role')).toBeInTheDocument();
    expect(screen.queryByTestId('sabc-private')).not.toBeInTheDocument();
    await confirmHandoff(user, 'Bob');
    expect(screen.getByTestId('sabc-private')).toHaveTextContent('Your new role:');
    await pressArmed(user, screen.findByRole('button', { name: /Done|Got it/ }));
    expect(companion.view(box.state!, null).pending).toEqual([]);
    first.unmount();
    // reloaded again: nothing is owed, the round is on the table
    render(<Harness initial={box.state!} />);
    expect(screen.queryByRole('button', { name: 'I am Bob' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Play the round on the table' })).toBeInTheDocument();
  });
});

describe('issue 29 item 6: Deluxe door questions and corrections', () => {
  it('issue 29 item 6: the doors start unanswered and block the payout; a correction asks what it does and shows what changed', async () => {
    const user = userEvent.setup();
    let s = allSeen(start('deluxe', 4));
    s = companion.apply(s, { type: 'round-over', seat: 0 });
    render(<Harness initial={s} />);
    const gold = screen.getByRole('group', { name: 'Was the gold reached?' });
    await user.click(within(gold).getByRole('button', { name: 'Yes' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Who played the last card?' })).getByRole('button', {
        name: 'Bob',
      }),
    );
    const green = screen.getByRole('group', { name: /no green door/ });
    const blue = screen.getByRole('group', { name: /no blue door/ });
    // unanswered: neither Yes nor No is pressed, and the round cannot be paid yet
    for (const q of [green, blue])
      for (const b of within(q).getAllByRole('button')) expect(b).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Reveal roles and pay' })).toBeDisabled();
    expect(screen.getByText('Answer the door questions too.')).toBeInTheDocument();
    await user.click(within(green).getByRole('button', { name: 'No' }));
    await user.click(within(blue).getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Reveal roles and pay' }));
    expect(screen.getByRole('dialog', { name: /Reveal every role/ })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reveal roles and pay' }),
    );
    expect(box.state!.phase).toBe('result');
    // a correction: one crystal more
    await pressArmed(user, screen.getByRole('button', { name: 'Correct an answer' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Pay the round again' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent(/Reveal every role/);
    expect(dialog).toHaveTextContent(/Pay round 1 again/);
    expect(dialog).toHaveTextContent(/crystals: 0 → 1/);
    await user.click(within(dialog).getByRole('button', { name: 'Pay the round again' }));
    expect(screen.getByTestId('sabc-payout')).toHaveTextContent('Round 1 corrected — crystals: 0 → 1.');
  });
});
