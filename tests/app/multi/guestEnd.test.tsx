// Issue 14: a guest phone at the end of a game. The host starts the next game (the guest's bar
// says so); the guest's result screen offers no Rematch button that would do nothing there.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestGame } from '../../../src/app/multi/GuestGame';
import { useGuest } from '../../../src/app/multi/netGuest';
import { bots, rules } from '../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../src/games/village-pillage/rules/types';
import { createRng } from '../../../src/kit/random';
import { encodeMessage } from '../../../src/kit/net/protocol';
import { playRandomly } from '../../support/randomPlay';

function finishedGame(): State {
  let n = 0;
  const { state: s } = playRandomly(rules, rules.setup(rules.defaultConfig(3), 265) as State, {
    rng: 0,
    maxSteps: 500,
    until: (x) => !!rules.outcome(x),
    choose: (x, seat) => bots.easy.decide(x, seat, createRng(265_000 + n++)) as Action,
  });
  expect(rules.outcome(s)).not.toBeNull();
  return s;
}

describe('a guest phone at the end of the game', () => {
  it('shows the result without a Rematch button (the host starts the next game)', async () => {
    const state = finishedGame();
    const seats = ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
      name,
      colour,
      who: 'person',
      where: 'this-phone' as const,
    }));
    useGuest.setState({ status: 'playing', game: null, state: null, refused: null });
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'game',
        gameId: 'village-pillage',
        sessionId: 'guest-end',
        seats,
        config: rules.defaultConfig(3),
        yours: [1],
      }),
    );
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'state',
        seq: 24,
        table: rules.view(state, null),
        seats: [{ seat: 1, view: rules.view(state, 1) }],
        waitingFor: [],
        away: [],
      }),
    );
    sessionStorage.setItem(
      'vp-playback:guest-end',
      JSON.stringify({ round: state.round, index: 0, done: true }),
    );
    const { container } = render(<GuestGame rejoin={() => {}} />);
    await screen.findByRole('button', { name: 'Home' }, { timeout: 5000 });
    expect(container.querySelector('.vp-end')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rematch' })).not.toBeInTheDocument();
  });
});
