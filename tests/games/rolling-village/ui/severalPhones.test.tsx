// Rolling Village on a phone of a multi-phone table (issue 14): the shell marks the seats of
// other phones as played elsewhere ('remote'); the screen shows, fills and rolls only for this
// phone's own seats, so nothing it sends is an action of another phone's seat.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { actingThrough, playRandomly } from '../../../support/randomPlay';
import { parts as game } from '../../../../src/games/rolling-village/game';
import { configFor } from '../../../../src/games/rolling-village/rules/setup-config';
import type { Action, State } from '../../../../src/games/rolling-village/rules';
import { bots } from '../bots';
import { nextSheetHere, rollerHere, seatsHere } from '../../../../src/games/rolling-village/ui/seatsHere';
import { RollingVillageScreen } from '../../../../src/games/rolling-village/ui/RollingVillageScreen';
import { createRng } from '../../../../src/kit/random';
import { RuleError } from '../../../../src/kit/rules';
import { OTHER_PHONE, PAPER, THIS_PHONE, onOtherPhone } from '../../../../src/kit/seatPlace';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSettings } from '../../../../src/store/settings';
import { screenProps } from '../../../kit/screenProps';

const { rules } = game;
const NAMES = ['Ann', 'Boris', 'Cleo'];

beforeEach(() => useSettings.setState({ lang: 'en' }));

/** people's sheets as stored; `remote` seats are the ones the shell marks as played on another phone. */
function table(sheets: ('digital' | 'paper')[], remote: number[], rematch?: null) {
  const stored: SeatInfo[] = sheets.map((sheet, i) => ({
    name: NAMES[i]!,
    colour: i,
    who: 'person',
    where: sheet === 'paper' ? PAPER : THIS_PHONE,
  }));
  const config = configFor(stored, null, 'last-game');
  const seats = stored.map((s, i) => (remote.includes(i) ? onOtherPhone(s) : s));
  let state = rules.setup(config, 11);
  const sent: Action[] = [];
  const apply = (a: Action) => {
    state = rules.apply(state, a);
  };
  let rerender = () => {};
  function Phone() {
    const [, bump] = useState(0);
    rerender = () => bump((n) => n + 1);
    const dispatch = (a: Action) => {
      sent.push(a);
      if (remote.includes(a.seat)) return new RuleError('not-your-seat');
      try {
        apply(a);
      } catch (e) {
        return e as RuleError;
      }
      rerender();
      return null;
    };
    return (
      <RollingVillageScreen
        {...screenProps(rules, { id: 'multi', seats, config }, state, dispatch, { rematch })}
      />
    );
  }
  /** another phone's seat acts (the host applies it; this phone gets the new view) */
  const elsewhere = (until: (s: State) => boolean) => {
    playRandomly(
      actingThrough(rules, apply, () => state),
      state,
      {
        rng: createRng(5),
        maxSteps: 3000,
        until,
        choose: (s, seat, r) => bots.greedy.decide(s, seat, r) as Action,
      },
    );
    act(() => rerender());
  };
  return { Phone, sent, state: () => state, elsewhere };
}

describe('Rolling Village seats on several phones (issue 14)', () => {
  it('seatsHere/rollerHere: a remote seat is not this phone’s, and the roll is taken by a seat here (any seat may roll, §12.5)', () => {
    const seats = [
      { who: 'person', where: OTHER_PHONE },
      { who: 'person', where: THIS_PHONE },
      { who: 'person', where: PAPER },
      { who: 'easy', where: THIS_PHONE },
    ] as const;
    expect(seatsHere(seats)).toEqual([1, 2]);
    expect(rollerHere([0, 1, 2], [1, 2])).toBe(1);
    expect(rollerHere([0], [1, 2])).toBeNull();
  });

  it('the roll button rolls for this phone’s own seat, not seat 0 of the host', async () => {
    const user = userEvent.setup();
    const t = table(['digital', 'digital'], [0]);
    render(<t.Phone />);
    await user.click(screen.getByTestId('rv-roll'));
    expect(t.sent).toEqual([{ type: 'roll', seat: 1 }]);
  });

  it('only this phone’s sheet is shown and filled: no seat picker for another phone’s sheet, every tap is for seat 1', async () => {
    const user = userEvent.setup();
    const t = table(['digital', 'digital', 'digital'], [0, 2]);
    render(<t.Phone />);
    await user.click(screen.getByTestId('rv-roll'));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    for (let guard = 0; guard < 4 && t.state().seats[1]!.placed.length < 2; guard++) {
      const type = document.querySelector<HTMLButtonElement>('.rv-types .rv-type:not([disabled])');
      if (type && !document.querySelector('.rv-type-on')) await user.click(type);
      await user.click(document.querySelector<HTMLButtonElement>('.rv-cell:not([disabled])')!);
    }
    await user.click(screen.getByTestId('rv-done'));
    expect(t.sent.length).toBeGreaterThan(2);
    expect(t.sent.every((a) => a.seat === 1)).toBe(true);
    // the other phones' sheets are still to fill: this phone offers none of them
    expect(rules.actors(t.state())).toEqual([0, 2]);
    expect(screen.queryByTestId('rv-next-sheet')).not.toBeInTheDocument();
    expect(nextSheetHere(rules.view(t.state(), null), 1, [1])).toBeNull();
    expect(nextSheetHere(rules.view(t.state(), null), 1, [0, 1, 2])).toBe(2);
  });

  it('a phone with no seat shows every sheet’s state but no roll button and no sheet to fill (it watches)', () => {
    const t = table(['digital', 'digital'], [0, 1]);
    render(<t.Phone />);
    expect(screen.queryByTestId('rv-roll')).not.toBeInTheDocument();
    expect(document.querySelector('.rv-cell')).not.toBeInTheDocument();
  });

  it('after round 9 a paper seat of another phone gets no total entry here; the results list every seat when it is entered there, and the host plays again on the same phones', () => {
    const t = table(['digital', 'paper'], [1]);
    render(<t.Phone />);
    t.elsewhere((s) => s.phase === 'totals');
    expect(screen.queryByTestId('rv-totals')).not.toBeInTheDocument();
    t.elsewhere((s) => s.phase === 'over');
    expect(screen.getByTestId('rv-results').querySelectorAll('.final-ranking-score')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeInTheDocument();
  });

  it('a guest phone has no rematch: its results say the host phone starts the next game', () => {
    const t = table(['digital', 'digital'], [0], null);
    render(<t.Phone />);
    t.elsewhere((s) => s.phase === 'over');
    expect(screen.queryByRole('button', { name: 'Rematch' })).not.toBeInTheDocument();
    expect(screen.getByText(/host phone starts the next game/)).toBeInTheDocument();
  });
});
