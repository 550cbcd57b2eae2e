// The Rolling Village screen over the real engine and the real session store, in jsdom: every
// tap goes through the store's `act`, as in the app (tests/support/gameHarness.tsx).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parts as game } from '../../../../src/games/rolling-village/game';
import { configFor } from '../../../../src/games/rolling-village/rules/setup-config';
import { encodeGameCode, type Action, type View } from '../../../../src/games/rolling-village/rules';
import type { RvConfig } from '../../../../src/games/rolling-village/rules/setup-config';
import { ruleReason } from '../../../../src/games/rolling-village/ui/ruleReasons';
import { summarize } from '../../../../src/kit/history';
import { useSessions } from '../../../../src/store/sessions';
import { useSettings } from '../../../../src/store/settings';
import { sheet } from '../../../support/gameHarness';
import { openRvGame, rv } from './throughStore';

const { playUntil, renderScreen, beforeNextAct, seatsOf, state: storeState, actions: loggedActions } = rv;
/** Acts through the store as another tap on this phone would. */
const actNow = (a: Action) => void useSessions.getState().act(a);

const SetupPanel = game.SetupPanel!;

beforeEach(() => useSettings.setState({ lang: 'en' }));
afterEach(() => useSessions.getState().close());

const tableView = () => game.rules.view(storeState(), null) as View;
const rollButton = () => screen.getByTestId('rv-roll') as HTMLButtonElement;
const rolls = () => loggedActions().filter((a) => a.type === 'roll').length;

describe('Rolling Village screen', () => {
  it('a roll is one tap with no question (issue 13 item 7): the dice show their objects in words and what the roll asks', async () => {
    const user = userEvent.setup();
    openRvGame(['digital', 'digital']);
    renderScreen();
    await user.click(rollButton());
    expect(document.querySelector('dialog[open]')).not.toBeInTheDocument();
    expect(rolls()).toBe(1);
    const [a, b] = storeState().rolls[0]!.dice;
    expect(screen.getByTestId('rv-ask')).toHaveTextContent(
      a === b ? `column ${a}` : `column ${Math.min(a, b)} and one in column ${Math.max(a, b)}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Setup roll: die \d: (house|forest|lake) and die \d/,
    );
  });

  it('a double tap on the roll button rolls once: the button rests after a roll (rolls are never undone, §12.2)', async () => {
    const user = userEvent.setup();
    openRvGame(['paper', 'paper']);
    renderScreen();
    await user.dblClick(rollButton());
    expect(rolls()).toBe(1);
    expect(rollButton().disabled).toBe(true);
    await screen.findByRole('button', { name: 'Roll for round 1' }, { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 700));
    expect(rollButton().disabled).toBe(false);
    await user.click(rollButton());
    expect(rolls()).toBe(2);
  });

  it('the sheet highlights exactly the legal cells; a placement can be undone until the sheet confirms (§12.3)', async () => {
    const user = userEvent.setup();
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.rolls.length === 1);
    renderScreen();
    const todo = tableView().sheets[0]!.todo[0];
    const panel = screen.getByTestId('rv-sheet-panel');
    const legal = within(panel)
      .getAllByRole('button', { name: /^Avenue .*: empty$/ })
      .filter((b) => !(b as HTMLButtonElement).disabled);
    expect(legal.map((b) => `${b.dataset.row}/${b.dataset.col}`)).toEqual(
      todo!.cells.map((c) => `${c.row}/${c.col}`),
    );
    await user.click(
      within(within(panel).getByRole('group', { name: 'Which object?' })).getByRole('button', {
        name: /^House/,
      }),
    );
    await user.click(legal[0]!);
    expect(legal[0]!.querySelector('.rv-icon-house')).toBeInTheDocument();
    expect(storeState().seats[0]!.placed).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(storeState().seats[0]!.placed).toHaveLength(0);
    const cell = panel.querySelector(
      `.rv-cell[data-row="${legal[0]!.dataset.row}"][data-col="${legal[0]!.dataset.col}"]`,
    )!;
    expect(cell.querySelector('.rv-icon')).not.toBeInTheDocument();
    expect(cell.getAttribute('aria-label')).toMatch(/: empty$/);
  });

  it('«done» only after a sheet did what the roll asks: before any roll every sheet waits (issue 13 item 7)', async () => {
    const user = userEvent.setup();
    openRvGame(['digital', 'digital']);
    renderScreen();
    const states = () =>
      screen
        .getAllByRole('tab')
        .map((tab) => tab.querySelector('.rv-seat-state')!.getAttribute('data-status'));
    expect(states()).toEqual(['waiting', 'waiting']);
    expect(screen.queryByText(/✓ done/)).not.toBeInTheDocument();
    await user.click(rollButton());
    expect(states()).toEqual(['to-act', 'to-act']);
    // Ann's sheet draws its two setup objects and confirms; Boris has not
    act(() => playUntil((s) => s.seats[0]!.done));
    expect(states()).toEqual(['done', 'to-act']);
    expect(screen.getAllByRole('tab')[0]).toHaveTextContent('✓ done');
  });

  it('two sheets build on the same roll and the round is scored with a breakdown (§13.2, §12.6)', async () => {
    const user = userEvent.setup();
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.phase === 'scoring-roll');
    renderScreen();
    await user.click(rollButton());
    const panel = screen.getByTestId('rv-sheet-panel');
    if (storeState().phase === 'choose-avenue')
      await user.click(within(panel).getByRole('button', { name: /^Score avenue/ }));
    const score = storeState().seats[0]!.records[0]!.score;
    expect(
      within(panel).getByRole('button', { name: `Round 1: ${score} point${score === 1 ? '' : 's'}` }),
    ).toHaveProperty('disabled', false);
    expect(within(panel).getByTestId('rv-breakdown')).toHaveTextContent(/^Round 1: avenue/);
  });

  it('on a sum of 2 or 12 the avenue list lights the chosen avenue’s own groups, from the view (§12.3)', async () => {
    const user = userEvent.setup();
    let seed = 1;
    for (; seed < 200; seed++) {
      openRvGame(['digital'], null, seed);
      playUntil((s) => s.phase === 'choose-avenue' || s.phase === 'over');
      if (storeState().phase === 'choose-avenue') break;
      useSessions.getState().close();
    }
    renderScreen();
    const sheet = tableView().sheets[0]!;
    const other = sheet.bestAvenue === 0 ? 1 : 0;
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${['3–4', '5–6'][other]}`) }));
    expect(screen.getByTestId('rv-breakdown')).toHaveTextContent(
      `${sheet.avenueBreakdowns![other]!.score} point`,
    );
    const lit = [...document.querySelectorAll('.rv-cell-scoring')].length;
    expect(lit).toBe(sheet.avenueBreakdowns![other]!.groups.reduce((n, g) => n + g.cells.length, 0));
  });

  it('in a shared game the scoring roll still asks whether every phone is done (§13.3 etiquette)', async () => {
    const user = userEvent.setup();
    openRvGame(['digital'], { role: 'host', seed: 4242, input: '' });
    playUntil((s) => s.phase === 'scoring-roll');
    renderScreen();
    await user.click(rollButton());
    expect(screen.getByText(/on every phone\?/).closest('dialog')?.open).toBe(true);
    expect(storeState().phase).toBe('scoring-roll');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(storeState().phase).not.toBe('scoring-roll');
  });

  it('dice only: with paper seats only, big dice, a blank sheet to copy and the roll history (§13.1)', async () => {
    const user = userEvent.setup();
    openRvGame(['paper', 'paper']);
    renderScreen();
    expect(
      screen.getByRole('group', { name: 'The sheet to copy on paper' }).querySelectorAll('.rv-cell'),
    ).toHaveLength(30);
    await user.click(rollButton());
    await waitFor(() => expect(rollButton().disabled).toBe(false), { timeout: 2000 });
    expect(rollButton().textContent).toBe('Roll for round 1');
    await user.click(rollButton());
    expect(screen.getByTestId('rv-round')).toHaveTextContent(/Round 1 of 9/);
    await user.click(screen.getByRole('button', { name: 'Rolls' }));
    expect(within(screen.getByTestId('rv-history')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('tapping an avenue or an object in the legend opens what it scores, in the game (issue 13 item 5)', async () => {
    const user = userEvent.setup();
    openRvGame(['digital']);
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Avenue 8–9' }));
    expect(screen.getByTestId('rv-help')).toHaveTextContent(/sums 8 or 9/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Square' }));
    expect(screen.getByTestId('rv-help')).toHaveTextContent(/10 points if its neighbours/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    useSettings.setState({ lang: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Бонус' }));
    expect(screen.getByTestId('rv-help')).toHaveTextContent(/Раунды 3, 6 и 9/);
    expect(screen.getByTestId('rv-screen')).toBeInstanceOf(HTMLElement);
  });

  it('the game code is always one tap away, grouped for reading aloud', async () => {
    const user = userEvent.setup();
    openRvGame(['digital']);
    renderScreen();
    await user.click(screen.getByTestId('rv-code-button'));
    const code = encodeGameCode({
      seed: 11,
      options: { scoringRoll: 'separate', setupDifferentRows: false },
    });
    expect(screen.getByTestId('rv-code').dataset.code).toBe(code);
  });

  it('after the game the header shows no dice and no roll asking for anything (issue 23 item 7)', () => {
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.phase === 'over');
    renderScreen();
    expect(screen.getByTestId('rv-results')).toBeInTheDocument();
    expect(screen.queryByTestId('rv-dice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rv-ask')).not.toBeInTheDocument();
  });

  it('results rank the sheets with shared ties and show rounds + squares = total (§9)', () => {
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.phase === 'over');
    renderScreen();
    const results = screen.getByTestId('rv-results');
    const totals = within(results)
      .getAllByRole('listitem')
      .map((li) => Number(li.querySelector('.final-ranking-score')!.textContent));
    expect(totals.sort()).toEqual(
      storeState()
        .seats.map((s) => s.final)
        .sort(),
    );
    const line = storeState().seats[0];
    const rounds = line!.records.reduce((n, r) => n + r.score, 0);
    expect(
      screen.getAllByText(`Rounds ${rounds} + squares ${line!.final! - rounds} = ${line!.final}`),
    ).toHaveLength(1);
  });
});

describe('paper totals (§12.3, issue 13 item 7)', () => {
  it('a typo in a paper total can be corrected until the results are confirmed; per-round points are summed', async () => {
    const user = userEvent.setup();
    openRvGame(['digital', 'paper', 'paper']);
    playUntil((s) => s.phase === 'totals');
    renderScreen();
    const boris = screen.getByLabelText(/Total of Boris$/);
    await user.type(boris, '511');
    await user.clear(boris);
    await user.type(boris, '51');
    // Cleo enters by round: 9 rounds and the squares, added up by the app
    const cleo = screen.getByTestId('rv-totals').querySelector('[data-seat="2"]') as HTMLElement;
    await user.click(within(cleo).getByRole('button', { name: 'Points by round' }));
    for (let r = 1; r <= 9; r++) await user.type(within(cleo).getByLabelText(`Round ${r}`), String(r));
    await user.type(within(cleo).getByLabelText('Squares'), '20');
    expect(screen.getByLabelText(/Total of Cleo$/)).toHaveProperty('value', '65');
    expect(loggedActions().some((a) => a.type === 'enter-total')).toBe(false);
    await user.click(screen.getByTestId('rv-confirm-totals'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      storeState()
        .seats.map((s) => s.final)
        .slice(1),
    ).toEqual([51, 65]);
    expect(storeState().phase).toBe('over');
  });

  it('issue 30: a paper player’s points per round, when entered, are kept and shown in the per-round table', async () => {
    const user = userEvent.setup();
    openRvGame(['digital', 'paper']);
    playUntil((s) => s.phase === 'totals');
    renderScreen();
    const boris = screen.getByTestId('rv-totals').querySelector('[data-seat="1"]') as HTMLElement;
    await user.click(within(boris).getByRole('button', { name: 'Points by round' }));
    for (let r = 1; r <= 9; r++) await user.type(within(boris).getByLabelText(`Round ${r}`), String(r + 10));
    await user.type(within(boris).getByLabelText('Squares'), '20');
    await user.click(screen.getByTestId('rv-confirm-totals'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(storeState().phase).toBe('over');
    const session = useSessions.getState().open!.session;
    const entry = summarize(game.rules, game.summary as never, { ...session, updatedAt: 1 })!;
    expect(entry.sheet!.rounds.map((row) => row[1])).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    // the digital sheet's rounds are as before: every one known
    expect(entry.sheet!.rounds.every((row) => row[0] !== null)).toBe(true);
  });

  it('a total above 360 is refused with a message and what was typed is kept', async () => {
    const user = userEvent.setup();
    openRvGame(['paper']);
    playUntil((s) => s.phase === 'totals');
    renderScreen();
    await user.type(screen.getByLabelText(/Total of Ann$/), '999');
    await user.click(screen.getByTestId('rv-confirm-totals'));
    expect(screen.getByText('A total is a whole number from 0 to 360.')).toHaveProperty(
      'className',
      'error-text',
    );
    expect(screen.getByLabelText(/Total of Ann$/)).toHaveProperty('value', '999');
    expect(document.querySelector('dialog[open]')).not.toBeInTheDocument();
    expect(storeState().phase).toBe('totals');
  });
});

describe('a refused action, through the session store (§12.5 RuleError codes)', () => {
  it('another tap rolled first: the second roll is refused with the reason in words, and nothing more is saved', async () => {
    const user = userEvent.setup();
    openRvGame(['digital']);
    renderScreen();
    beforeNextAct(() => actNow({ type: 'roll', seat: 0 }));
    await user.click(rollButton());
    expect(screen.getByRole('alert').textContent).toBe('No roll is due now.');
    expect(rolls()).toBe(1);
    expect(storeState().phase).toBe('setup');
  });

  it('the refusal reads in the person’s language', async () => {
    const user = userEvent.setup();
    useSettings.setState({ lang: 'ru' });
    openRvGame(['digital']);
    renderScreen();
    beforeNextAct(() => actNow({ type: 'roll', seat: 0 }));
    await user.click(rollButton());
    expect(screen.getByRole('alert').textContent).toBe('Сейчас бросать кубики не нужно.');
  });

  it('every reason reads in both languages; an unknown code is still named', () => {
    expect(ruleReason('ru', 'cell-taken')).toBe('Эта клетка уже занята.');
    expect(ruleReason('en', 'bonus-type-used')).toBe('That type was already used for a bonus.');
    expect(ruleReason('en', 'zzz')).toBe('Not allowed (zzz).');
  });
});

describe('setup panel (§10, §13.3)', () => {
  function Panel() {
    const seats = seatsOf([sheet('digital')]);
    const [config, setConfig] = useState<RvConfig>(() => configFor(seats, null, 'last-game'));
    return (
      <>
        <SetupPanel config={config} seats={seats} onChange={setConfig} />
        <output data-testid="cfg">{JSON.stringify(config)}</output>
      </>
    );
  }
  const cfg = () => JSON.parse(screen.getByTestId('cfg').textContent!) as RvConfig;

  it('a mistyped code gets a message naming the typo; a good code sets the seed and options of the code', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole('radio', { name: 'Join with a code' }));
    const code = encodeGameCode({
      seed: 987654,
      options: { scoringRoll: 'building', setupDifferentRows: true },
    });
    const field = screen.getByLabelText('Game code from the other phone');
    const typo = code.slice(0, 4) + (code[4] === 'Z' ? 'Y' : 'Z') + code.slice(5);
    await user.type(field, typo);
    expect(screen.getByTestId('rv-join-msg')).toHaveTextContent(/typo/);
    expect(cfg().shared?.seed).toBeNull();
    expect(game.startBlocker!(cfg())?.en).toMatch(/game code/);
    await user.clear(field);
    await user.type(field, code.toLowerCase());
    expect(screen.getByTestId('rv-join-msg').textContent).toBe(
      'Code accepted. This game uses the dice and options of the code.',
    );
    expect(cfg().shared?.seed).toBe(987654);
    expect(game.startBlocker!(cfg())).toBeNull();
    expect(cfg().options).toEqual({ scoringRoll: 'building', setupDifferentRows: true });
  });

  it('a code typed with Cyrillic look-alikes is accepted; 222222222 is "not valid", not "newer version" (issue 15 fault 11)', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole('radio', { name: 'Join with a code' }));
    const field = screen.getByLabelText('Game code from the other phone');
    await user.type(field, '222222222');
    expect(screen.getByTestId('rv-join-msg')).toHaveTextContent(/^This code is not valid/);
    await user.clear(field);
    let seed = 1;
    let code = encodeGameCode({ seed, options: { scoringRoll: 'separate', setupDifferentRows: false } });
    while (!/[HCETMKPABX]/.test(code))
      code = encodeGameCode({
        seed: ++seed,
        options: { scoringRoll: 'separate', setupDifferentRows: false },
      });
    const cyr = [...code].map(
      (c) => ({ H: 'н', C: 'с', E: 'е', T: 'т', M: 'м', K: 'к', P: 'р', A: 'а', B: 'в', X: 'х' })[c] ?? c,
    );
    await user.type(field, cyr.join(''));
    expect(screen.getByTestId('rv-join-msg').textContent).toBe(
      'Code accepted. This game uses the dice and options of the code.',
    );
    expect(cfg().shared?.seed).toBe(seed);
  });

  it('wrong length and unknown characters are named', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole('radio', { name: 'Join with a code' }));
    const field = screen.getByLabelText('Game code from the other phone');
    await user.type(field, 'ABCD0');
    expect(screen.getByTestId('rv-join-msg')).toHaveTextContent(/“0” is not used/);
    await user.clear(field);
    await user.type(field, 'ABCD');
    act(() => field.blur());
    expect(screen.getByTestId('rv-join-msg').textContent).toBe(
      'A game code has 9 characters; this one has 4.',
    );
  });

  it('a new shared game draws its seed and shows the code; options default to the separate scoring roll', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    expect(cfg().options).toEqual({ scoringRoll: 'separate', setupDifferentRows: false });
    await user.click(screen.getByRole('radio', { name: 'New shared game (several phones)' }));
    const c = cfg();
    expect(c.shared?.role).toBe('host');
    expect(screen.getByTestId('rv-code').dataset.code).toBe(
      encodeGameCode({ seed: c.shared!.seed!, options: c.options }),
    );
  });
});
