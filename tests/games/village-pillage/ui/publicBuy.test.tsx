// Issue 23 item 7: a market buy is public (docs/rules/village-pillage.md §11: "market buys are
// public"), so on a phone passed round the table it is made in front of everyone, with no
// handoff: the buy screen names the buyer and shows nothing private.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { at } from '../../at';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';
import { useSettings } from '../../../../src/store/settings';
import { openVpGame, vp } from './throughStore';

const { current, StoreScreen } = vp;

const NAMES = ['Anna', 'Boris', 'Carl'];

/** A first round of three people (fixed picks) that stops at a market buy. */
function roundToABuy(): { seed: number; actions: Action[]; buyer: number } {
  for (let seed = 1; seed < 200; seed++) {
    let s: State = rules.setup(rules.defaultConfig(3), seed);
    const actions: Action[] = [];
    for (const seat of [0, 1, 2]) {
      const legal = rules.legalActions(s, seat);
      const a = legal[(seed * 5 + seat * 3) % legal.length]!;
      s = rules.apply(s, a);
      actions.push(a);
    }
    if (s.phase === 'buy') return { seed, actions, buyer: at(rules.actors(s), 0) };
  }
  throw new Error('no first round of three people that stops at a buy');
}

beforeEach(() => {
  sessionStorage.clear();
  useSettings.setState({ lang: 'en', games: { 'village-pillage': { pace: 0 } } });
});

describe('a market buy on a shared phone (issue 23 item 7)', () => {
  it('opens straight on the buy screen, naming the buyer: no "I am …" handoff', async () => {
    const { seed, actions, buyer } = roundToABuy();
    openVpGame(['person', 'person', 'person'], seed, actions);
    expect(current().state.phase).toBe('buy');
    const user = userEvent.setup();
    render(<StoreScreen />);
    // the reveal plays back first, up to the buy
    const handoff = () => screen.queryByRole('button', { name: `I am ${NAMES[buyer]}` });
    for (let k = 0; k < 20 && !document.querySelector('.vp-buy') && !handoff(); k++)
      await user.click(
        screen.queryByRole('button', { name: 'Skip to the end' }) ??
          screen.getByRole('button', { name: 'Next' }),
      );
    const buy = document.querySelector('.vp-buy');
    expect(buy).not.toBeNull();
    expect(buy!).toHaveTextContent(NAMES[buyer]!);
    expect(handoff()).toBeNull();
  });
});
