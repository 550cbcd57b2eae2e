// Saboteur's screen in jsdom: handoffs guard every private screen, the DOM holds only the
// current viewer's view, and a turn offers only legal choices.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { at } from '../../at';
import { playRandomly } from '../../../support/randomPlay';
import { isDeckPathCard, rules } from '../../../../src/games/saboteur/rules';
import type { Action, State } from '../../../../src/games/saboteur/rules/types';
import { useSettings } from '../../../../src/store/settings';
import { storeState, renderThroughStore } from './throughStore';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

describe('Saboteur screen', () => {
  it('shows each human its role only after its handoff, and nothing private before', async () => {
    const user = userEvent.setup();
    const s = rules.setup({ mode: 'deluxe', players: 2, firstPlayer: 0 }, 11);
    renderThroughStore(s.config, ['person', 'person'], 1, () => s);
    expect(screen.getByRole('heading', { name: /Ann/ }).tagName).toMatch(/^H[1-6]$/);
    expect(screen.queryByText('Your role')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your hand' })).not.toBeInTheDocument();
    await confirmHandoff(user, 'Ann');
    expect(screen.getByText('Your role').textContent).toBe('Your role');
    // hand the phone to Bob: a handoff, never Bob's role directly
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Bob' }));
    expect(screen.queryByText('Your role')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am Bob' }).hasAttribute('disabled')).toBe(false);
  });

  it('after the last role, the first seat goes to its turn through a fresh handoff; the hand is in the DOM only then', async () => {
    const user = userEvent.setup();
    const s = rules.setup({ mode: 'deluxe', players: 2, firstPlayer: 0 }, 11);
    renderThroughStore(s.config, ['person', 'person'], 1, () => s);
    await confirmHandoff(user, 'Ann');
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Bob' }));
    await confirmHandoff(user, 'Bob');
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Ann' }));
    expect(screen.queryByRole('list', { name: 'Your hand' })).not.toBeInTheDocument();
    await confirmHandoff(user, 'Ann');
    const hand = screen.getByRole('list', { name: 'Your hand' });
    expect(within(hand).getAllByRole('button')).toHaveLength(s.hands[0]!.length);
  });

  it('a classic turn: choosing a path card highlights only legal spots, and placing it hands over', async () => {
    const user = userEvent.setup();
    // a seed where seat 0 holds a path card that fits beside the start in some cells but not all
    let s = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, 1);
    let place: Extract<Action, { type: 'place' }> | undefined;
    for (let seed = 1; seed < 200 && !place; seed++) {
      s = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, seed);
      const places = rules.legalActions(s, 0).filter((a: Action) => a.type === 'place') as Extract<
        Action,
        { type: 'place' }
      >[];
      place = places.find((p) => {
        const cells = new Set(places.filter((q) => q.card === p.card).map((q) => `${q.x},${q.y}`));
        return cells.size < 4 && places.some((q) => q.card === p.card && !q.rotated);
      });
    }
    if (!place) throw new Error('no suitable seed');
    renderThroughStore(s.config, ['person', 'person', 'person'], 1, () => s);
    for (const n of ['Ann', 'Bob', 'Cid']) {
      await confirmHandoff(user, n);
      await pressArmed(user, screen.getByRole('button', { name: /^Done/ }));
    }
    await confirmHandoff(user, 'Ann');
    const hand = screen.getByRole('list', { name: 'Your hand' });
    const idx = s.hands[0]!.indexOf(place.card);
    await user.click(within(hand).getAllByRole('button')[idx]!);
    const legal = rules
      .legalActions(s, 0)
      .filter((a: Action) => a.type === 'place' && a.card === place!.card && a.rotated === false);
    expect(screen.queryAllByRole('button', { name: /: the card fits$/ })).toHaveLength(legal.length);
    // Place is disabled until a spot is chosen
    const placeBtn = screen.getByRole('button', { name: 'Place here' }) as HTMLButtonElement;
    expect(placeBtn.disabled).toBe(true);
    // a spot that does not fit explains why
    const bad = screen.queryAllByRole('button', { name: /^Spot -?\d+, -?\d+$/ });
    expect(bad.length).toBeGreaterThan(0);
    await user.click(bad[0]!);
    expect(document.querySelector('.sab-hint-why')).toHaveTextContent(/tunnels do not match|No tunnel/);
    const spot = screen.getAllByRole('button', { name: /: the card fits$/ })[0];
    await user.click(spot!);
    expect(placeBtn.disabled).toBe(false);
    await act(async () => {
      await user.click(placeBtn);
    });
    expect(screen.queryByRole('list', { name: 'Your hand' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am Bob' }).hasAttribute('disabled')).toBe(false);
  });

  it('action cards list every seat; seats that cannot be targeted are disabled with the reason', async () => {
    const user = userEvent.setup();
    let s: State | null = null;
    for (let seed = 1; seed < 200 && !s; seed++) {
      const c = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, seed);
      if (c.hands[0]!.some((id: string) => id.startsWith('repair-') && !id.includes('-', 7))) s = c;
    }
    const st = s as State;
    renderThroughStore(st.config, ['person', 'easy', 'easy'], 1, () => st);
    // the only person at the table has the phone: no handoff (one person with bots)
    expect(screen.queryByRole('button', { name: 'I am Ann' })).not.toBeInTheDocument();
    await pressArmed(user, screen.getByRole('button', { name: /^Done/ }));
    const hand = screen.getByRole('list', { name: 'Your hand' });
    const idx = st.hands[0]!.findIndex((id: string) => id.startsWith('repair-') && !id.includes('-', 7));
    await user.click(within(hand).getAllByRole('button')[idx]!);
    const targets = screen.getByRole('list', { name: 'Play it on whom?' });
    const buttons = within(targets).getAllByRole('button') as HTMLButtonElement[];
    // nobody has a broken tool at the start of a round: a repair has no target
    expect(buttons).toHaveLength(3);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(within(targets).getAllByText('Nothing of theirs this card repairs is broken.')).toHaveLength(3);
  });
});

describe('Deluxe heal', () => {
  it('a seat with a broken tool cannot lay path cards (reason shown) and may discard 2 to remove it', async () => {
    const user = userEvent.setup();
    let s: State | null = null;
    for (let seed = 1; seed < 300 && !s; seed++) {
      const c = rules.setup({ mode: 'deluxe', players: 2, firstPlayer: 0 }, seed);
      const brk = c.hands[0]!.find((id: string) => id.startsWith('break-'));
      const path = c.hands[0]!.some((id: string) => isDeckPathCard(id));
      if (!brk || !path) continue;
      let n = rules.apply(c, { type: 'play', seat: 0, card: brk, targetSeat: 0 } as Action);
      n = rules.apply(n, rules.legalActions(n, 1).find((a: Action) => a.type === 'pass') as Action);
      s = n;
    }
    const st = s as State;
    renderThroughStore(st.config, ['person', 'person'], 1, () => st);
    // play is under way, so no role screens: straight to Ann's turn handoff
    await confirmHandoff(user, 'Ann');
    const broken = st.front[0]![0]!.card;
    expect(screen.getAllByText(/Broken/).length).toBeGreaterThan(0);
    const pathIdx = st.hands[0]!.findIndex((id: string) => isDeckPathCard(id));
    if (pathIdx >= 0) {
      await user.click(
        at(within(screen.getByRole('list', { name: 'Your hand' })).getAllByRole('button'), pathIdx),
      );
      expect(document.querySelector('.sab-hint')).toHaveTextContent('You have a broken tool');
      expect(screen.queryAllByRole('button', { name: /: the card fits$/ })).toHaveLength(0);
      await user.click(
        at(within(screen.getByRole('list', { name: 'Your hand' })).getAllByRole('button'), pathIdx),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Heal' }));
    const hand = within(screen.getByRole('list', { name: 'Your hand' })).getAllByRole('button');
    await user.click(hand[0]!);
    await user.click(hand[1]!);
    const heal = screen.getByRole('button', { name: /^Discard 2, remove/ }) as HTMLButtonElement;
    expect(heal.disabled).toBe(false);
    await user.click(heal);
    expect(storeState().front[0]!.some((f) => f.card === broken)).toBe(false);
    expect(storeState().hands[0]).toHaveLength(st.hands[0]!.length - 1);
    expect(screen.getByRole('button', { name: 'I am Bob' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('Saboteur end of game', () => {
  it('opening a finished game shows the final ranking with shared places, best first, and a rematch', async () => {
    const { bots } = await import('../../../../src/games/saboteur/rules');
    const { createRng } = await import('../../../../src/kit/random');
    let i = 0;
    const { state: s } = playRandomly(
      rules,
      rules.setup({ mode: 'deluxe', players: 3, firstPlayer: 0 }, 21),
      {
        rng: 0,
        maxSteps: 3000,
        until: (x) => !!rules.outcome(x),
        choose: (x, seat) => bots.easy.decide(x, seat, createRng(i++)),
      },
    );
    expect(rules.outcome(s)).not.toBeNull();
    let rematched = 0;
    const user = userEvent.setup();
    const done = s;
    renderThroughStore(
      s.config,
      ['person', 'easy', 'easy'],
      1,
      () => done,
      () => rematched++,
    );
    // opening a finished game goes straight to the final ranking
    expect(screen.getByRole('heading', { name: 'Final ranking' }).tagName).toMatch(/^H[1-6]$/);
    const scores = rules.outcome(s)!.scores;
    const best = Math.max(...scores);
    const items = screen.getByRole('list').querySelectorAll('li');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`${best} gold`);
    expect(items[0]).toHaveTextContent('1.');
    await user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(rematched).toBe(1);
  });
});
