// Issue 29 "One tap must not do what cannot be undone", Village Pillage companion (companion §3.6):
// the undo of a whole round asks first and sits away from the main button; the winning round can
// be undone too; cards half-entered for a round survive a reload.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { companion } from '../../../../src/games/village-pillage/rules';
import {
  reopenAt,
  type CompanionAction,
  type CompanionState,
} from '../../../../src/games/village-pillage/rules/companion';
import { CompanionScreen } from '../../../../src/games/village-pillage/ui/companion/CompanionScreen';
import { isRuleError, RuleError } from '../../../../src/kit/rules';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSettings } from '../../../../src/store/settings';

const SEATS: SeatInfo[] = ['Anna', 'Boris', 'Vera'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

/** the state, and the log from seed 5 when the test keeps one (a session's take-back cuts it) */
const box: { state: CompanionState | null; log: CompanionAction[] | null } = { state: null, log: null };
function Harness({ initial, id = 't' }: { initial: CompanionState; id?: string }) {
  const [state, setState] = useState(initial);
  const show = (next: CompanionState) => {
    box.state = next;
    setState(next);
  };
  // as the session store does (reopenAt): after the end, the log cut back to the winning round's entry
  const reopen = () => {
    const keep = box.log && companion.outcome(state) ? reopenAt(state.config, 5, box.log) : null;
    if (keep === null) return false;
    box.log = box.log!.slice(0, keep);
    show(run(companion.setup(state.config, 5), ...box.log));
    return true;
  };
  return (
    <CompanionScreen
      table={companion.view(state, null)}
      viewFor={(s) => companion.view(state, s)}
      seats={SEATS}
      config={state.config}
      sessionId={id}
      dispatch={(a: CompanionAction) => {
        try {
          show(companion.apply(box.state ?? state, a));
          box.log?.push(a);
          return null;
        } catch (e) {
          if (isRuleError(e)) return e as RuleError;
          throw e;
        }
      }}
      exit={() => {}}
      rematch={null}
      {...(box.log && companion.outcome(state) ? { reopen } : {})}
    />
  );
}

const run = (s: CompanionState, ...acts: object[]) =>
  acts.reduce<CompanionState>((t, a) => companion.apply(t, a as CompanionAction), s);

const MARKET = ['florist', 'mason', 'bard', 'moat'].map((card) => ({ type: 'market', seat: 0, card }));

/** the market picked: round 1's entries are next */
function atRound1(): CompanionState {
  const s = companion.setup(companion.defaultConfig(3), 5);
  return run(s, ...MARKET);
}

const ROUND = [
  { type: 'enter', seat: 0, left: 'farmer', right: 'wall' },
  { type: 'enter', seat: 1, left: 'farmer', right: 'wall' },
  { type: 'enter', seat: 2, left: 'farmer', right: 'wall' },
];

const card = (id: string) =>
  document.querySelector<HTMLButtonElement>(`.vpc-grid button[data-card="${id}"]`)!;

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
  box.state = null;
  box.log = null;
  localStorage.clear();
  sessionStorage.clear();
});

describe('issue 29: Village Pillage companion, a round is not taken back by one tap', () => {
  it('issue 29 item 2: undo of a round asks first and is not in the bottom bar under the main button', async () => {
    const user = userEvent.setup();
    const s = run(atRound1(), ...ROUND);
    expect(s.board.round).toBe(2);
    box.state = s;
    // the round was resolved before this screen opened: no playback, straight to round 2's entries
    render(<Harness initial={s} />);
    const undo = screen.getByTestId('vpc-undo');
    expect(undo).toHaveTextContent('Undo round 1');
    expect(undo.closest('.bottom-bar')).toBeNull();
    await user.click(undo);
    expect(box.state!.board.round).toBe(2);
    expect(screen.getByRole('dialog', { name: /round 1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box.state!.board.round).toBe(2);
    await user.click(screen.getByTestId('vpc-undo'));
    await user.click(screen.getByRole('button', { name: 'Undo round 1' }));
    expect(box.state!.board.round).toBe(1);
  });

  it('issue 29 item 3: the winning round can be undone from the end screen (the session cuts the log)', async () => {
    const user = userEvent.setup();
    const adjusts = [
      ...[0, 1].map(() => ({ type: 'adjust', seat: 0, target: 0, field: 'relics', delta: 1 })),
      ...Array.from({ length: 15 }, () => ({
        type: 'adjust',
        seat: 0,
        target: 0,
        field: 'stockpile',
        delta: 1,
      })),
    ];
    const log = [
      ...MARKET,
      ...adjusts,
      { type: 'enter', seat: 0, left: 'merchant', right: 'farmer' },
      ...ROUND.slice(1),
    ] as CompanionAction[];
    const over = run(companion.setup(companion.defaultConfig(3), 5), ...log);
    expect(over.phase).toBe('over');
    expect(companion.outcome(over)).not.toBeNull();
    // rules: nothing is accepted after the end (kernel contract); the log is kept up to the round's entry
    expect(() => companion.apply(over, { type: 'undo', seat: 1 })).toThrow(RuleError);
    const keep = reopenAt(over.config, 5, log)!;
    expect(keep).toBe(MARKET.length + adjusts.length);
    const back = run(companion.setup(over.config, 5), ...log.slice(0, keep));
    expect(back.phase).toBe('enter');
    expect(back.winners).toEqual([]);
    expect(companion.outcome(back)).toBeNull();
    expect(back.board.seats[0]!.relics).toBe(2);
    expect(back.rounds).toEqual([]);
    // the game can end again, with another winner or none
    expect(companion.actors(back)).toEqual([0, 1, 2]);
    // screen: the end screen offers it, behind a confirm
    box.state = over;
    box.log = log.slice();
    render(<Harness initial={over} />);
    while (screen.queryByTestId('vpc-next')) await user.click(screen.getByTestId('vpc-next'));
    expect(screen.getByTestId('vpc-end')).toBeInTheDocument();
    await user.click(screen.getByTestId('vpc-undo'));
    expect(box.state!.phase).toBe('over');
    await user.click(screen.getByRole('button', { name: 'Undo round 1' }));
    expect(box.state!.phase).toBe('enter');
    // fix: the round's cards are offered again; Anna's were wrong (no Merchant): enter hers again
    expect(screen.getByRole('heading', { name: 'Round 1: every card in' })).toBeInTheDocument();
    expect(screen.getByTestId('vpc-review-0')).toHaveTextContent(/Merchant.*Farmer/);
    await user.click(screen.getByTestId('vpc-review-0'));
    await user.click(card('farmer'));
    await user.click(card('wall'));
    await user.click(screen.getByTestId('vpc-resolve'));
    expect(box.state!.winners).toEqual([]);
    expect(box.state!.board.round).toBe(2);
    expect(box.state!.board.seats[0]!.relics).toBe(2);
  });

  it('issue 29 item 3: the cards of a round taken back at its buy question are offered again', async () => {
    const user = userEvent.setup();
    // §16 E1's cards: Boris's Merchant buys a market card, the round stops at the question
    const s = run(
      atRound1(),
      { type: 'enter', seat: 0, left: 'wall', right: 'raider' },
      { type: 'enter', seat: 1, left: 'merchant', right: 'raider' },
      { type: 'enter', seat: 2, left: 'farmer', right: 'wall' },
    );
    expect(s.phase).toBe('buy');
    box.state = s;
    render(<Harness initial={s} />);
    while (screen.queryByTestId('vpc-next')) await user.click(screen.getByTestId('vpc-next'));
    await user.click(screen.getByTestId('vpc-undo'));
    await user.click(screen.getByRole('button', { name: 'Undo this round’s cards' }));
    expect(box.state!.phase).toBe('enter');
    expect(screen.getByRole('heading', { name: 'Round 1: every card in' })).toBeInTheDocument();
    expect(screen.getByTestId('vpc-review-1')).toHaveTextContent(/Merchant.*Raider/);
  });

  it('issue 29 item 5: cards entered for a round but not resolved are kept across a reload', async () => {
    const user = userEvent.setup();
    const s = atRound1();
    box.state = s;
    render(<Harness initial={s} id="keep" />);
    await user.click(card('farmer'));
    await user.click(card('wall'));
    await user.click(card('raider'));
    await user.click(card('merchant'));
    expect(screen.getByRole('heading', { name: 'Cards Vera revealed' })).toBeInTheDocument();
    // a reload: the screen opens again on the same saved game
    cleanup();
    render(<Harness initial={s} id="keep" />);
    expect(screen.getByRole('heading', { name: 'Cards Vera revealed' })).toBeInTheDocument();
    await user.click(card('farmer'));
    await user.click(card('wall'));
    expect(screen.getByTestId('vpc-review-0')).toHaveTextContent(/Farmer.*Wall/);
    expect(screen.getByTestId('vpc-review-1')).toHaveTextContent(/Raider.*Merchant/);
  });

  it('issue 29 item 5: a kept draft that does not fit the game is ignored and the game is intact', () => {
    const s = atRound1();
    for (const bad of [
      '{',
      '[1,2]',
      JSON.stringify({ round: 1, undone: 0, drafts: [{ left: 'moat', right: 'x' }] }),
    ]) {
      localStorage.setItem('vpc-draft:bad', bad);
      render(<Harness initial={s} id="bad" />);
      expect(screen.getByRole('heading', { name: 'Cards Anna revealed' })).toBeInTheDocument();
      cleanup();
    }
  });
});
