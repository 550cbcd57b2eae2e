// Issue 23 item 9: "since your last turn" on the maze and the seats. A seat's view carries the
// cells where cards were placed (and removed by a rockfall) and the seats an action card was
// played on since that seat's own last move, this round only: public facts of the log (§13).
import { describe, expect, it } from 'vitest';
import { rules, type Action, type State } from '../../../../src/games/saboteur/rules';
import { fresh } from './engine-helpers';

/** The current seat places its first legal path card, or passes when it has none. */
function move(s: State, prefer?: (a: Action) => boolean): [State, Action] {
  const seat = s.current;
  const acts = rules.legalActions(s, seat);
  const a =
    acts.find((x) => prefer?.(x)) ??
    acts.find((x) => x.type === 'place') ??
    acts.find((x) => x.type === 'pass')!;
  return [rules.apply(s, a), a];
}

describe('issue 23 item 9: since your last turn, in the view', () => {
  it('the cells placed by the others since my move, and nothing before it or of mine', () => {
    let s = fresh('classic', 4);
    const me = s.current;
    let mine: Action;
    [s, mine] = move(s);
    const theirs: Action[] = [];
    while (s.current !== me && s.phase === 'turn') {
      let a: Action;
      [s, a] = move(s);
      theirs.push(a);
    }
    const view = rules.view(s, me);
    const placed = theirs
      .filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place')
      .map((a) => ({ x: a.x, y: a.y }));
    expect(placed.length).toBeGreaterThan(0);
    expect(view.sinceMarks!.placed).toEqual(placed);
    if (mine.type === 'place') expect(view.sinceMarks!.placed).not.toContainEqual({ x: mine.x, y: mine.y });
    // the table view marks nothing: it is nobody's "since"
    expect(rules.view(s, null).sinceMarks).toBeNull();
  });

  it('an action card played on a seat marks that seat', () => {
    let s = fresh('classic', 4);
    const me = s.current;
    [s] = move(s);
    const next = s.current;
    // the next seat breaks my tool (a public play)
    s = {
      ...s,
      hands: s.hands.map((h, i) => (i === next ? ['break-cart', ...h.slice(1)] : h)),
    };
    const breakMine = rules.legalActions(s, next).find((a) => a.type === 'play' && a.targetSeat === me);
    expect(breakMine).toBeDefined();
    s = rules.apply(s, breakMine!);
    const view = rules.view(s, me);
    expect(view.sinceMarks!.seats).toEqual([me]);
  });
});
