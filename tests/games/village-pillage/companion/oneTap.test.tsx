// Issue 29 "One tap must not do what cannot be undone", Village Pillage companion (companion §3.6):
// the undo of a whole round asks first and sits away from the main button; the winning round can
// be undone too; cards half-entered for a round survive a reload.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { companion } from '../../../../src/games/village-pillage/rules';
import type { CompanionAction, CompanionState } from '../../../../src/games/village-pillage/rules/companion';
import { CompanionScreen } from '../../../../src/games/village-pillage/ui/companion/CompanionScreen';
import { isRuleError, type RuleError } from '../../../../src/kit/rules';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSettings } from '../../../../src/store/settings';

const SEATS: SeatInfo[] = ['Anna', 'Boris', 'Vera'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

const box: { state: CompanionState | null } = { state: null };
function Harness({ initial, id = 't' }: { initial: CompanionState; id?: string }) {
  const [state, setState] = useState(initial);
  return (
    <CompanionScreen
      table={companion.view(state, null)}
      viewFor={(s) => companion.view(state, s)}
      seats={SEATS}
      config={state.config}
      sessionId={id}
      dispatch={(a: CompanionAction) => {
        try {
          const next = companion.apply(box.state ?? state, a);
          box.state = next;
          setState(next);
          return null;
        } catch (e) {
          if (isRuleError(e)) return e as RuleError;
          throw e;
        }
      }}
      exit={() => {}}
      rematch={null}
    />
  );
}

const run = (s: CompanionState, ...acts: object[]) =>
  acts.reduce<CompanionState>((t, a) => companion.apply(t, a as CompanionAction), s);

/** the market picked: round 1's entries are next */
function atRound1(): CompanionState {
  const s = companion.setup(companion.defaultConfig(3), 5);
  return run(s, ...['florist', 'mason', 'bard', 'moat'].map((card) => ({ type: 'market', seat: 0, card })));
}

const ROUND = [
  { type: 'enter', seat: 0, left: 'farmer', right: 'wall' },
  { type: 'enter', seat: 1, left: 'farmer', right: 'wall' },
  { type: 'enter', seat: 2, left: 'farmer', right: 'wall' },
];

/** Anna holds two relics and turnips enough: her Merchant buys the third in round 1 */
function winningRound(): CompanionState {
  let s = atRound1();
  for (let i = 0; i < 2; i++) s = run(s, { type: 'adjust', seat: 0, target: 0, field: 'relics', delta: 1 });
  for (let i = 0; i < 15; i++)
    s = run(s, { type: 'adjust', seat: 0, target: 0, field: 'stockpile', delta: 1 });
  return s;
}

const card = (id: string) =>
  document.querySelector<HTMLButtonElement>(`.vpc-grid button[data-card="${id}"]`)!;

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
  box.state = null;
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

  it('issue 29 item 3: the winning round can be undone from the end screen (rules and screen)', async () => {
    const user = userEvent.setup();
    const over = run(
      winningRound(),
      { type: 'enter', seat: 0, left: 'merchant', right: 'farmer' },
      ...ROUND.slice(1),
    );
    expect(over.phase).toBe('over');
    expect(companion.outcome(over)).not.toBeNull();
    // rules: the undo of the winning round goes back to its entries, the board as before it
    const back = run(over, { type: 'undo', seat: 1 });
    expect(back.phase).toBe('enter');
    expect(back.winners).toEqual([]);
    expect(companion.outcome(back)).toBeNull();
    expect(back.board.seats[0]!.relics).toBe(2);
    expect(back.rounds).toEqual([]);
    // the game can end again, with another winner or none
    expect(companion.actors(back)).toEqual([0, 1, 2]);
    // screen: the end screen offers it, behind a confirm
    box.state = over;
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
