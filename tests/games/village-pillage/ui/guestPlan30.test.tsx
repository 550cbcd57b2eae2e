// Issue 30: on a phone whose plan reveals nothing yet (a person on another phone still chooses),
// the plan's button says what it does, not «Готово — открыть карты».
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/village-pillage/rules';
import { PlanScreen } from '../../../../src/games/village-pillage/ui/PlanScreen';
import type { SeatInfo } from '../../../../src/kit/session';
import { OTHER_PHONE, THIS_PHONE } from '../../../../src/kit/seatPlace';
import { PERSON } from '../../../../src/kit/botSeat';
import { useSettings } from '../../../../src/store/settings';
import { TakenBackContext } from '../../../../src/kit/ui/undoLast';

const seats: SeatInfo[] = [
  { name: 'Маша', colour: 0, who: PERSON, where: THIS_PHONE },
  { name: 'Дима', colour: 1, who: PERSON, where: OTHER_PHONE },
  { name: 'Бот', colour: 2, who: 'easy', where: THIS_PHONE },
];

beforeEach(() => useSettings.setState({ lang: 'ru' }));

describe('issue 30: the guest’s plan button', () => {
  it('issue 30: while a person on another phone still chooses, the button reads «Готово — карты выбраны», not «открыть карты»', () => {
    const state = rules.setup(rules.defaultConfig(3), 5);
    render(
      <PlanScreen view={rules.view(state, 0)} seat={0} seats={seats} nextName={null} submit={() => null} />,
    );
    expect(screen.getByRole('button', { name: 'Готово — карты выбраны' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Готово — открыть карты' })).not.toBeInTheDocument();
  });

  it('issue 30: when only bots are left to plan, the same button reveals the cards and says so (en)', () => {
    useSettings.setState({ lang: 'en' });
    let state = rules.setup(rules.defaultConfig(3), 5);
    state = rules.apply(state, rules.legalActions(state, 1)[0]!);
    render(
      <PlanScreen view={rules.view(state, 0)} seat={0} seats={seats} nextName={null} submit={() => null} />,
    );
    expect(screen.getByRole('button', { name: 'Done — reveal the cards' })).toBeInTheDocument();
  });

  it('issue 30: a plan taken back before the handoff comes back with both picks in their slots, ready to confirm again', () => {
    useSettings.setState({ lang: 'en' });
    const state = rules.setup(rules.defaultConfig(3), 5);
    const plan = rules.legalActions(state, 0).at(-1)! as { left: string; right: string };
    render(
      <TakenBackContext.Provider value={plan as never}>
        <PlanScreen view={rules.view(state, 0)} seat={0} seats={seats} nextName="Дима" submit={() => null} />
      </TakenBackContext.Provider>,
    );
    const pressed = document.querySelectorAll<HTMLButtonElement>(
      '.vp-plan .vp-hand-card[aria-pressed="true"]',
    );
    expect([...pressed].map((b) => b.dataset.card).sort()).toEqual([plan.left, plan.right].sort());
    expect(
      screen.getByRole('button', { name: 'Done — hand the phone to Дима' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('issue 30: another seat’s taken-back plan does not fill this seat’s slots', () => {
    useSettings.setState({ lang: 'en' });
    const state = rules.setup(rules.defaultConfig(3), 5);
    render(
      <TakenBackContext.Provider value={rules.legalActions(state, 1)[0]! as never}>
        <PlanScreen view={rules.view(state, 0)} seat={0} seats={seats} nextName="Дима" submit={() => null} />
      </TakenBackContext.Provider>,
    );
    expect(document.querySelectorAll('.vp-plan .vp-hand-card[aria-pressed="true"]')).toHaveLength(0);
  });
});
