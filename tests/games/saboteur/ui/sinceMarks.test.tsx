// Issue 23 item 9: after the handoff, the turn screen marks on the maze the cards placed since the
// person's last turn (a star on each) and, on the seats, the seats an action card was played on,
// from the view's sinceMarks: not only in the log.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules, type Action, type State } from '../../../../src/games/saboteur/rules';
import { TurnScreen } from '../../../../src/games/saboteur/ui/TurnScreen';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSettings } from '../../../../src/store/settings';

beforeEach(() => useSettings.setState({ lang: 'en' }));

const seats: SeatInfo[] = ['Ann', 'Bob', 'Cid', 'Dan'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone',
}));

function step(s: State, prefer?: (a: Action) => boolean): State {
  const acts = rules.legalActions(s, s.current);
  const a =
    acts.find((x) => prefer?.(x)) ??
    acts.find((x) => x.type === 'place') ??
    acts.find((x) => x.type === 'pass')!;
  return rules.apply(s, a);
}

describe('issue 23 item 9: since your last turn, on the maze and the seats', () => {
  it('stars the cards the others placed and the seat a card was played on; nothing on my own card', () => {
    let s = rules.setup({ mode: 'classic', players: 4, firstPlayer: 0 }, 11);
    s = step(s); // Ann
    const annCard = s.maze.placed.map((p) => `${p.x},${p.y}`);
    s = step(s); // Bob places
    // Cid breaks Ann's cart: a public play on her seat
    s = { ...s, hands: s.hands.map((h, i) => (i === 2 ? ['break-cart', ...h.slice(1)] : h)) };
    s = step(s, (a) => a.type === 'play' && a.targetSeat === 0);
    s = step(s); // Dan places
    expect(s.current).toBe(0);
    const view = rules.view(s, 0);
    render(<TurnScreen view={view} seats={seats} dispatch={() => null} header={null} />);
    const starred = [...document.querySelectorAll('[data-since]')].map((g) => g.getAttribute('data-since'));
    expect(starred).toEqual(view.sinceMarks!.placed.map((c) => `${c.x},${c.y}`));
    expect(starred.length).toBeGreaterThan(0);
    for (const own of annCard) expect(starred).not.toContain(own);
    const annSeat = screen.getAllByRole('listitem').find((li) => li.classList.contains('sab-seat-me'))!;
    expect(annSeat.classList.contains('sab-seat-since')).toBe(true);
    expect(annSeat).toHaveTextContent('a card was played on them since your turn');
  });
});
