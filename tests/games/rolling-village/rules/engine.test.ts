// Game flow of spec §4–§12 driven through rules.apply.
import { describe, expect, it } from 'vitest';
import {
  rules,
  diceForSlot,
  undoable,
  finalScore,
  scoreAvenue,
  type Action,
  type State,
} from '../../../../src/games/rolling-village/rules';
import {
  applyAll,
  buildingWith,
  config,
  expectRefused,
  finishSetup,
  firstProgress,
  placeIn,
  playOut,
  seedWith,
  sheetOf,
} from './helpers';

const roll = (seat = 0): Action => ({ type: 'roll', seat });
const done = (seat = 0, avenue?: number): Action =>
  avenue === undefined ? { type: 'done', seat } : { type: 'done', seat, avenue };

/** Plays with firstProgress until `pred` holds. */
function advance(s: State, pred: (s: State) => boolean): State {
  let cur = s;
  for (let k = 0; k < 10_000 && !pred(cur); k++) {
    const seat = rules.actors(cur)[0];
    cur = rules.apply(cur, firstProgress(cur, seat, rules.legalActions(cur, seat)));
  }
  if (!pred(cur)) throw new Error('condition never reached');
  return cur;
}

describe('§12.1/§12.2 setup and rolls', () => {
  it('defaultConfig(n) gives n digital seats "Player 1".."Player n" with default options', () => {
    const c = rules.defaultConfig(3);
    expect(c.seats).toEqual([1, 2, 3].map((i) => ({ name: `Player ${i}`, kind: 'digital' })));
    expect(c.options).toEqual({ scoringRoll: 'separate', setupDifferentRows: false });
    expect(rules.minPlayers).toBe(1);
    expect(rules.maxPlayers).toBe(12);
  });
  it('the game starts at the setup roll; any seat may roll; dice come from slot 0 of the seed', () => {
    const s = rules.setup(config(3), 77);
    expect(s.phase).toBe('setup-roll');
    expect(rules.actors(s)).toEqual([0, 1, 2]);
    expect(rules.legalActions(s, 2)).toEqual([{ type: 'roll', seat: 2 }]);
    const a = rules.apply(s, roll(2));
    const b = rules.apply(s, roll(0));
    expect(a.rolls[0].dice).toEqual(diceForSlot(77, 0));
    expect(b.rolls[0].dice).toEqual(a.rolls[0].dice);
    expect(a.rolls[0]).toMatchObject({ kind: 'setup', slot: 0, round: 0, seat: 2 });
  });
  it('a roll that is not due is refused (roll-not-due), so a roll cannot be repeated', () => {
    const s = rules.apply(rules.setup(config(2), 5), roll());
    expect(s.phase).toBe('setup');
    expectRefused(s, roll(1), 'roll-not-due');
  });
  it('§13.3 slots: setup 0, building of round r 2r−1, scoring 2r; dice = diceForSlot(seed, slot)', () => {
    const seed = 4242;
    const { state } = playOut(rules.setup(config(2), seed), firstProgress);
    expect(state.rolls.map((r) => r.slot)).toEqual([...Array(19).keys()]);
    for (const r of state.rolls) {
      expect(r.dice).toEqual(diceForSlot(seed, r.slot));
      expect(r.kind).toBe(r.slot === 0 ? 'setup' : r.slot % 2 ? 'building' : 'scoring');
      expect(r.round).toBe(Math.ceil(r.slot / 2));
    }
  });
});

describe('§5 setup objects', () => {
  const seed26 = seedWith({ 0: [2, 6] });
  const seed33 = seedWith({ 0: [3, 3] });
  it('example 3: one object in column 2 and one in column 6, of different types; two lakes are illegal', () => {
    let s = rules.apply(rules.setup(config(1), seed26), roll());
    const cols = new Set(
      rules
        .legalActions(s, 0)
        .filter((a) => a.type === 'place')
        .map((a) => (a as { col: number }).col),
    );
    expect([...cols].sort()).toEqual([2, 6]);
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'setup', row: 0, col: 3, object: 'lake' },
      'wrong-column',
    );
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'setup', row: 0, col: 2, object: 'square' },
      'wrong-type',
    );
    s = rules.apply(s, { type: 'place', seat: 0, req: 'setup', row: 1, col: 2, object: 'lake' });
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'setup', row: 2, col: 6, object: 'lake' },
      'setup-same-type',
    );
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'setup', row: 2, col: 2, object: 'house' },
      'wrong-column',
    );
    expectRefused(s, done(), 'incomplete');
    s = rules.apply(s, { type: 'place', seat: 0, req: 'setup', row: 1, col: 6, object: 'house' }); // same row allowed by default
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'setup', row: 3, col: 6, object: 'forest' },
      'already-placed',
    );
    s = rules.apply(s, done());
    expect(s.phase).toBe('building-roll');
    expect(s.round).toBe(1);
  });
  it('example 3: a double (3,3) puts both objects in column 3', () => {
    let s = rules.apply(rules.setup(config(1), seed33), roll());
    s = rules.apply(s, { type: 'place', seat: 0, req: 'setup', row: 0, col: 3, object: 'house' });
    const places = rules.legalActions(s, 0).filter((a) => a.type === 'place') as Extract<
      Action,
      { type: 'place' }
    >[];
    expect(new Set(places.map((a) => a.col))).toEqual(new Set([3]));
    expect(new Set(places.map((a) => a.object))).toEqual(new Set(['forest', 'lake']));
    s = rules.apply(s, { type: 'place', seat: 0, req: 'setup', row: 4, col: 3, object: 'forest' });
    expect(s.seats[0].sheet!.map((r) => r[2])).toEqual(['house', null, null, null, 'forest']);
  });
  it('§5.5 option "setup objects in different rows": the second object may not share the row', () => {
    let s = rules.apply(rules.setup(config(1, { setupDifferentRows: true }), seed26), roll());
    s = rules.apply(s, { type: 'place', seat: 0, req: 'setup', row: 1, col: 2, object: 'lake' });
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'setup', row: 1, col: 6, object: 'house' },
      'setup-same-row',
    );
    const rows = rules
      .legalActions(s, 0)
      .filter((a) => a.type === 'place')
      .map((a) => (a as { row: number }).row);
    expect(rows).not.toContain(1);
    expect(rows.length).toBe(4 * 2);
  });
});

describe('§6 building stage', () => {
  it('§6.1 cross rule (example 1): roll 2 and 4 asks for a forest in column 4 and a house in column 2', () => {
    const seed = seedWith({ 1: [2, 4] });
    let s = buildingWith(seed, {});
    const placed = s.seats[0].sheet!.flat().filter(Boolean).length;
    const todo = rules.view(s, 0).sheets[0]!.todo;
    expect(todo.map((t) => [t.req, t.types, t.rolledColumn])).toEqual([
      ['build0', ['forest'], 4],
      ['build1', ['house'], 2],
    ]);
    const freeRow = (col: number) => s.seats[0].sheet!.findIndex((r) => r[col - 1] === null);
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build0', row: freeRow(4), col: 4, object: 'house' },
      'wrong-type',
    );
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build0', row: freeRow(3), col: 3, object: 'forest' },
      'wrong-column',
    );
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'square', row: freeRow(3), col: 3, object: 'square' },
      'wrong-type',
    );
    s = placeIn(s, 0, 'build1', 2, 'house');
    s = placeIn(s, 0, 'build0', 4, 'forest');
    expect(s.seats[0].sheet!.flat().filter(Boolean).length).toBe(placed + 2);
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build0', row: freeRow(4), col: 4, object: 'forest' },
      'already-placed',
    );
  });
  it('placements never overwrite: a taken cell is refused with cell-taken', () => {
    const seed = seedWith({ 1: [2, 4] });
    const sheet = sheetOf(`
      . . . L . .
      . . . . . .
      . . . . . .
      . . . . . .
      . . . . . .`);
    const s = buildingWith(seed, { 0: sheet });
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build0', row: 0, col: 4, object: 'forest' },
      'cell-taken',
    );
  });
  it('§6.2 double (example 2): 5-5 asks for one forest in column 5 and one square anywhere, either order', () => {
    const seed = seedWith({ 1: [5, 5] });
    let s = buildingWith(seed, { 0: sheetOf('......\n......\n......\n......\n......') });
    expect(rules.view(s, 0).sheets[0]!.todo.map((t) => t.req)).toEqual(['build0', 'square']);
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build1', row: 0, col: 5, object: 'forest' },
      'not-required',
    );
    const squareCells = rules.legalActions(s, 0).filter((a) => a.type === 'place' && a.req === 'square');
    expect(squareCells.length).toBe(30);
    s = rules.apply(s, { type: 'place', seat: 0, req: 'square', row: 2, col: 1, object: 'square' });
    s = placeIn(s, 0, 'build0', 5, 'forest');
    expect(rules.legalActions(s, 0)[0]).toEqual(done());
  });
  it('§15 on a double, a square placed first may fill the rolled column and force the fallback', () => {
    const seed = seedWith({ 1: [5, 5] });
    const sheet = sheetOf(`
      . . . . H .
      . . . . F .
      . . . . L .
      . . . . H .
      . . . . . .`);
    let s = buildingWith(seed, { 0: sheet });
    s = rules.apply(s, { type: 'place', seat: 0, req: 'square', row: 4, col: 5, object: 'square' });
    const t = rules.view(s, 0).sheets[0]!.todo[0];
    expect(t).toMatchObject({ req: 'build0', rolledColumn: 5, columns: [4, 6], fallback: true });
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build0', row: 0, col: 3, object: 'forest' },
      'wrong-column',
    );
  });
  it('§6.3/§6.4 example 5: lake first sends the house to column 2; house first in column 4 sends the lake to column 5', () => {
    const seed = seedWith({ 1: [3, 4] });
    const EX5 = sheetOf(`
      . H H L . .
      . H L H . .
      . H H L . .
      . H F F . .
      . . L . . .`);
    const s = buildingWith(seed, { 0: EX5 });
    // roll 3 and 4: build0 = lake in column 4, build1 = house in column 3 (full)
    const v = rules.view(s, 0).sheets[0]!;
    expect(v.todo.map((t) => [t.req, t.columns])).toEqual([
      ['build0', [4]],
      ['build1', [2, 4]],
    ]);
    // lake first
    const lakeFirst = rules.apply(s, {
      type: 'place',
      seat: 0,
      req: 'build0',
      row: 4,
      col: 4,
      object: 'lake',
    });
    expect(rules.view(lakeFirst, 0).sheets[0]!.todo[0].columns).toEqual([2]);
    expectRefused(
      lakeFirst,
      { type: 'place', seat: 0, req: 'build1', row: 4, col: 5, object: 'house' },
      'wrong-column',
    );
    rules.apply(lakeFirst, { type: 'place', seat: 0, req: 'build1', row: 4, col: 2, object: 'house' });
    // house first, into column 4
    const houseFirst = rules.apply(s, {
      type: 'place',
      seat: 0,
      req: 'build1',
      row: 4,
      col: 4,
      object: 'house',
    });
    expect(rules.view(houseFirst, 0).sheets[0]!.todo[0]).toMatchObject({
      req: 'build0',
      columns: [5],
      fallback: true,
    });
    const after = rules.apply(houseFirst, {
      type: 'place',
      seat: 0,
      req: 'build0',
      row: 0,
      col: 5,
      object: 'lake',
    });
    expect(after.seats[0].sheet![0][4]).toBe('lake');
  });
});

describe('§12.3 undo and done', () => {
  const seed = seedWith({ 1: [2, 4] });
  it('undo removes the most recent placement (LIFO) and nothing can be undone after done', () => {
    let s = buildingWith(seed, {});
    const start = JSON.stringify(s.seats[0].sheet);
    expectRefused(s, { type: 'undo', seat: 0 }, 'nothing-to-undo');
    const s1 = placeIn(s, 0, 'build1', 2, 'house');
    const s2 = placeIn(s1, 0, 'build0', 4, 'forest');
    const u1 = rules.apply(s2, { type: 'undo', seat: 0 });
    expect(u1.seats[0].sheet).toEqual(s1.seats[0].sheet);
    expect(u1.seats[0].placed.map((p) => p.req)).toEqual(['build1']);
    const u2 = rules.apply(u1, { type: 'undo', seat: 0 });
    expect(JSON.stringify(u2.seats[0].sheet)).toBe(start);
    s = rules.apply(s2, done());
    expect(s.phase).toBe('scoring-roll');
  });
  it('after done the sheet cannot undo (nothing-to-undo) while another sheet still places', () => {
    let s = buildingWith(seed, {}, config(2));
    s = placeIn(placeIn(s, 0, 'build1', 2), 0, 'build0', 4);
    s = rules.apply(s, done(0));
    expect(rules.actors(s)).toEqual([1]);
    expectRefused(s, { type: 'undo', seat: 0 }, 'nothing-to-undo');
    expectRefused(s, roll(1), 'roll-not-due');
  });
  it('undoable(): true for an unconfirmed placement, false for rolls, done, avenue choices', () => {
    const s = buildingWith(seed, {});
    const place = rules.legalActions(s, 0).find((a) => a.type === 'place')!;
    expect(undoable(s, place)).toBe(true);
    const pre = rules.setup(config(1), seed);
    expect(undoable(pre, roll())).toBe(false);
    const complete = placeIn(placeIn(s, 0, 'build1', 2), 0, 'build0', 4);
    expect(undoable(complete, done())).toBe(false);
    expect(undoable(complete, { type: 'undo', seat: 0 })).toBe(false);
    expect(undoable(s, { type: 'choose-avenue', seat: 0, avenue: 1 })).toBe(false);
  });
  it('§12.5 done before every requirement is met is refused with incomplete', () => {
    const s = placeIn(buildingWith(seed, {}), 0, 'build1', 2);
    expectRefused(s, done(), 'incomplete');
  });
  it('§12.5 a seat with nothing to do is refused (not-your-turn)', () => {
    let s = buildingWith(seed, {}, config(2));
    s = rules.apply(placeIn(placeIn(s, 0, 'build1', 2), 0, 'build0', 4), done(0));
    expectRefused(s, done(0), 'not-your-turn');
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'build0', row: 0, col: 1, object: 'forest' },
      'not-your-turn',
    );
    expectRefused(
      s,
      { type: 'place', seat: 7, req: 'build0', row: 0, col: 1, object: 'forest' },
      'not-your-turn',
    );
  });
});

describe('§7 bonus stage', () => {
  it('the bonus is only for rounds 3, 6 and 9, and only after the building placements', () => {
    const seed = seedWith({ 1: [2, 4] });
    const s = buildingWith(seed, {});
    expectRefused(
      s,
      { type: 'place', seat: 0, req: 'bonus', row: 0, col: 1, object: 'house' },
      'bonus-not-now',
    );
    let r3 = advance(rules.setup(config(1), 99), (x) => x.round === 3 && x.phase === 'building');
    const cell = (() => {
      const sh = r3.seats[0].sheet!;
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 6; c++) if (sh[r][c] === null) return { row: r, col: c + 1 };
      throw new Error('full');
    })();
    expectRefused(r3, { type: 'place', seat: 0, req: 'bonus', ...cell, object: 'house' }, 'bonus-not-now');
    expect(rules.view(r3, 0).sheets[0]!.todo.find((t) => t.req === 'bonus')).toMatchObject({
      available: false,
      cells: [],
    });
    // make the building placements, then the bonus becomes legal (any empty cell, any unused type)
    for (;;) {
      const p = rules.legalActions(r3, 0).find((a) => a.type === 'place' && a.req !== 'bonus');
      if (!p) break;
      r3 = rules.apply(r3, p);
    }
    expect(rules.view(r3, null).stage).toBe('bonus');
    expectRefused(r3, done(), 'incomplete');
    expectRefused(r3, { type: 'place', seat: 0, req: 'bonus', ...cell, object: 'square' }, 'wrong-type');
    const bonus = rules.legalActions(r3, 0).filter((a) => a.type === 'place' && a.req === 'bonus');
    const empty = r3.seats[0].sheet!.flat().filter((x) => x === null).length;
    expect(bonus.length).toBe(empty * 3);
  });
  it('example 10 / §7: each type is used once over rounds 3, 6, 9; round 9 is forced; a type counts as used at done', () => {
    let s = rules.setup(config(1), 1234);
    const used: string[] = [];
    for (const round of [3, 6, 9]) {
      s = advance(
        s,
        (x) =>
          x.round === round &&
          x.phase === 'building' &&
          rules.legalActions(x, 0).some((a) => a.type === 'place' && a.req === 'bonus'),
      );
      const types = new Set(
        rules
          .legalActions(s, 0)
          .filter((a) => a.type === 'place' && a.req === 'bonus')
          .map((a) => (a as { object: string }).object),
      );
      const expected = ['house', 'forest', 'lake'].filter((t) => !used.includes(t));
      expect([...types].sort()).toEqual(expected.sort());
      const usedType = used.length ? (used[0] as never) : null;
      if (usedType) {
        const c = rules.legalActions(s, 0).find((a) => a.type === 'place' && a.req === 'bonus') as Extract<
          Action,
          { type: 'place' }
        >;
        expectRefused(s, { ...c, object: usedType }, 'bonus-type-used');
      }
      const pick = expected[expected.length - 1];
      const a = rules
        .legalActions(s, 0)
        .find((x) => x.type === 'place' && x.req === 'bonus' && x.object === pick)!;
      s = rules.apply(s, a);
      expect(s.seats[0].usedBonus).toEqual(used); // not yet used before done
      s = rules.apply(s, done());
      used.push(pick);
      expect(s.seats[0].usedBonus).toEqual(used);
    }
    expect(used.sort()).toEqual(['forest', 'house', 'lake']);
  });
});

describe('§8 scoring stage', () => {
  const EX6 = sheetOf(`
    H . F F . .
    . L F . . .
    . . F . . L
    . . . . . .
    H . . . . .`);
  it('§8.1 separate mode: the scoring roll is due only when every digital sheet is done, and records all scores at once', () => {
    const seed = seedWith({ 1: [1, 2], 2: [4, 2] }); // building 1+2; scoring 4+2 = 6 → avenue 5–6
    let s = buildingWith(seed, { 0: EX6, 1: EX6 }, config(2));
    for (const seat of [0, 1]) {
      expectRefused(s, roll(seat), 'roll-not-due');
      const p = rules.legalActions(s, seat).filter((a) => a.type === 'place');
      // draw both objects on avenue 10–11 (row 4), away from avenue 5–6 groups where possible
      s = rules.apply(
        s,
        p.find((a) => (a as { req: string }).req === 'build0' && (a as { row: number }).row === 4) ?? p[0],
      );
      const q = rules.legalActions(s, seat).filter((a) => a.type === 'place');
      s = rules.apply(s, q.find((a) => (a as { row: number }).row === 4) ?? q[0]);
      s = rules.apply(s, done(seat));
    }
    expect(s.phase).toBe('scoring-roll');
    expect(rules.actors(s)).toEqual([0, 1]);
    const scored = rules.apply(s, roll(1));
    expect(scored.rolls.at(-1)).toMatchObject({ kind: 'scoring', slot: 2, dice: [4, 2] });
    for (const seat of [0, 1]) {
      const rec = scored.seats[seat].records[0];
      expect(rec).toMatchObject({
        round: 1,
        buildingDice: [1, 2],
        scoringDice: [4, 2],
        avenue: 1,
        chosen: false,
      });
      expect(rec.score).toBe(scoreAvenue(s.seats[seat].sheet!, 1));
      expect(rec.groups.reduce((a, g) => a + g.points, 0)).toBe(rec.score);
    }
    expect(scored.round).toBe(2);
    expect(scored.phase).toBe('building-roll');
  });
  it('§12.6 the breakdown is stored at scoring time, not recomputed after later placements merge groups', () => {
    const seed = 31337;
    let s = advance(rules.setup(config(1), seed), (x) => x.seats[0].records.length === 1);
    const sheetThen = s.seats[0].sheet!.map((r) => r.slice());
    const viewThen = rules.view(s, 0).sheets[0]!.records[0];
    expect(viewThen.sheet).toEqual(sheetThen);
    expect(viewThen.score).toBe(scoreAvenue(sheetThen, viewThen.avenue));
    s = advance(s, (x) => x.seats[0].records.length === 5);
    expect(rules.view(s, 0).sheets[0]!.records[0]).toEqual(viewThen);
    expect(s.seats[0].sheet).not.toEqual(sheetThen);
  });
  it('§12.6 the breakdown lists the scoring groups with points and the groups that did not score, as they were then', () => {
    const { state } = playOut(rules.setup(config(2), 606), firstProgress);
    for (const rec of rules.view(state, null).sheets[1]!.records) {
      const basics = rec.sheet.flat().filter((c) => c === 'house' || c === 'forest' || c === 'lake').length;
      const listed = [...rec.groups, ...rec.otherGroups].reduce((a, g) => a + g.cells.length, 0);
      expect(listed).toBe(basics);
      expect(rec.groups.every((g) => g.cells.some((c) => c.row === rec.avenue))).toBe(true);
      expect(rec.otherGroups.every((g) => g.cells.every((c) => c.row !== rec.avenue))).toBe(true);
      expect(rec.groups.reduce((a, g) => a + g.points, 0)).toBe(rec.score);
    }
  });
  it('§8.2 sum 2 or 12: each sheet chooses its own avenue; the choice is final', () => {
    const seed = seedWith({ 1: [1, 2], 2: [6, 6] });
    let s = buildingWith(seed, { 0: EX6, 1: EX6 }, config(2));
    for (const seat of [0, 1]) {
      s = placeIn(s, seat, 'build0', 2);
      s = placeIn(s, seat, 'build1', 1);
      s = rules.apply(s, done(seat));
    }
    s = rules.apply(s, roll());
    expect(s.phase).toBe('choose-avenue');
    expect(rules.view(s, 0).sheets[0]!.avenueScores).toHaveLength(5);
    expectRefused(s, { type: 'choose-avenue', seat: 0, avenue: 5 }, 'bad-avenue');
    s = rules.apply(s, { type: 'choose-avenue', seat: 0, avenue: 1 });
    expectRefused(s, { type: 'choose-avenue', seat: 0, avenue: 2 }, 'not-your-turn');
    expect(rules.actors(s)).toEqual([1]);
    s = rules.apply(s, { type: 'choose-avenue', seat: 1, avenue: 4 });
    expect(s.seats[0].records[0]).toMatchObject({ avenue: 1, chosen: true, scoringDice: [6, 6] });
    expect(s.seats[1].records[0]).toMatchObject({ avenue: 4, chosen: true });
    expect(s.phase).toBe('building-roll');
    expect(s.round).toBe(2);
  });
  it('§12.5 an avenue named when the sum is not 2 or 12 is refused (no-avenue-choice)', () => {
    const seed = seedWith({ 1: [1, 2] });
    let s = buildingWith(seed, {});
    s = placeIn(placeIn(s, 0, 'build0', 2), 0, 'build1', 1);
    expectRefused(s, done(0, 2), 'no-avenue-choice');
    expectRefused(s, { type: 'choose-avenue', seat: 0, avenue: 2 }, 'no-avenue-choice');
  });
  it('§8.1 option "building": no scoring roll; done records the score of the building roll\'s avenue', () => {
    const seed = seedWith({ 1: [4, 2] }); // sum 6 → avenue 5–6
    let s = buildingWith(seed, { 0: EX6 }, config(1, { scoringRoll: 'building' }));
    const v = rules.view(s, 0);
    expect(v.buildingRoll).toMatchObject({ avenue: 1, avenueChoice: false });
    s = placeIn(placeIn(s, 0, 'build0', 2), 0, 'build1', 4);
    const preview = rules.view(s, 0).sheets[0]!.preview!;
    expect(preview.avenue).toBe(1);
    expect(preview.score).toBe(scoreAvenue(s.seats[0].sheet!, 1));
    const after = rules.apply(s, done());
    expect(after.seats[0].records[0]).toMatchObject({
      round: 1,
      avenue: 1,
      chosen: false,
      scoringDice: null,
      buildingDice: [4, 2],
      score: preview.score,
    });
    expect(after.rolls.filter((r) => r.kind === 'scoring')).toEqual([]);
    expect(after.phase).toBe('building-roll');
    expect(after.round).toBe(2);
  });
  it('§8.1 option "building" with 6-6: a square and a free avenue, named by done (× 5 variants)', () => {
    const seed = seedWith({ 1: [6, 6] });
    let s = buildingWith(seed, {}, config(1, { scoringRoll: 'building' }));
    s = placeIn(s, 0, 'build0', 6, 'lake');
    s = rules.apply(
      s,
      rules.legalActions(s, 0).find((a) => a.type === 'place' && a.req === 'square')!,
    );
    const dones = rules.legalActions(s, 0).filter((a) => a.type === 'done');
    expect(dones).toEqual([0, 1, 2, 3, 4].map((r) => done(0, r)));
    expectRefused(s, done(0), 'bad-avenue');
    s = rules.apply(s, done(0, 3));
    expect(s.seats[0].records[0]).toMatchObject({ avenue: 3, chosen: true });
  });
});

describe('§9/§12.4 end of game, paper seats and ranking', () => {
  it('after round 9 each digital sheet gets finalScore(9 round scores, sheet) and the game is over', () => {
    const { state } = playOut(rules.setup(config(3), 2024), firstProgress);
    expect(state.phase).toBe('over');
    expect(rules.actors(state)).toEqual([]);
    const out = rules.outcome(state)!;
    state.seats.forEach((s, i) => {
      expect(s.records.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(out.scores[i]).toBe(
        finalScore(
          s.records.map((r) => r.score),
          s.sheet!,
        ),
      );
      expect(s.sheet!.flat().filter(Boolean).length).toBe(23); // §2.4
    });
    expectRefused(state, roll(), 'game-over');
  });
  it('§12.2 paper seats never hold up a roll; they enter totals after round 9; their totals enter the outcome', () => {
    let s = rules.setup(config(3, {}, [1, 2]), 8);
    s = rules.apply(s, roll(1)); // a paper seat may roll
    expect(rules.actors(s)).toEqual([0]);
    expectRefused(
      s,
      { type: 'place', seat: 1, req: 'setup', row: 0, col: s.rolls[0].dice[0], object: 'house' },
      'not-your-turn',
    );
    s = advance(s, (x) => x.phase === 'totals');
    expect(rules.actors(s)).toEqual([1, 2]);
    expect(rules.outcome(s)).toBeNull();
    expect(rules.legalActions(s, 1)).toHaveLength(361);
    expectRefused(s, { type: 'enter-total', seat: 1, total: 361 }, 'bad-total');
    expectRefused(s, { type: 'enter-total', seat: 1, total: 2.5 }, 'bad-total');
    expectRefused(s, { type: 'enter-total', seat: 0, total: 10 }, 'not-your-turn');
    const digital = s.seats[0].final!;
    s = rules.apply(s, { type: 'enter-total', seat: 1, total: digital });
    s = rules.apply(s, { type: 'enter-total', seat: 2, total: digital + 1 });
    expect(s.phase).toBe('over');
    const out = rules.outcome(s)!;
    expect(out.scores).toEqual([digital, digital, digital + 1]);
    expect(out.ranking).toEqual([[2], [0, 1]]); // §9.3 ties shared
  });
  it('§12.2 with no digital seats each roll is due right after the previous one (19 rolls in separate mode)', () => {
    let s = rules.setup(config(2, {}, [0, 1]), 3);
    for (let i = 0; i < 19; i++) s = rules.apply(s, roll(i % 2));
    expect(s.rolls.map((r) => r.slot)).toEqual([...Array(19).keys()]);
    expect(s.phase).toBe('totals');
  });
  it('§12.2 with no digital seats in "building" mode there are 10 rolls: setup and one per round', () => {
    let s = rules.setup(config(1, { scoringRoll: 'building' }, [0]), 3);
    for (let i = 0; i < 10; i++) s = rules.apply(s, roll());
    expect(s.rolls.map((r) => r.slot)).toEqual([0, 1, 3, 5, 7, 9, 11, 13, 15, 17]);
    expect(s.phase).toBe('totals');
  });
  it('§9.3 ties are shared: identical sheets rank together', () => {
    const { state } = playOut(rules.setup(config(3), 55), firstProgress);
    // firstProgress plays every seat identically on the same rolls
    expect(new Set(rules.outcome(state)!.scores).size).toBe(1);
    expect(rules.outcome(state)!.ranking).toEqual([[0, 1, 2]]);
  });
});

describe('§12.7 view', () => {
  it('no view contains a roll that has not been made; the table view carries the game code', () => {
    const s = rules.setup(config(2), 1);
    const v = rules.view(s, null);
    expect(v.rolls).toEqual([]);
    expect(v.roll).toBeNull();
    expect(v.due).toEqual({ kind: 'setup', slot: 0, round: 0 });
    expect(typeof v.code).toBe('string');
    expect(rules.view(s, 0).code).toBeNull();
    const dice = diceForSlot(1, 1);
    expect(JSON.stringify(v)).not.toContain(`"dice":[${dice[0]},${dice[1]}]`);
  });
  it("shows stage, round, every sheet, legal cells, who still acts, and the viewer's next step", () => {
    let s = rules.apply(rules.setup(config(2), 11), roll());
    const v0 = rules.view(s, 0);
    expect(v0).toMatchObject({ stage: 'setup', round: 0, phase: 'setup', actors: [0, 1] });
    expect(v0.sheets).toHaveLength(2);
    expect(v0.you).toMatchObject({ seat: 0, toAct: true, step: 'place' });
    const cells = v0.sheets[0]!.todo.flatMap((t) => t.cells);
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) expect(s.seats[0].sheet![c.row][c.col - 1]).toBeNull();
    s = finishSetup(s);
    s = rules.apply(s, roll());
    const v = rules.view(s, null);
    expect(v).toMatchObject({ stage: 'building', round: 1 });
    expect(v.roll).toMatchObject({ kind: 'building', slot: 1 });
    expect(v.roll!.objects).toHaveLength(v.roll!.double ? 1 : 2);
  });
  it('views of every seat are plain JSON at every step of a game', () => {
    let s = rules.setup(config(2, {}, [1]), 123);
    for (let k = 0; rules.actors(s).length && k < 2000; k++) {
      for (const viewer of [null, 0, 1]) {
        const v = rules.view(s, viewer);
        expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      }
      const seat = rules.actors(s)[0];
      const acts = rules.legalActions(s, seat);
      s = rules.apply(s, acts.find((a) => a.type === 'enter-total') ?? firstProgress(s, seat, acts));
    }
    expect(rules.view(s, null).ranking).not.toBeNull();
    expect(rules.view(s, 0).sheets[0]!.squares.every((q) => q.points === (q.qualifies ? 10 : 0))).toBe(true);
  });
});

describe('§12.2 rolls and replay', () => {
  it('a state replays exactly from (config, seed, actions)', () => {
    const cfg = config(3);
    const { state, log } = playOut(rules.setup(cfg, 9), firstProgress, (a) => a[a.length - 1]);
    expect(JSON.stringify(applyAll(rules.setup(cfg, 9), log))).toBe(JSON.stringify(state));
  });
});
