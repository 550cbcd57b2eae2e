// The companion's screen (companion §3.1–§3.6) driven through its own rules: the market picked
// from pictures, two taps per person, the review and Resolve, the playback with its reasons, the
// buy and refill questions, undo of the round, a village fixed by hand and the log.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { companion } from '../../../../src/games/village-pillage/rules';
import type { CompanionAction, CompanionState } from '../../../../src/games/village-pillage/rules/companion';
import { CompanionScreen } from '../../../../src/games/village-pillage/ui/companion/CompanionScreen';
import { CompanionSetup } from '../../../../src/games/village-pillage/ui/companion/CompanionSetup';
import { LogSheet } from '../../../../src/games/village-pillage/ui/companion/Sheets';
import { isRuleError, type RuleError } from '../../../../src/kit/rules';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSettings } from '../../../../src/store/settings';
import { playRandomly } from '../../../support/randomPlay';

const SEATS: SeatInfo[] = ['Anna', 'Boris', 'Vera'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

const box: { state: CompanionState | null } = { state: null };
function Harness() {
  const [state, setState] = useState(() => companion.setup(companion.defaultConfig(3), 5));
  return (
    <CompanionScreen
      table={companion.view(state, null)}
      viewFor={(s) => companion.view(state, s)}
      seats={SEATS}
      config={state.config}
      sessionId="t"
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

const card = (id: string) =>
  document.querySelector<HTMLButtonElement>(`.vpc-grid button[data-card="${id}"]`)!;

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
  box.state = null;
});

describe('Village Pillage companion screen', () => {
  it('plays a round: market, two taps each, resolve, playback with reasons, buy and refill, undo, fix', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Face-up market' })).toBeInTheDocument();
    for (const id of ['florist', 'mason', 'bard', 'moat']) await user.click(card(id));
    // Anna: left wall, right raider; Boris: merchant, raider; Vera: farmer, wall (§16 E1's cards)
    expect(screen.getByRole('heading', { name: 'Cards Anna revealed' })).toBeInTheDocument();
    expect(screen.getByTestId('vpc-slot').textContent).toBe('Left card, facing Vera');
    await user.click(card('wall'));
    expect(screen.getByTestId('vpc-slot').textContent).toBe('Right card, facing Boris');
    await user.click(card('raider'));
    await user.click(card('merchant'));
    await user.click(card('raider'));
    await user.click(card('farmer'));
    await user.click(card('wall'));
    expect(screen.getByRole('heading', { name: 'Round 1: every card in' })).toBeInTheDocument();
    // re-enter Vera from the review
    await user.click(screen.getByTestId('vpc-review-2'));
    await user.click(card('farmer'));
    await user.click(card('wall'));
    await user.click(screen.getByTestId('vpc-resolve'));
    // the playback: frame by frame with words, then the buy question
    const lines: string[] = [];
    while (screen.queryByTestId('vpc-next')) {
      lines.push(
        ...within(screen.getByTestId('vpc-lines'))
          .getAllByRole('listitem')
          .map((li) => li.textContent!),
      );
      await user.click(screen.getByTestId('vpc-next'));
    }
    expect(lines.join('\n')).toMatch(/Raider/);
    expect(screen.getByRole('heading', { name: 'Which card did Boris take?' })).toBeInTheDocument();
    await user.click(card('florist'));
    expect(screen.getByRole('heading', { name: 'Which card came up?' })).toBeInTheDocument();
    await user.click(card('miner'));
    while (screen.queryByTestId('vpc-next')) await user.click(screen.getByTestId('vpc-next'));
    expect(box.state!.board.round).toBe(2);
    expect(box.state!.board.market).toEqual(['miner', 'mason', 'bard', 'moat']);
    // undo the round: back to round 1's entries with its board
    await user.click(screen.getByTestId('vpc-undo'));
    // issue 29 item 2: asked once before the round is taken back
    await user.click(screen.getByRole('button', { name: 'Undo round 1' }));
    expect(box.state!.board.round).toBe(1);
    // issue 29 item 3: the round's cards are offered again, to fix the wrong one
    expect(screen.getByRole('heading', { name: 'Round 1: every card in' })).toBeInTheDocument();
    // fix a village by hand, logged
    await user.click(screen.getByTestId('vpc-fix'));
    await user.click(screen.getByRole('button', { name: /Boris/ }));
    await user.click(screen.getByRole('button', { name: 'Stockpile: one more' }));
    expect(screen.getByTestId('vpc-fix-stockpile')).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Log' }));
    expect(screen.getByTestId('vpc-notes')).toHaveTextContent(
      /Round 1: Boris, Stockpile \+1 → 2 \(by hand\)/,
    );
    expect(screen.getByTestId('vpc-notes')).toHaveTextContent(/Round 1 taken back/);
  });

  it('issue 30: the entry screen shows every village’s stockpile, bank and relics, always', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const c of ['miner', 'mason', 'bard', 'moat']) await user.click(card(c));
    const villages = () => within(screen.getByTestId('vpc-villages'));
    const row = (seat: number) =>
      [...screen.getByTestId('vpc-villages').querySelectorAll(`tr[data-seat="${seat}"] td`)].map(
        (td) => td.textContent,
      );
    expect(villages().getByRole('columnheader', { name: 'Stockpile' })).toBeInTheDocument();
    const v = companion.view(box.state!, null);
    expect(row(2)).toEqual([`${v.seats[2]!.stockpile}`, `${v.seats[2]!.bank}`, `${v.seats[2]!.relics}/3`]);
    // after one person's two taps, still there
    const pickable = [...document.querySelectorAll<HTMLButtonElement>('.vpc-grid button')];
    await user.click(pickable[0]!);
    await user.click(document.querySelector<HTMLButtonElement>('.vpc-grid button')!);
    expect(screen.getByTestId('vpc-villages')).toBeInTheDocument();
    expect(villages().getAllByRole('row')).toHaveLength(4);
  });

  it('issue 30: «Fix» sets an amount in one step (a number with − and +), one log line per change', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const c of ['miner', 'mason', 'bard', 'moat']) await user.click(card(c));
    await user.click(screen.getByTestId('vpc-fix'));
    await user.click(screen.getByRole('button', { name: /Vera/ }));
    const stock = screen.getByRole('textbox', { name: 'Stockpile of Vera' });
    await user.clear(stock);
    await user.type(stock, '21');
    await user.click(screen.getByRole('button', { name: 'Relics: one more' }));
    await user.click(screen.getByTestId('vpc-fix-save'));
    expect(box.state!.board.seats[2]!.stockpile).toBe(21);
    expect(box.state!.board.seats[2]!.relics).toBe(1);
    const fixes = box.state!.log.filter((l) => l.kind === 'adjust');
    expect(fixes.map((l) => [l.kind === 'adjust' && l.field, l.kind === 'adjust' && l.value])).toEqual([
      ['stockpile', 21],
      ['relics', 1],
    ]);
    await user.click(screen.getByRole('button', { name: 'Log' }));
    expect(screen.getByTestId('vpc-notes')).toHaveTextContent(
      /Round 1: Vera, Stockpile \+\d+ → 21 \(by hand\)/,
    );
  });

  it('issue 30: the log says who got what each round, not only «Round N resolved»', () => {
    let s = companion.setup(companion.defaultConfig(3), 7);
    for (const c of ['florist', 'mason', 'bard', 'moat'] as const)
      s = companion.apply(s, { type: 'market', seat: 0, card: c });
    s = companion.apply(s, { type: 'enter', seat: 0, left: 'wall', right: 'raider' });
    s = companion.apply(s, { type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    s = companion.apply(s, { type: 'enter', seat: 1, left: 'farmer', right: 'wall' });
    s = playRandomly(companion, s, {
      rng: 0,
      until: (x) => x.phase !== 'buy' && x.phase !== 'deck',
      choose: (_x, _seat, _rng, legal) => legal()[0]!,
    }).state;
    render(<LogSheet table={companion.view(s, null)} seats={SEATS} onClose={() => {}} />);
    const line = screen.getByTestId('vpc-notes').textContent ?? '';
    expect(line).toMatch(/^Round 1: /);
    expect(line).toMatch(/(Anna|Boris|Vera): (Stockpile|Bank|Relics) [+−]\d/);
  });

  it('issue 30: the set-up says in which order to list the players, as Saboteur’s companion does', () => {
    useSettings.setState({ lang: 'ru' });
    render(<CompanionSetup config={companion.defaultConfig(3)} seats={SEATS} onChange={() => {}} />);
    expect(screen.getByTestId('vpc-seating').textContent).toMatch(/по часовой стрелке/);
  });
});
