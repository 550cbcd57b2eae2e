// Game flow of spec §7–§9, §12.2 replay and §12.7 view, driven through rules.apply.
import { describe, expect, it } from 'vitest';
import { at } from '../../at';
import {
  rules,
  diceForSlot,
  finalScore,
  scoreAvenue,
  type Action,
  type State,
} from '../../../../src/games/rolling-village/rules';
import { playRandomly } from '../../../support/randomPlay';
import {
  advance,
  applyAll,
  buildingWith,
  config,
  done,
  expectRefused,
  finishSetup,
  firstProgress,
  placeIn,
  playOut,
  roll,
  seedWith,
  sheetOf,
} from './helpers';

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
      const sh = r3.seats[0]!.sheet!;
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 6; c++) if (sh[r]![c] === null) return { row: r, col: c + 1 };
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
    const empty = r3.seats[0]!.sheet!.flat().filter((x) => x === null).length;
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
      expect(s.seats[0]!.usedBonus).toEqual(used); // not yet used before done
      s = rules.apply(s, done());
      used.push(pick!);
      expect(s.seats[0]!.usedBonus).toEqual(used);
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
        p.find((a) => (a as { req: string }).req === 'build0' && (a as { row: number }).row === 4) ??
          at(p, 0),
      );
      const q = rules.legalActions(s, seat).filter((a) => a.type === 'place');
      s = rules.apply(s, q.find((a) => (a as { row: number }).row === 4) ?? at(q, 0));
      s = rules.apply(s, done(seat));
    }
    expect(s.phase).toBe('scoring-roll');
    expect(rules.actors(s)).toEqual([0, 1]);
    const scored = rules.apply(s, roll(1));
    expect(scored.rolls.at(-1)).toMatchObject({ kind: 'scoring', slot: 2, dice: [4, 2] });
    for (const seat of [0, 1]) {
      const rec = scored.seats[seat]!.records[0];
      expect(rec).toMatchObject({
        round: 1,
        buildingDice: [1, 2],
        scoringDice: [4, 2],
        avenue: 1,
        chosen: false,
      });
      expect(rec!.score).toBe(scoreAvenue(s.seats[seat]!.sheet!, 1));
      expect(rec!.groups.reduce((a, g) => a + g.points, 0)).toBe(rec!.score);
    }
    expect(scored.round).toBe(2);
    expect(scored.phase).toBe('building-roll');
  });
  it('§12.6 the breakdown is stored at scoring time, not recomputed after later placements merge groups', () => {
    const seed = 31337;
    let s = advance(rules.setup(config(1), seed), (x) => x.seats[0]!.records.length === 1);
    const sheetThen = s.seats[0]!.sheet!.map((r) => r.slice());
    const viewThen = rules.view(s, 0).sheets[0]!.records[0];
    expect(viewThen!.sheet).toEqual(sheetThen);
    expect(viewThen!.score).toBe(scoreAvenue(sheetThen, viewThen!.avenue));
    s = advance(s, (x) => x.seats[0]!.records.length === 5);
    expect(rules.view(s, 0).sheets[0]!.records[0]).toEqual(viewThen);
    expect(s.seats[0]!.sheet).not.toEqual(sheetThen);
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
    expect(s.seats[0]!.records[0]).toMatchObject({ avenue: 1, chosen: true, scoringDice: [6, 6] });
    expect(s.seats[1]!.records[0]).toMatchObject({ avenue: 4, chosen: true });
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
    expect(preview.score).toBe(scoreAvenue(s.seats[0]!.sheet!, 1));
    const after = rules.apply(s, done());
    expect(after.seats[0]!.records[0]).toMatchObject({
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
    expect(s.seats[0]!.records[0]).toMatchObject({ avenue: 3, chosen: true });
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
      { type: 'place', seat: 1, req: 'setup', row: 0, col: s.rolls[0]!.dice[0], object: 'house' },
      'not-your-turn',
    );
    s = advance(s, (x) => x.phase === 'totals');
    expect(rules.actors(s)).toEqual([1, 2]);
    expect(rules.outcome(s)).toBeNull();
    expect(rules.legalActions(s, 1)).toHaveLength(361);
    expectRefused(s, { type: 'enter-total', seat: 1, total: 361 }, 'bad-total');
    expectRefused(s, { type: 'enter-total', seat: 1, total: 2.5 }, 'bad-total');
    expectRefused(s, { type: 'enter-total', seat: 0, total: 10 }, 'not-your-turn');
    const digital = s.seats[0]!.final!;
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
    for (const c of cells) expect(s.seats[0]!.sheet![c.row]![c.col - 1]).toBeNull();
    s = finishSetup(s);
    s = rules.apply(s, roll());
    const v = rules.view(s, null);
    expect(v).toMatchObject({ stage: 'building', round: 1 });
    expect(v.roll).toMatchObject({ kind: 'building', slot: 1 });
    expect(v.roll!.objects).toHaveLength(v.roll!.double ? 1 : 2);
  });
  it('views of every seat are plain JSON at every step of a game', () => {
    const plainViews = (s: State) => {
      for (const viewer of [null, 0, 1]) {
        const v = rules.view(s, viewer);
        expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      }
    };
    const { state: s } = playRandomly(rules, rules.setup(config(2, {}, [1]), 123), {
      rng: 0,
      maxSteps: 2000,
      choose: (x, seat, _rng, legal) => {
        plainViews(x);
        return legal().find((a) => a.type === 'enter-total') ?? firstProgress(x, seat, [...legal()]);
      },
    });
    plainViews(s);
    expect(rules.view(s, null).ranking).not.toBeNull();
    expect(rules.view(s, 0).sheets[0]!.squares.every((q) => q.points === (q.qualifies ? 10 : 0))).toBe(true);
  });
});

describe('§12.2 rolls and replay', () => {
  it('a state replays exactly from (config, seed, actions)', () => {
    const cfg = config(3);
    const { state, log } = playOut(rules.setup(cfg, 9), firstProgress, (a) => at(a, a.length - 1));
    expect(JSON.stringify(applyAll(rules.setup(cfg, 9), log))).toBe(JSON.stringify(state));
  });
});
