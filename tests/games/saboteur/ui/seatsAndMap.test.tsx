// The seat panel shows gold within the rules (§13: classic nugget cards in public; Deluxe totals
// secret, whether a seat holds gold public, the own total to that seat), broken tools as icons,
// every seat at once in a grid of at most four across; a Map peek's result shows the goal's face;
// a goal turned face up by the last play flips.
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { at } from '../../at';
import { rules } from '../../../../src/games/saboteur/rules';
import { roundFacts } from '../../../../src/games/saboteur/rules/round-facts';
import type { GameEvent, State } from '../../../../src/games/saboteur/rules/types';
import { justRevealed } from '../../../../src/games/saboteur/ui/choices';
import { SeatsPanel, seatColumns } from '../../../../src/games/saboteur/ui/SeatsPanel';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSettings } from '../../../../src/store/settings';

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

const seatsOf = (n: number): SeatInfo[] =>
  Array.from(
    { length: n },
    (_, i) =>
      ({
        name: `P${i + 1}`,
        colour: i % 8,
        who: 'person',
        where: 'this-phone' as const,
      }) as unknown as SeatInfo,
  );

/** The accessible summary of seat `i` in the panel. */
const summaryOf = (i: number) =>
  at(within(at(screen.getAllByRole('listitem'), i)).getAllByText(/card/), 0).textContent ?? '';

describe('Saboteur seat panel', () => {
  it('Deluxe: the viewer sees its own gold total, of the others only whether they hold gold (§13)', () => {
    const s0 = rules.setup({ mode: 'deluxe', players: 4, firstPlayer: 0 }, 3);
    const s: State = { ...s0, gold: [5, 2, 0, 0] };
    render(<SeatsPanel view={rules.view(s, 0)} seats={seatsOf(4)} />);
    expect(summaryOf(0)).toContain('5 gold');
    expect(summaryOf(1)).toContain('has gold');
    expect(summaryOf(1)).not.toContain('2 gold');
    expect(summaryOf(2)).toContain('no gold');
    // nothing in the panel gives away seat 1's total
    expect(document.body.textContent).not.toMatch(/\b2 gold/);
  });

  it('classic: how many nugget cards each seat holds is public (§13)', () => {
    const s0 = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, 3);
    const s: State = { ...s0, nuggets: [[3], [1, 2], []] };
    render(<SeatsPanel view={rules.view(s, null)} seats={seatsOf(3)} />);
    expect(summaryOf(1)).toContain('2 nugget cards');
    expect(summaryOf(2)).toContain('0 nugget cards');
  });

  it('broken tools show as icons in the seat card and are named for screen readers (§8)', () => {
    const s0 = rules.setup({ mode: 'classic', players: 4, firstPlayer: 0 }, 3);
    const front = s0.front.map((f, i) => (i === 2 ? [{ card: 'break-cart' as const, order: 1 }] : f));
    render(<SeatsPanel view={rules.view({ ...s0, front }, null)} seats={seatsOf(4)} />);
    const items = screen.getAllByRole('listitem');
    expect(items[2]!.querySelectorAll('.sab-front-icon')).toHaveLength(1);
    expect(items[1]!.querySelectorAll('.sab-front-icon')).toHaveLength(0);
    expect(summaryOf(2)).toContain('Broken cart');
  });

  it('2–12 seats fit at most four across, so 12 seats wrap into three rows instead of scrolling', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 12].map(seatColumns)).toEqual([2, 3, 4, 3, 3, 4, 4, 3, 4]);
    for (let n = 2; n <= 12; n++) expect(seatColumns(n)).toBeLessThanOrEqual(4);
  });
});

describe('Map peek and goal reveal', () => {
  it('a Map peek gives its player the face of the goal card it looked at, nobody else (§8, §13)', () => {
    let s = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, 21);
    s = { ...s, hands: s.hands.map((h, i) => (i === 0 ? ['map', ...h.slice(1)] : h)), current: 0 };
    s = rules.apply(s, { type: 'play', seat: 0, card: 'map', x: 8, y: -2 });
    const goal = s.maze.goals.find((g) => g.x === 8 && g.y === -2)!;
    expect(rules.view(s, 0).me!.maps).toEqual([{ x: 8, y: -2, gold: goal.gold, card: goal.card }]);
    expect(rules.view(s, 1).me!.maps).toEqual([]);
    expect(JSON.stringify(rules.view(s, null).maze.goals)).not.toContain('goal-');
  });

  it('the goals the last play turned face up flip; an older reveal does not (§7)', () => {
    const s = rules.setup({ mode: 'classic', players: 3, firstPlayer: 0 }, 21);
    const reveal = {
      type: 'reveal' as const,
      round: 1,
      x: 8,
      y: 0,
      card: 'goal-stone-ne',
      rotated: false,
      gold: false,
    };
    const place = {
      type: 'place' as const,
      round: 1,
      seat: 0,
      card: 'cross',
      x: 7,
      y: 0,
      rotated: false,
      drew: 1,
    };
    // issue 31 item 2: the rules work the fact out from the log (the view's roundFacts); the
    // screen reads it through justRevealed
    const v = rules.view(s, null);
    const facts = (log: GameEvent[]) => roundFacts(log, v.maze.placed);
    expect(justRevealed({ ...v, roundFacts: facts([place, reveal]) })).toEqual([{ x: 8, y: 0 }]);
    expect(justRevealed({ ...v, roundFacts: facts([place, reveal, { ...place, x: 1 }]) })).toEqual([]);
  });
});
