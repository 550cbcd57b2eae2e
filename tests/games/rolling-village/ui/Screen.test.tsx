// The Rolling Village screen over the real engine, in jsdom.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { rules, parts as game } from '../../../../src/games/rolling-village/game';
import {
  bots,
  encodeGameCode,
  type Action,
  type State,
  type View,
} from '../../../../src/games/rolling-village/rules';
import { RollingVillageScreen } from '../../../../src/games/rolling-village/ui/RollingVillageScreen';
import { ruleReason } from '../../../../src/games/rolling-village/ui/ruleReasons';
import { RvSetupPanel } from '../../../../src/games/rolling-village/ui/SetupPanel';
import { configFor, type RvConfig } from '../../../../src/games/rolling-village/rules/setup-config';
import type { SeatInfo, Session } from '../../../../src/kit/session';
import { createRng } from '../../../../src/kit/random';
import { isRuleError, type RuleError, type SeatAction } from '../../../../src/kit/rules';
import { screenProps } from '../../../kit/screenProps';

const seatsOf = (kinds: string[]): SeatInfo[] =>
  kinds.map((kind, i) => ({ name: ['Ann', 'Boris', 'Cleo'][i], colour: i, kind }));

function sessionOf(config: RvConfig, seats: SeatInfo[]): Session {
  return {
    version: 1,
    id: 's',
    gameId: 'rolling-village',
    config,
    seed: 5,
    actions: [],
    seats,
    createdAt: 0,
    updatedAt: 0,
    finished: false,
  };
}

function Harness({ config, seats, initial }: { config: RvConfig; seats: SeatInfo[]; initial: State }) {
  const [state, setState] = useState(initial);
  const session = sessionOf(config, seats);
  const dispatch = (a: SeatAction): RuleError | null => {
    try {
      setState((s) => rules.apply(s, a as Action));
      return null;
    } catch (e) {
      if (isRuleError(e)) return e;
      throw e;
    }
  };
  return <RollingVillageScreen {...screenProps(rules, session, state, dispatch)} />;
}

function start(kinds: string[], shared: RvConfig['shared'] = null, advance?: (s: State) => State) {
  const seats = seatsOf(kinds);
  const config: RvConfig = { ...configFor(seats, null), shared };
  let state = rules.setup(config, 11);
  if (advance) state = advance(state);
  render(<Harness config={config} seats={seats} initial={state} />);
  return state;
}

/** Plays with the greedy bot until `stop` holds. */
function until(stop: (s: State) => boolean) {
  return (s: State) => {
    const rng = createRng(3);
    let guard = 0;
    while (!stop(s) && guard++ < 2000) {
      const seat = rules.actors(s)[0];
      s = rules.apply(s, bots.greedy.decide(s, seat, rng));
    }
    return s;
  };
}

async function roll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('rv-roll'));
  await user.click(screen.getByRole('button', { name: 'Roll' }));
}

describe('Rolling Village screen', () => {
  it('a roll asks once, then shows the dice with their objects in words and what the roll asks for (§13.1)', async () => {
    const user = userEvent.setup();
    start(['digital', 'digital']);
    await user.click(screen.getByTestId('rv-roll'));
    expect(screen.getAllByText('Roll the dice? A roll cannot be taken back.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const s = rules.apply(rules.setup({ ...configFor(seatsOf(['digital', 'digital']), null) }, 11), {
      type: 'roll',
      seat: 0,
    });
    const [a, b] = s.rolls[0].dice;
    expect(screen.getByTestId('rv-ask').textContent).toMatch(
      a === b ? `column ${a}` : `column ${Math.min(a, b)} and one in column ${Math.max(a, b)}`,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /^Setup roll: die \d: (house|forest|lake) and die \d/,
    );
  });

  it('the sheet highlights exactly the legal cells; a placement can be undone until the sheet confirms (§12.3)', async () => {
    const user = userEvent.setup();
    const state = start(['digital', 'digital'], null, (s) => rules.apply(s, { type: 'roll', seat: 0 }));
    const v = rules.view(state, null) as View;
    const todo = v.sheets[0]!.todo[0];
    const panel = screen.getByTestId('rv-sheet-panel');
    const legal = within(panel)
      .getAllByRole('button', { name: /^Avenue .*: empty$/ })
      .filter((b) => !(b as HTMLButtonElement).disabled);
    expect(legal.map((b) => `${b.dataset.row}/${b.dataset.col}`)).toEqual(
      todo.cells.map((c) => `${c.row}/${c.col}`),
    );
    // setup: pick a type, then a cell
    await user.click(within(panel).getByRole('button', { name: /^House/ }));
    await user.click(legal[0]);
    expect(legal[0].querySelector('.rv-icon-house')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    const cell = panel.querySelector(
      `.rv-cell[data-row="${legal[0].dataset.row}"][data-col="${legal[0].dataset.col}"]`,
    )!;
    expect(cell.querySelector('.rv-icon')).toBeNull();
    expect(cell.getAttribute('aria-label')).toMatch(/: empty$/);
  });

  it('two sheets build on the same roll, sheet by sheet, and the round is scored with a breakdown (§13.2, §12.6)', async () => {
    const user = userEvent.setup();
    // both sheets play setup and round 1 building with the bot, leaving the scoring roll due
    start(
      ['digital', 'digital'],
      null,
      until((s) => s.phase === 'scoring-roll'),
    );
    await roll(user);
    const panel = screen.getByTestId('rv-sheet-panel');
    if (screen.queryByText(/choose your avenue/)) {
      await user.click(within(panel).getByRole('button', { name: /^Score avenue/ }));
    }
    expect(within(panel).getAllByRole('button', { name: /^Round 1: \d+ point/ })).toHaveLength(1);
    expect(within(panel).getByTestId('rv-breakdown').textContent).toMatch(/^Round 1: avenue/);
  });

  it('in a shared game the scoring roll asks whether every phone is done (§13.3 etiquette)', async () => {
    const user = userEvent.setup();
    start(
      ['digital'],
      { role: 'host', seed: 4242, input: '' },
      until((s) => s.phase === 'scoring-roll'),
    );
    await user.click(screen.getByTestId('rv-roll'));
    expect(screen.getAllByText(/on every phone\?/)).toHaveLength(1);
  });

  it('dice only: with paper seats only, big dice, a blank sheet to copy and the roll history (§13.1)', async () => {
    const user = userEvent.setup();
    start(['paper', 'paper']);
    expect(screen.getAllByRole('group', { name: 'The sheet to copy on paper' })).toHaveLength(1);
    await roll(user);
    await roll(user);
    expect(screen.getByTestId('rv-round').textContent).toMatch(/Round 1 of 9/);
    await user.click(screen.getByRole('button', { name: 'Rolls' }));
    expect(within(screen.getByTestId('rv-history')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('the game code is always one tap away, grouped for reading aloud', async () => {
    const user = userEvent.setup();
    start(['digital']);
    await user.click(screen.getByTestId('rv-code-button'));
    const code = encodeGameCode({
      seed: 11,
      options: { scoringRoll: 'separate', setupDifferentRows: false },
    });
    expect(screen.getByTestId('rv-code').dataset.code).toBe(code);
  });

  it('results rank the sheets with shared ties and show rounds + squares = total (§9)', () => {
    start(
      ['digital', 'digital'],
      null,
      until((s) => s.phase === 'over'),
    );
    const results = screen.getByTestId('rv-results');
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText(/^Rounds \d+ \+ squares \d+ = \d+$/)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Share results' })).toHaveLength(1);
  });
});

describe('a refused action (§12.5 RuleError codes)', () => {
  it('shows the precise reason of the refusal, in words, not the code', async () => {
    const user = userEvent.setup();
    const seats = seatsOf(['digital']);
    const config: RvConfig = { ...configFor(seats, null), shared: null };
    const shown = rules.setup(config, 11);
    // another tap already made the setup roll: the engine's real state is one roll ahead
    const real = rules.apply(shown, { type: 'roll', seat: 0 });
    const session = sessionOf(config, seats);
    const dispatch = (a: SeatAction): RuleError | null => {
      try {
        rules.apply(real, a as Action);
        return null;
      } catch (e) {
        if (isRuleError(e)) return e;
        throw e;
      }
    };
    render(<RollingVillageScreen {...screenProps(rules, session, shown, dispatch)} />);
    await roll(user);
    expect(screen.getByRole('alert').textContent).toBe('No roll is due now.');
  });

  it('every reason reads in both languages; an unknown code is still named', () => {
    expect(ruleReason('ru', 'cell-taken')).toBe('Эта клетка уже занята.');
    expect(ruleReason('en', 'bonus-type-used')).toBe('That type was already used for a bonus.');
    expect(ruleReason('en', 'zzz')).toBe('Not allowed (zzz).');
  });
});

describe('setup panel (§10, §13.3)', () => {
  function Panel() {
    const seats = seatsOf(['digital']);
    const [config, setConfig] = useState<unknown>(() => game.configFor(seats, null));
    return (
      <>
        <RvSetupPanel config={config} seats={seats} onChange={setConfig} />
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
    expect(screen.getByTestId('rv-join-msg').textContent).toMatch(/typo/);
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
    expect(screen.getByTestId('rv-join-msg').textContent).toMatch(/^This code is not valid/);
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
    expect(screen.getByTestId('rv-join-msg').textContent).toMatch(/“0” is not used/);
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
