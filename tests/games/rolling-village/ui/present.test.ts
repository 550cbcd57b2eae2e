// Presentation helpers of the Rolling Village screens (no React).
import { describe, expect, it } from 'vitest';
import { at } from '../../at';
import { translator } from '../../../../src/i18n/core';
import { rules as engine, rollView } from '../../../../src/games/rolling-village/rules';
import type { Options, Roll, State, View } from '../../../../src/games/rolling-village/rules';
import { readCode, type CodeReading } from '../../../../src/games/rolling-village/rules/setup-helper';
import {
  codeErrorMessage,
  groupCode,
  rollAsk,
  sheetMarks,
  shareText,
  todoWhere,
  fallbackNote,
} from '../../../../src/games/rolling-village/ui/present';
import { rvStrings } from '../../../../src/games/rolling-village/ui/strings';
import {
  configFor,
  effectiveSeed,
  seatLimits,
  startBlocker,
  withSharedSeed,
} from '../../../../src/games/rolling-village/rules/setup-config';

const en = translator(rvStrings, 'en');
const ru = translator(rvStrings, 'ru');
const opts = { scoringRoll: 'separate' as const, setupDifferentRows: false };

/** A roll as the view carries it (what it asks for comes from the rules). */
const asked = (roll: Roll, options: Options = opts) => rollView({ config: { options } } as State, roll);
const refused = (input: string) => readCode(input) as CodeReading & { ok: false };

describe('roll prompts (§13.1)', () => {
  it('building roll 2 and 4 asks for a forest in column 4 and a house in column 2 (cross rule, example 1)', () => {
    const ask = rollAsk(
      en,
      asked({ kind: 'building', slot: 1, round: 1, dice: [2, 4], seat: 0 }),
      opts,
      false,
    );
    expect(ask.main).toBe('Forest in column 4, house in column 2.');
    expect(ask.reminders.some((x) => x.startsWith('Column full?'))).toBe(true);
  });
  it('a double asks for one object in its column and a square anywhere', () => {
    const ask = rollAsk(
      ru,
      asked({ kind: 'building', slot: 1, round: 1, dice: [5, 5], seat: 0 }),
      opts,
      false,
    );
    expect(ask.main).toBe('Лес в столбце 5 и площадь в любой клетке.');
  });
  it('bonus rounds add the bonus line; the building option names the avenue of the building roll', () => {
    const ask = rollAsk(
      en,
      asked(
        { kind: 'building', slot: 5, round: 3, dice: [3, 4], seat: 0 },
        { ...opts, scoringRoll: 'building' },
      ),
      { ...opts, scoringRoll: 'building' },
      true,
    );
    expect(ask.extra.some((x) => x.startsWith('Bonus'))).toBe(true);
    expect(ask.extra).toContain('This roll also scores avenue 7.');
  });
  it('a scoring roll of 12 lets each player choose; 6 scores avenue 5–6', () => {
    expect(
      rollAsk(en, asked({ kind: 'scoring', slot: 2, round: 1, dice: [6, 6], seat: 0 }), opts, false).main,
    ).toMatch(/chooses an avenue/);
    expect(
      rollAsk(en, asked({ kind: 'scoring', slot: 2, round: 1, dice: [4, 2], seat: 0 }), opts, false).main,
    ).toBe('Score avenue 5–6.');
  });
  it('the setup prompt names both columns in order, and a double one column', () => {
    expect(
      rollAsk(en, asked({ kind: 'setup', slot: 0, round: 0, dice: [6, 2], seat: 0 }), opts, false).main,
    ).toMatch(/column 2 and one in column 6/);
    expect(
      rollAsk(
        en,
        asked(
          { kind: 'setup', slot: 0, round: 0, dice: [3, 3], seat: 0 },
          { ...opts, setupDifferentRows: true },
        ),
        { ...opts, setupDifferentRows: true },
        false,
      ).extra,
    ).toEqual(['They must be in different rows.']);
  });
});

describe('avenue and next sheet in the view (§12.3)', () => {
  it('the view preselects the best avenue, the upper one on a tie (§12.3), and names the next sheet to act', () => {
    let found = false;
    for (let seed = 1; seed < 50 && !found; seed++) {
      let s = engine.setup(engine.defaultConfig(2), seed);
      while (s.phase !== 'over' && s.phase !== 'choose-avenue') s = play(s, at(engine.actors(s), 0));
      if (s.phase !== 'choose-avenue') continue;
      found = true;
      const sheet = (engine.view(s, null) as View).sheets[0]!;
      const scores = sheet.avenueScores!;
      expect(sheet.bestAvenue).toBe(scores.indexOf(Math.max(...scores)));
      expect(sheet.nextToAct).toBe(1);
    }
    expect(found).toBe(true);
  });
});

describe('game code messages (§13.3)', () => {
  it('each refusal names what is wrong, in both languages', () => {
    expect(codeErrorMessage(en, refused('ABC-DEF'))).toBe('A game code has 9 characters; this one has 6.');
    expect(codeErrorMessage(ru, refused('AB0DEFGHJ'))).toContain('«0»');
    const typo = refused('23456789A');
    expect(typo.error).toBe('code-check');
    expect(codeErrorMessage(en, typo)).toMatch(/typo/);
    expect(codeErrorMessage(ru, { ...typo, error: 'code-version' })).toMatch(/Обновите/);
  });
  it('issue 15 fault 11: 222222222 reads "not valid", never "update the app"; a Cyrillic Н is not named as unused', () => {
    const r = refused('222222222');
    expect(r.error).toBe('code-invalid');
    expect(codeErrorMessage(en, r)).toBe(
      'This code is not valid: no game has it. Check it against the other phone.',
    );
    expect(codeErrorMessage(ru, r)).not.toMatch(/Обновите/);
    // a typo in a code typed with Cyrillic look-alikes is a typo, not an unknown character
    expect(refused('НННННННН2')).toMatchObject({ error: 'code-check', badChar: null });
    // an unknown character is named first, whatever the length; a short clean code is only incomplete
    expect(refused('AB0')).toMatchObject({ error: 'code-character', badChar: '0', incomplete: false });
    expect(refused('ABC')).toMatchObject({ error: 'code-length', incomplete: true });
  });
  it('a code is shown in three groups of three for reading aloud', () => {
    expect(groupCode('ABCDEFGHJ')).toEqual(['ABC', 'DEF', 'GHJ']);
  });
});

function play(state: State, seat: number): State {
  return engine.apply(state, at(engine.legalActions(state, seat), 0));
}

describe('sheet marks', () => {
  it('the legal cells of the selected requirement are exactly the engine’s cells (fallback included)', () => {
    let s = engine.setup(engine.defaultConfig(1), 7);
    s = play(s, 0); // setup roll
    const v = engine.view(s, null) as View;
    const sheet = v.sheets[0]!;
    const todo = sheet.todo[0];
    const marks = sheetMarks(sheet, todo!, null, false);
    const legal = marks
      .flatMap((row, r) => row.map((m, c) => (m.legal ? `${r}/${c + 1}` : null)))
      .filter(Boolean);
    expect(legal).toEqual(todo!.cells.map((c) => `${c.row}/${c.col}`));
    expect(todoWhere(en, todo!)).toBe(`in column ${todo!.rolledColumn}`);
    expect(fallbackNote(en, todo!)).toBeNull();
  });
  it('a breakdown lights each scoring group with its points on its first cell and dims the rest', () => {
    const sheet = { placed: [], squares: [] } as unknown as View['sheets'][number] & object;
    const g = {
      type: 'forest' as const,
      cells: [
        { row: 1, col: 3 },
        { row: 0, col: 3 },
      ],
      points: 4,
    };
    const other = { type: 'lake' as const, cells: [{ row: 4, col: 6 }], points: 3 };
    const marks = sheetMarks(sheet, null, { avenue: 1, groups: [g], otherGroups: [other] }, false);
    expect(marks[0]![2]!.badge).toBe(4);
    expect(marks[1]![2]!.badge).toBeNull();
    expect(marks[1]![2]!.scoring).toBe(true);
    expect(marks[4]![5]!.scoring).toBe(false);
    expect(marks[4]![5]!.group).toBe(1);
  });
});

describe('share text', () => {
  it('lists the ranking with shared places and the names as text', () => {
    const view = {
      ranking: [[0, 1], [2]],
      totals: [40, 40, 12],
      seats: [{ name: 'Ann' }, { name: '<b>Bo</b>' }, { name: 'Cy' }],
    } as unknown as View;
    expect(shareText(en, view)).toBe('Rolling Village: results\n1. Ann: 40\n1. <b>Bo</b>: 40\n3. Cy: 12');
    expect(shareText(ru, view).split('\n')[0]).toBe('Деревня на кубиках: итоги');
  });
});

describe('the seed of a game code (§12.1, §13.3)', () => {
  const seats = [
    { name: 'A', colour: 0, who: 'person', where: 'this-phone' as const },
    { name: 'B', colour: 1, who: 'person', where: 'paper' as const },
  ];
  it('setup uses the code’s seed, not the session’s, so every phone rolls the same dice', () => {
    const rules = withSharedSeed(engine);
    const cfg = {
      ...configFor(seats, null, 'last-game'),
      shared: { role: 'join' as const, seed: 123456, input: '' },
    };
    const a = rules.setup(cfg, 1);
    const b = rules.setup(cfg, 999);
    expect(a.seed).toBe(123456);
    expect(b.seed).toBe(123456);
    expect(effectiveSeed({ shared: null }, 42)).toBe(42);
  });
  it('a joining phone cannot start without an accepted code (§13.3), and says why in both languages', () => {
    const blocked = startBlocker({
      ...configFor(seats, null, 'last-game'),
      shared: { role: 'join', seed: null, input: 'ABC' },
    });
    expect(blocked?.en).toMatch(/game code/);
    expect(blocked?.ru).toMatch(/код игры/);
    expect(startBlocker(configFor(seats, null, 'last-game'))).toBeNull();
    expect(seatLimits()).toEqual({ min: 1, max: 12 });
  });
  it('a shared seed from an earlier session is never inherited by a new game; the draft on the new-game screen keeps it (issue 21 item 2: no module variable)', () => {
    const old = {
      ...configFor(seats, null, 'last-game'),
      shared: { role: 'host' as const, seed: 77, input: '' },
    };
    expect(configFor(seats, old, 'last-game').shared).toBeNull();
    expect(configFor(seats, old, 'draft').shared).toEqual(old.shared);
    // a seat added on the screen keeps the draft's code and options
    const more = [...seats, { name: 'C', colour: 2, who: 'person', where: 'this-phone' as const }];
    expect(configFor(more, old, 'draft')).toMatchObject({ shared: old.shared, options: old.options });
  });
  it('a seat played on paper has a paper sheet, every other seat a digital one (issue 21 item 2)', () => {
    expect(configFor(seats, null, 'last-game').seats.map((s) => s.kind)).toEqual(['digital', 'paper']);
  });
});
