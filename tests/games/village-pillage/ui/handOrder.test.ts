// Issue 23 item 7: the plan shows a hand in the same order every round. The rules put the cards
// played last round at the end of the hand, so in the rules' order the cards moved about; the
// plan screen shows them in the catalogue's order (handOrder).
import { describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { CardId, State, View } from '../../../../src/games/village-pillage/rules/types';
import { handOrder } from '../../../../src/games/village-pillage/ui/PlanScreen';
import { playBotGame } from './helpers';

/** Seat 0's hand (cards it may play) at the start of each round's plan, in the rules' order. */
function handsByRound(seed: number): CardId[][] {
  const hands: CardId[][] = [];
  playBotGame(3, seed, (before: State) => {
    if (before.phase !== 'plan') return;
    const view = rules.view(before, 0) as View;
    if (view.choice?.kind !== 'plan') return;
    hands.push(view.choice.cards.filter((c) => !c.blocked).map((c) => c.card));
  });
  return hands;
}

const shown = (hand: CardId[]) => handOrder(hand.map((card) => ({ card }))).map((i) => hand[i]!);
const common = (a: CardId[], b: CardId[]) => a.filter((c) => b.includes(c));

describe('Village Pillage hand order (issue 23 item 7)', () => {
  it('the cards a seat keeps from one round to the next stay in the same order on its plan screen', () => {
    const hands = handsByRound(3);
    expect(hands.length).toBeGreaterThan(2);
    let moved = 0;
    for (let r = 1; r < hands.length; r++) {
      const [a, b] = [hands[r - 1], hands[r]];
      // the rules' order moves them (what the screen showed before)
      if (common(a!, b!).join() !== common(b!, a!).join()) moved++;
      expect(common(shown(a!), shown(b!))).toEqual(common(shown(b!), shown(a!)));
    }
    expect(moved, 'the rules’ own order changed in some round').toBeGreaterThan(0);
  });
});
