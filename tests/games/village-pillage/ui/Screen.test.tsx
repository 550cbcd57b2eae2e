import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { at } from '../../at';
import { bots, rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';
import { playRandomly } from '../../../support/randomPlay';
import { createRng, deriveSeed } from '../../../../src/kit/random';
import { useSettings } from '../../../../src/store/settings';
import { PlanScreen } from '../../../../src/games/village-pillage/ui/PlanScreen';
import { refusal } from '../../../../src/games/village-pillage/ui/words';
import { useSessions } from '../../../../src/store/sessions';
import { GameSettingsContext } from '../../../../src/kit/gameSettings';
import { useGameSettingsValue } from '../../../../src/app/useGameSettingsValue';
import { PACE_SETTING } from '../../../../src/games/village-pillage/settings';
import { openVpGame, vp } from './throughStore';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';

const { current, StoreScreen } = vp;

const { reopen } = vp;

/** A real game's actions up to a round where seat 0 must plan with an exhausted card. */
function actionsToExhaustedPlan(): { seed: number; actions: Action[] } {
  const wanted = (s: State) =>
    s.phase === 'plan' && s.seats[0]!.exhausted.length > 0 && s.seats.every((x) => x.plan === null);
  for (let seed = 1; seed < 200; seed++) {
    let k = 0;
    const { state, actions } = playRandomly(rules, rules.setup(rules.defaultConfig(3), seed), {
      rng: seed,
      maxSteps: 400,
      until: (s) => wanted(s) || s.phase === 'over',
      choose: (s, seat) => bots.easy.decide(s, seat, createRng(deriveSeed(seed, k++))) as Action,
    });
    if (wanted(state)) return { seed, actions };
  }
  throw new Error('no game with an exhausted card found');
}

async function planFirstTwo(user: ReturnType<typeof userEvent.setup>) {
  const cards = document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card:not([disabled])');
  await user.click(cards[0]!);
  await user.click(cards[1]!);
  await pressArmed(user, screen.getByRole('button', { name: /^Done/ }));
  // only the plan before the reveal asks (issue 23 item 7)
  const dialog = document.querySelector<HTMLElement>('dialog[open]');
  if (dialog) await user.click(within(dialog).getByRole('button', { name: 'Confirm plan' }));
}

beforeEach(() => {
  sessionStorage.clear();
  useSettings.setState({ lang: 'en', games: { 'village-pillage': { pace: 0 } } });
});

describe('Village Pillage screen', () => {
  it('opens at a handoff: no hand is in the DOM until that person confirms', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'person', 'easy']);
    render(<StoreScreen />);
    expect(screen.getByRole('button', { name: 'I am Anna' }).hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('.vp-hand')).not.toBeInTheDocument();
    await confirmHandoff(user, 'Anna');
    expect(screen.getByRole('heading', { name: /Anna: your plan/ }).id).toBe('vp-plan-title');
    expect(document.querySelectorAll('.vp-plan .vp-hand-card')).toHaveLength(4);
  });

  it('after a plan, "Done — hand the phone to Boris" leads to Boris’s handoff, never to his hand, and Anna’s plan stays hidden', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'person', 'easy']);
    render(<StoreScreen />);
    await confirmHandoff(user, 'Anna');
    expect(
      screen.getByRole('button', { name: 'Done — hand the phone to Boris' }).hasAttribute('disabled'),
    ).toBe(true); // until two cards are picked
    await planFirstTwo(user);
    expect(screen.getByRole('button', { name: 'I am Boris' }).hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('.vp-hand')).not.toBeInTheDocument();
    // Anna's cards on the table are face down: no card id on her fronts
    expect(document.querySelectorAll('[data-key^="0:"] [data-card]')).toHaveLength(0);
    await confirmHandoff(user, 'Boris');
    expect(document.querySelectorAll('[data-key^="0:"] [data-card]')).toHaveLength(0);
    expect(screen.queryByText(/Anna: your plan/)).not.toBeInTheDocument();
  });

  it('issue 23 item 7: a plan handed on to the next person goes at once, with no question; the plan before the reveal asks once', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'person', 'easy']);
    render(<StoreScreen />);
    const pickTwo = async () => {
      const cards = document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card:not([disabled])');
      await user.click(cards[0]!);
      await user.click(cards[1]!);
    };
    await confirmHandoff(user, 'Anna');
    await pickTwo();
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Boris' }));
    expect(document.querySelector('dialog[open]')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am Boris' })).toBeInTheDocument();
    await confirmHandoff(user, 'Boris');
    await pickTwo();
    await pressArmed(user, screen.getByRole('button', { name: 'Done — reveal the cards' }));
    const ask = document.querySelector<HTMLElement>('dialog[open]');
    expect(ask).toHaveTextContent(/cannot be changed/);
    expect(document.querySelectorAll('.vp-plan')).toHaveLength(1);
  });

  it('picks can be changed and undone before confirming; nothing is sent until the confirm', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'easy', 'easy']);
    render(<StoreScreen />);
    // the only person at the table has the phone: no handoff (one person with bots)
    expect(screen.queryByRole('button', { name: 'I am Anna' })).not.toBeInTheDocument();
    const cards = () => document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card');
    await user.click(cards()[0]!);
    expect(cards()[0]!.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Undo last pick' }));
    expect(cards()[0]!.getAttribute('aria-pressed')).toBe('false');
    await user.click(cards()[2]!);
    await user.click(cards()[3]!);
    await pressArmed(user, screen.getByRole('button', { name: 'Done — reveal the cards' }));
    await user.click(within(document.querySelector('dialog')!).getByRole('button', { name: 'Cancel' }));
    expect(document.querySelectorAll('.vp-plan')).toHaveLength(1);
  });

  it('the reveal starts the playback; it advances by tap and resumes at the same step after a remount (reload)', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'easy', 'easy']);
    const view = render(<StoreScreen />);
    // the only person at the table has the phone: no handoff (one person with bots)
    expect(screen.queryByRole('button', { name: 'I am Anna' })).not.toBeInTheDocument();
    await planFirstTwo(user);
    expect(screen.getByText(/Step 1 of \d+/)).toHaveTextContent(/^Round 1Step 1 of \d+$/);
    expect(screen.getByText('All cards are turned over together.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 3 of \d+/)).toHaveTextContent(/^Round 1Step 3 of \d+$/);
    // all revealed cards are face up now
    expect(document.querySelectorAll('.vp-front-card [data-card]')).toHaveLength(6);
    view.unmount();
    // a reload replays the saved log to the same state: round 1's three plans and the bots'
    // two plans of round 2 are in it
    const { actions, state } = current();
    expect(actions.filter((a) => (a as Action).type === 'plan')).toHaveLength(5);
    expect(state.round).toBe(2);
    reopen();
    const again = render(<StoreScreen />);
    expect(screen.getByText(/Step 3 of \d+/)).toHaveTextContent(/^Round 1Step 3 of \d+$/);
    again.unmount();
    // a game opened fresh (no playback record) shows the table at the right point: the next plan
    sessionStorage.clear();
    reopen();
    render(<StoreScreen />);
    // the only person at the table: straight to Anna's round-2 plan, no handoff
    expect(screen.queryByRole('button', { name: 'I am Anna' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Anna: your plan/ }).id).toBe('vp-plan-title');
  });

  it('the playback speed button steps through the game’s one pace setting and stores it (issue 21 item 3)', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'easy', 'easy']);
    function Hosted() {
      // as GameHost provides it: the stored values of this game's own settings
      return (
        <GameSettingsContext.Provider value={useGameSettingsValue('village-pillage')}>
          <StoreScreen />
        </GameSettingsContext.Provider>
      );
    }
    render(<Hosted />);
    await planFirstTwo(user);
    const speed = () => screen.getByRole('button', { name: /^Speed: / });
    expect(speed().textContent).toBe('Tap to advance');
    const seen: [string, number | undefined][] = [];
    for (let k = 0; k < PACE_SETTING.choices.length; k++) {
      await user.click(speed());
      seen.push([speed().textContent!, useSettings.getState().games['village-pillage']?.pace]);
    }
    // the values the settings screen offers, in its order: slow is 1500 ms here too (it was 1600)
    expect(seen).toEqual([
      ['Slow', 1500],
      ['Normal', 900],
      ['Fast', 450],
      ['Tap to advance', 0],
    ]);
    expect(PACE_SETTING.choices.map((c) => [c.label.en, c.value])).toEqual([
      ['Tap to advance', 0],
      ...seen.slice(0, 3),
    ]);
  });

  it('exhausted cards are shown as unavailable on the plan screen', async () => {
    const user = userEvent.setup();
    // a real game, replayed through the store, up to a plan of Anna's with an exhausted card
    const { seed, actions } = actionsToExhaustedPlan();
    openVpGame(['person', 'easy', 'easy'], seed, actions);
    const tired = current().state.seats[0]!.exhausted[0];
    sessionStorage.clear();
    render(<StoreScreen />);
    if (
      screen.queryByRole('button', { name: 'Next round' }) === null &&
      document.querySelector('.vp-plan') === null
    )
      await user.click(screen.getByRole('button', { name: 'Skip to the end' }));
    if (screen.queryByRole('button', { name: 'Next round' }))
      await user.click(screen.getByRole('button', { name: 'Next round' }));
    // the only person at the table has the phone: no handoff (one person with bots)
    expect(screen.queryByRole('button', { name: 'I am Anna' })).not.toBeInTheDocument();
    const wall = document.querySelector<HTMLButtonElement>(
      `.vp-hand-card.vp-exhausted[data-card="${tired}"]`,
    );
    expect(wall).not.toBeNull();
    expect(wall!.disabled).toBe(true);
    expect(wall!).toHaveTextContent('Exhausted — not playable this round');
    await act(async () => {});
  });

  it('a refused action shows the engine’s reason in words, in English and in Russian, and nothing is saved', async () => {
    const user = userEvent.setup();
    openVpGame(['person', 'easy', 'easy']);
    // the plan screen is open on Anna's view while her plan reaches the store another way (a
    // second tap, another phone): the screen's own confirm then gets the store's refusal
    const stale = rules.view(current().state, 0);
    const plan = rules.legalActions(current().state, 0)[0];
    expect(useSessions.getState().act(plan!)).toBeNull();
    // the round is revealed now and waits at a market buy: a plan is the wrong phase
    expect(current().state.phase).toBe('buy');
    const logged = current().actions.length;
    for (const [lang, text] of [
      ['en', 'Not allowed: that is not possible at this point of the round'],
      ['ru', 'Так нельзя: сейчас идёт другая часть раунда'],
    ] as const) {
      useSettings.setState({ lang });
      const submit = (a: Action) => {
        const err = useSessions.getState().act(a);
        return err ? refusal(err, lang) : null;
      };
      const view = render(
        <PlanScreen view={stale} seat={0} seats={current().seats} nextName={null} submit={submit} />,
      );
      const cards = document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card:not([disabled])');
      await user.click(cards[0]!);
      await user.click(cards[1]!);
      await pressArmed(user, document.querySelector<HTMLButtonElement>('.bottom-bar .btn-primary')!);
      await user.click(at(within(document.querySelector('dialog')!).getAllByRole('button'), 1));
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(current().actions.length).toBe(logged);
      view.unmount();
    }
  });
});
