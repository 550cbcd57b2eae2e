// Issue 23 item 7: Village Pillage in Russian as a person reads it. The end screen gives each
// total in the nominative («1 репа», it said «1 репу (0+1)») with its stockpile and bank in words,
// and its table section is «Весь стол» (it was titled only «Деревня Грабёж»); the set-up's box
// and its switch do not both say «Дополнение».
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { Config, View } from '../../../../src/games/village-pillage/rules/types';
import { EndScreen } from '../../../../src/games/village-pillage/ui/EndScreen';
import { SetupPanel } from '../../../../src/games/village-pillage/ui/SetupPanel';
import { useSettings } from '../../../../src/store/settings';
import { playBotGame } from './helpers';

beforeEach(() => {
  useSettings.setState({ lang: 'ru' });
});

/** The end view of a real bot game where some seat's total ends in 1 (one form: «репа»). */
function endWithOne(): View {
  for (let seed = 1; seed < 400; seed++) {
    const view = rules.view(playBotGame(3, seed), null) as View;
    if (view.seats.some((s) => s.total % 10 === 1 && s.total % 100 !== 11)) return view;
  }
  throw new Error('no bot game ended with a total ending in 1');
}

describe('Village Pillage in Russian (issue 23 item 7)', () => {
  it('the end screen: totals in the nominative with the stockpile and bank in words; «Весь стол»', () => {
    const view = endWithOne();
    const seats = view.seats.map((_, i) => ({
      name: `Игрок ${i + 1}`,
      colour: i,
      who: 'person',
      where: 'this-phone' as const,
    }));
    render(<EndScreen table={view} seats={seats} rematch={() => {}} exit={() => {}} replay={() => {}} />);
    const scores = [...document.querySelectorAll('.vp-end-score')].map((e) => e.textContent ?? '');
    expect(scores.length).toBe(view.seats.length);
    for (const text of scores) {
      expect(text).not.toMatch(/репу/);
      expect(text).toMatch(/\d+ (репа|репы|реп) \(\d+ в запасе \+ \d+ в банке\)/);
    }
    expect(scores.some((s) => /\d*1 репа/.test(s))).toBe(true);
    expect(document.querySelector('.vp-end details > summary')?.textContent).toBe('Весь стол');
  });

  it('the set-up says «Дополнение» once: the switch says what it does', () => {
    const config: Config = { players: 4, expansion: false } as Config;
    const seats = Array.from({ length: 4 }, (_, i) => ({
      name: `Игрок ${i + 1}`,
      colour: i,
      who: 'person',
      where: 'this-phone' as const,
    }));
    render(<SetupPanel config={config} seats={seats} onChange={() => {}} />);
    const legend = document.querySelector('legend')?.textContent;
    const label = screen.getByRole('checkbox').closest('label')?.textContent;
    expect(legend).toBe('Дополнение');
    expect(label).not.toBe(legend);
  });
});
