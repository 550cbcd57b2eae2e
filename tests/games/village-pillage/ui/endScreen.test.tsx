// Issue 11 item 4: one place numbering in every game. Tied seats share a place and the next
// place skips (competition ranking 1, 1, 3), as in Saboteur and Rolling Village.
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { View } from '../../../../src/games/village-pillage/rules/types';
import { EndScreen } from '../../../../src/games/village-pillage/ui/EndScreen';
import { useSettings } from '../../../../src/store/settings';
import { playBotGame } from './helpers';

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

/** The end view of a real bot game whose ranking has a tie above the last place. */
function endWithTie(): View {
  for (let seed = 1; seed < 400; seed++)
    for (const players of [4, 5, 3]) {
      const view = rules.view(playBotGame(players, seed), null) as View;
      const ranking = view.result?.ranking ?? [];
      if (ranking.slice(0, -1).some((g) => g.length > 1)) return view;
    }
  throw new Error('no bot game ended with a tie above the last place');
}

describe('Village Pillage end screen', () => {
  it('tied seats share a place and the next place skips (1, 1, 3), like the other games', () => {
    const view = endWithTie();
    const seats = view.seats.map((_, i) => ({
      name: `P${i + 1}`,
      colour: i,
      who: 'person',
      where: 'this-phone' as const,
    }));
    render(<EndScreen table={view} seats={seats} rematch={() => {}} exit={() => {}} replay={() => {}} />);
    const shown = [...document.querySelectorAll('.final-ranking-list > li')].map((item) =>
      Number(item.querySelector('.final-ranking-place')?.textContent?.replace(/\D+/g, '')),
    );
    const expected: number[] = [];
    let place = 1;
    for (const group of view.result!.ranking) {
      for (const _ of group) expected.push(place);
      place += group.length;
    }
    expect(shown).toEqual(expected);
    // the tie really skips a number: some place is missing from the list
    expect(new Set(shown).size).toBeLessThan(shown.length);
    expect(shown[shown.length - 1]).toBe(shown.length - (view.result!.ranking.at(-1)!.length - 1));
  });
});
