// Issue 29 "One tap must not do what cannot be undone", Saboteur companion: a target of
// Inspection or Swap your hats is confirmed before it acts (DESIGN / UX "one tap never does what
// cannot be taken back"); a private result still owed survives a reload (UX pass-and-play).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { companion, type CompanionAction, type CompanionState } from '../../../../src/games/saboteur/rules';
import { CompanionScreen } from '../../../../src/games/saboteur/ui/companion/CompanionScreen';
import type { RuleError } from '../../../../src/kit/rules';
import { useSettings } from '../../../../src/store/settings';
import { screenProps } from '../../../kit/screenProps';
import { allSeen, start } from './helpers';

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
    await user.click(screen.getByRole('button', { name: 'Inspect' }));
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
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(box.state!.used.swapHats).toBe(1);
    expect(box.state!.log.at(-1)).toMatchObject({ type: 'swap-hats', seat: 2, target: 1 });
  });
});
