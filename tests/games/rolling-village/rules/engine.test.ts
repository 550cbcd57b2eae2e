// Game flow of spec §4–§6 and §12.1–§12.3 driven through rules.apply (stages.test.ts: §7–§9, the view, replay).
import { describe, expect, it } from 'vitest';
import { rules, diceForSlot, undoable, type Action } from '../../../../src/games/rolling-village/rules';
import {
  buildingWith,
  config,
  done,
  expectRefused,
  firstProgress,
  placeIn,
  playOut,
  roll,
  seedWith,
  sheetOf,
} from './helpers';

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
    expect(a.rolls[0]!.dice).toEqual(diceForSlot(77, 0));
    expect(b.rolls[0]!.dice).toEqual(a.rolls[0]!.dice);
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
    expect(s.seats[0]!.sheet!.map((r) => r[2])).toEqual(['house', null, null, null, 'forest']);
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
    const placed = s.seats[0]!.sheet!.flat().filter(Boolean).length;
    const todo = rules.view(s, 0).sheets[0]!.todo;
    expect(todo.map((t) => [t.req, t.types, t.rolledColumn])).toEqual([
      ['build0', ['forest'], 4],
      ['build1', ['house'], 2],
    ]);
    const freeRow = (col: number) => s.seats[0]!.sheet!.findIndex((r) => r[col - 1] === null);
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
    expect(s.seats[0]!.sheet!.flat().filter(Boolean).length).toBe(placed + 2);
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
    expect(rules.view(lakeFirst, 0).sheets[0]!.todo[0]!.columns).toEqual([2]);
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
    expect(after.seats[0]!.sheet![0]![4]).toBe('lake');
  });
});

describe('§12.3 undo and done', () => {
  const seed = seedWith({ 1: [2, 4] });
  it('undo removes the most recent placement (LIFO) and nothing can be undone after done', () => {
    let s = buildingWith(seed, {});
    const start = JSON.stringify(s.seats[0]!.sheet);
    expectRefused(s, { type: 'undo', seat: 0 }, 'nothing-to-undo');
    const s1 = placeIn(s, 0, 'build1', 2, 'house');
    const s2 = placeIn(s1, 0, 'build0', 4, 'forest');
    const u1 = rules.apply(s2, { type: 'undo', seat: 0 });
    expect(u1.seats[0]!.sheet).toEqual(s1.seats[0]!.sheet);
    expect(u1.seats[0]!.placed.map((p) => p.req)).toEqual(['build1']);
    const u2 = rules.apply(u1, { type: 'undo', seat: 0 });
    expect(JSON.stringify(u2.seats[0]!.sheet)).toBe(start);
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
