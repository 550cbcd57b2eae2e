// Test helpers for the Rolling Village rules (not a test file itself).
import { expect } from 'vitest';
import { at } from '../../at';
import { isRuleError } from '../../../../src/kit/rules';
import { playRandomly } from '../../../support/randomPlay';
import {
  rules,
  diceForSlot,
  type Action,
  type Cell,
  type Config,
  type Sheet,
  type State,
} from '../../../../src/games/rolling-village/rules';

const LETTER: Record<string, Cell> = { '.': null, H: 'house', F: 'forest', L: 'lake', S: 'square' };

/** Parses a sheet drawn as in spec §14: 5 lines of 6 letters (H F L S .), whitespace ignored. */
export function sheetOf(picture: string): Sheet {
  const rows = picture
    .trim()
    .split('\n')
    .map((l) => l.replace(/[^HFLS.]/g, ''));
  if (rows.length !== 5 || rows.some((r) => r.length !== 6)) throw new Error(`bad picture ${picture}`);
  return rows.map((r) => [...r].map((ch) => LETTER[ch]!));
}

export function config(n: number, opts: Partial<Config['options']> = {}, paper: number[] = []): Config {
  const c = rules.defaultConfig(n);
  c.options = { ...c.options, ...opts };
  for (const p of paper) c.seats[p]!.kind = 'paper';
  return c;
}

/** The first seed ≥ 1 whose slots show the given dice (slot → [a, b]). */
export function seedWith(wanted: Record<number, [number, number]>): number {
  const entries = Object.entries(wanted).map(([k, v]) => [Number(k), v] as const);
  for (let seed = 1; seed < 50_000_000; seed++) {
    if (
      entries.every(([slot, [a, b]]) => {
        const d = diceForSlot(seed, slot);
        return d[0] === a && d[1] === b;
      })
    )
      return seed;
  }
  throw new Error('no seed found');
}

/** Expects `fn` to throw a RuleError with `code`. */
export function expectRuleError(fn: () => unknown, code: string): void {
  let err: unknown = null;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err, `expected RuleError ${code}`).not.toBeNull();
  expect(isRuleError(err)).toBe(true);
  expect((err as { code: string }).code).toBe(code);
}

/** apply must refuse without touching the state. */
export function expectRefused(state: State, action: Action, code: string): void {
  const before = JSON.stringify(state);
  expectRuleError(() => rules.apply(state, action), code);
  expect(JSON.stringify(state)).toBe(before);
}

export function applyAll(state: State, actions: Action[]): State {
  let s = state;
  for (const a of actions) s = rules.apply(s, a);
  return s;
}

/** Plays the setup of every digital seat with its first legal placements and done. */
export function finishSetup(state: State): State {
  let s = state;
  if (s.phase === 'setup-roll') s = rules.apply(s, { type: 'roll', seat: 0 });
  return playRandomly(rules, s, {
    rng: 0,
    until: (x) => x.phase !== 'setup',
    choose: (_x, _seat, _rng, legal) =>
      legal().find((a) => a.type === 'done') ?? legal().find((a) => a.type === 'place')!,
  }).state;
}

/** A state in the building phase of round 1 (the building roll made), with seat sheets replaced. */
export function buildingWith(seed: number, sheets: Record<number, Sheet>, cfg: Config = config(1)): State {
  let s = finishSetup(rules.setup(cfg, seed));
  s = rules.apply(s, { type: 'roll', seat: 0 });
  expect(s.phase).toBe('building');
  const copy = JSON.parse(JSON.stringify(s)) as State;
  for (const [seat, sheet] of Object.entries(sheets))
    copy.seats[Number(seat)]!.sheet = JSON.parse(JSON.stringify(sheet));
  return copy;
}

/** Places the first legal placement for `req` in `col` (1-based) of `seat`, any row. */
export function placeIn(state: State, seat: number, req: string, col: number, object?: string): State {
  const a = rules
    .legalActions(state, seat)
    .find(
      (x) =>
        x.type === 'place' && x.req === req && x.col === col && (object === undefined || x.object === object),
    );
  if (!a) throw new Error(`no legal ${req} in column ${col}`);
  return rules.apply(state, a);
}

/** Drives a whole game with a chooser; returns the final state and the action log. */
export function playOut(
  state: State,
  choose: (s: State, seat: number, acts: Action[]) => Action,
  seatPick: (actors: readonly number[]) => number = (a) => a[0]!,
  cap = 100_000,
): { state: State; log: Action[] } {
  const { state: end, actions } = playRandomly(rules, state, {
    rng: 0,
    seat: seatPick,
    endWithin: cap,
    choose: (s, seat, _rng, legal) => choose(s, seat, [...legal()]),
  });
  return { state: end, log: actions };
}

/** Prefers done, then the first placement; never undoes; picks the avenue row 0 on a choice. */
export function firstProgress(_s: State, _seat: number, acts: Action[]): Action {
  return (
    acts.find((a) => a.type === 'roll') ??
    acts.find((a) => a.type === 'done') ??
    acts.find((a) => a.type === 'place') ??
    at(acts, 0)
  );
}

export const roll = (seat = 0): Action => ({ type: 'roll', seat });
export const done = (seat = 0, avenue?: number): Action =>
  avenue === undefined ? { type: 'done', seat } : { type: 'done', seat, avenue };

/** Plays with firstProgress until `pred` holds. */
export function advance(s: State, pred: (s: State) => boolean): State {
  const cur = playRandomly(rules, s, {
    rng: 0,
    until: pred,
    maxSteps: 10_000,
    choose: (x, seat, _rng, legal) => firstProgress(x, seat, [...legal()]),
  }).state;
  if (!pred(cur)) throw new Error('condition never reached');
  return cur;
}
