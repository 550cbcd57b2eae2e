// The rules kernel contract shared by every game (docs/rules/kernel-contract.md).
// Rules modules are pure: no React, no DOM, no Date, no Math.random.

export interface Outcome {
  /** by seat */
  scores: number[];
  /** groups of tied seats, best first */
  ranking: number[][];
}

export interface SeatAction {
  seat: number;
}

export interface GameRules<Config, State, Action extends SeatAction, View> {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  defaultConfig(players: number): Config;
  /** deterministic */
  setup(config: Config, seed: number): State;
  /** seats that must act now; [] when over */
  actors(state: State): number[];
  /** every legal action of that seat now */
  legalActions(state: State, seat: number): Action[];
  /** pure; throws RuleError on anything that is not legal and changes nothing */
  apply(state: State, action: Action): State;
  /** the seat's private view; null = the table */
  view(state: State, seat: number | null): View;
  /** null while the game goes on */
  outcome(state: State): Outcome | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;

/**
 * An illegal action or bad input. `code` is stable and machine-readable (the kernel codes of
 * each game's spec); `reason`, where a game gives one, is the precise cause a screen words
 * (Saboteur folds six placement rules into the code 'illegal-placement').
 */
export class RuleError extends Error {
  readonly code: string;
  readonly reason?: string;
  constructor(code: string, message?: string, reason?: string) {
    super(message ?? code);
    this.name = 'RuleError';
    this.code = code;
    if (reason !== undefined) this.reason = reason;
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string';
}

/** Ranking helper: groups seats by a comparison key, best first. `better(a,b) < 0` when a ranks above b. */
export function rankSeats(seats: number[], compare: (a: number, b: number) => number): number[][] {
  const sorted = [...seats].sort((a, b) => compare(a, b) || a - b);
  const groups: number[][] = [];
  for (const s of sorted) {
    const last = groups[groups.length - 1];
    // a group is never empty
    if (last && compare(last[0]!, s) === 0) last.push(s);
    else groups.push([s]);
  }
  return groups;
}
