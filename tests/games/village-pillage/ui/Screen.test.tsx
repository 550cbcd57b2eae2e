import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RuleError, SeatAction } from '../../../../src/kit/rules';
import type { Session } from '../../../../src/kit/session';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';
import { VillagePillageScreen } from '../../../../src/games/village-pillage/ui/VillagePillageScreen';
import { useSettings } from '../../../../src/store/settings';
import { runBots } from './helpers';
import { screenProps } from '../../../kit/screenProps';

const seatsOf = (kinds: string[]) =>
  kinds.map((kind, i) => ({ name: ['Anna', 'Boris', 'Carl'][i], colour: i, kind }));

function Harness({ initial, kinds, id = 's1' }: { initial: State; kinds: string[]; id?: string }) {
  const seats = seatsOf(kinds);
  const bots = seats.flatMap((s, i) => (s.kind.startsWith('bot:') ? [i] : []));
  const [state, setState] = useState(() => runBots(initial, bots));
  const session = {
    id,
    gameId: 'village-pillage',
    seats,
    config: initial.config,
    seed: 1,
    actions: [],
  } as unknown as Session;
  const dispatch = (a: SeatAction): RuleError | null => {
    try {
      setState((s) => runBots(rules.apply(s, a as Action), bots));
      return null;
    } catch (e) {
      return e as RuleError;
    }
  };
  return <VillagePillageScreen {...screenProps(rules, session, state, dispatch)} />;
}

async function planFirstTwo(user: ReturnType<typeof userEvent.setup>) {
  const cards = document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card:not([disabled])');
  await user.click(cards[0]);
  await user.click(cards[1]);
  await user.click(screen.getByRole('button', { name: /^Done/ }));
  const dialog = document.querySelector('dialog')!;
  await user.click(within(dialog).getByRole('button', { name: 'Confirm plan' }));
}

beforeEach(() => {
  sessionStorage.clear();
  useSettings.setState({ lang: 'en', pace: 0 });
});

describe('Village Pillage screen', () => {
  it('opens at a handoff: no hand is in the DOM until that person confirms', async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={rules.setup(rules.defaultConfig(3), 5)} kinds={['human', 'human', 'bot:easy']} />,
    );
    expect(screen.getByRole('button', { name: 'I am Anna' })).toBeTruthy();
    expect(document.querySelector('.vp-hand')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I am Anna' }));
    expect(screen.getByRole('heading', { name: /Anna: your plan/ })).toBeTruthy();
    expect(document.querySelectorAll('.vp-plan .vp-hand-card')).toHaveLength(4);
  });

  it('after a plan, "Done — hand the phone to Boris" leads to Boris’s handoff, never to his hand, and Anna’s plan stays hidden', async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={rules.setup(rules.defaultConfig(3), 5)} kinds={['human', 'human', 'bot:easy']} />,
    );
    await user.click(screen.getByRole('button', { name: 'I am Anna' }));
    expect(screen.getByRole('button', { name: 'Done — hand the phone to Boris' })).toBeTruthy();
    await planFirstTwo(user);
    expect(screen.getByRole('button', { name: 'I am Boris' })).toBeTruthy();
    expect(document.querySelector('.vp-hand')).toBeNull();
    // Anna's cards on the table are face down: no card id on her fronts
    expect(document.querySelectorAll('[data-key^="0:"] [data-card]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'I am Boris' }));
    expect(document.querySelectorAll('[data-key^="0:"] [data-card]')).toHaveLength(0);
    expect(screen.queryByText(/Anna: your plan/)).toBeNull();
  });

  it('picks can be changed and undone before confirming; nothing is sent until the confirm', async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={rules.setup(rules.defaultConfig(3), 5)} kinds={['human', 'bot:easy', 'bot:easy']} />,
    );
    // the only person at the table has the phone: no handoff before the plan
    expect(screen.queryByRole('button', { name: 'I am Anna' })).toBeNull();
    const cards = () => document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card');
    await user.click(cards()[0]);
    expect(cards()[0].getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Undo last pick' }));
    expect(cards()[0].getAttribute('aria-pressed')).toBe('false');
    await user.click(cards()[2]);
    await user.click(cards()[3]);
    const done = screen.getByRole('button', { name: 'Done — reveal the cards' });
    await user.click(done);
    await user.click(within(document.querySelector('dialog')!).getByRole('button', { name: 'Cancel' }));
    expect(document.querySelector('.vp-plan')).not.toBeNull();
  });

  it('the reveal starts the playback; it advances by tap and resumes at the same step after a remount (reload)', async () => {
    const user = userEvent.setup();
    const initial = rules.setup(rules.defaultConfig(3), 5);
    const view = render(<Harness initial={initial} kinds={['human', 'bot:easy', 'bot:easy']} id="reload" />);
    // the only person at the table has the phone: no handoff before the plan
    expect(screen.queryByRole('button', { name: 'I am Anna' })).toBeNull();
    await planFirstTwo(user);
    expect(screen.getByText(/Step 1 of \d+/)).toBeTruthy();
    expect(screen.getByText('All cards are turned over together.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 3 of \d+/)).toBeTruthy();
    // all revealed cards are face up now
    expect(document.querySelectorAll('.vp-front-card [data-card]')).toHaveLength(6);
    view.unmount();
    // a reload replays the saved log to the same state: Anna's plan (her first two cards) and the bots'
    const after = runBots(
      rules.apply(runBots(initial, [1, 2]), { type: 'plan', seat: 0, left: 'farmer', right: 'wall' }),
      [1, 2],
    );
    expect(after.round).toBe(2);
    const again = render(<Harness initial={after} kinds={['human', 'bot:easy', 'bot:easy']} id="reload" />);
    expect(screen.getByText(/Step 3 of \d+/)).toBeTruthy();
    again.unmount();
    // a game opened fresh (no playback record) shows the table at the right point: the next plan
    render(<Harness initial={after} kinds={['human', 'bot:easy', 'bot:easy']} id="other" />);
    expect(screen.queryByRole('button', { name: 'I am Anna' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Anna: your plan' }).id).toBe('vp-plan-title');
  });

  it('exhausted cards are shown as unavailable on the plan screen', async () => {
    // Anna (0) plays wall left against Carl's miner (right) so the miner exhausts her wall
    let s = rules.setup(rules.defaultConfig(3), 5);
    s = { ...s, seats: s.seats.map((x, i) => (i === 2 ? { ...x, hand: [...x.hand, 'miner'] } : x)) };
    s = rules.apply(s, { type: 'plan', seat: 1, left: 'farmer', right: 'wall' });
    s = rules.apply(s, { type: 'plan', seat: 2, left: 'farmer', right: 'miner' });
    s = rules.apply(s, { type: 'plan', seat: 0, left: 'wall', right: 'farmer' });
    while (s.phase === 'buy') s = rules.apply(s, { type: 'buy', seat: rules.actors(s)[0], index: 0 });
    expect(s.seats[0].exhausted).toEqual(['wall']);
    render(<Harness initial={s} kinds={['human', 'bot:easy', 'bot:easy']} id="exh" />);
    // the only person at the table has the phone: no handoff before the plan
    expect(screen.queryByRole('button', { name: 'I am Anna' })).toBeNull();
    const wall = document.querySelector<HTMLButtonElement>('.vp-hand-card.vp-exhausted[data-card="wall"]');
    expect(wall).not.toBeNull();
    expect(wall!.disabled).toBe(true);
    expect(wall!.textContent).toContain('Exhausted — not playable this round');
    await act(async () => {});
  });
});
