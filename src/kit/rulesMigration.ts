// Saved games across rules versions. A game's definition carries its `rulesVersion`; a saved
// game records the version it was played under (absent: 1). When a rules change needs old logs
// rewritten, the game bumps `rulesVersion` and lists one step per bump in its rules folder
// (rules/migrations.ts, `MIGRATIONS`, loaded only when an old game is read). Steps run in order;
// a game that cannot be carried forward (no step written, a step that throws, or a version newer
// than this app's) is never dropped: the store keeps its record unchanged and lists it as damaged
// with the reason (RulesVersionProblem), which the saved-games screen says in words.
import type { SeatAction } from './rules';
import type { SeatInfo } from './types';

/** The part of a saved game a migration may rewrite. */
export interface SavedLog {
  config: unknown;
  seed: number;
  seats: SeatInfo[];
  actions: SeatAction[];
}

/** One step: turns a log of rules version `from` into one of version `from + 1`. */
export interface RulesMigration {
  from: number;
  migrate(log: SavedLog): SavedLog;
}

/** What a game's definition says about its saved logs (a GameModule satisfies it). */
export interface GameRulesInfo {
  id: string;
  rulesVersion: number;
  /** the game's migration steps, loaded on demand */
  migrations?: () => Promise<readonly RulesMigration[]>;
}

export type RulesVersionProblem =
  /** saved by an app whose rules of this game are newer than this one's */
  | { code: 'rules-newer'; from: number; to: number }
  /** no step from `from` is written: this app cannot carry the game forward */
  | { code: 'rules-no-migration'; from: number; to: number }
  /** a step threw (its message is in detail) */
  | { code: 'rules-migration-failed'; from: number; to: number; detail: string };

export class RulesVersionError extends Error {
  constructor(readonly problem: RulesVersionProblem) {
    super(
      `${problem.code}: rules version ${problem.from} → ${problem.to}` +
        ('detail' in problem ? ` (${problem.detail})` : ''),
    );
    this.name = 'RulesVersionError';
  }
}

/** The rules version a stored game was played under (absent or malformed: 1, the first). */
export function storedRulesVersion(raw: unknown): number {
  const v = (raw as { rulesVersion?: unknown } | null)?.rulesVersion;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/**
 * Carries `log` from rules version `from` to `to`, one step at a time, in order. Each step gets
 * its own copy (a step that throws halfway leaves nothing changed). Throws RulesVersionError.
 */
export function migrateLog(
  log: SavedLog,
  from: number,
  to: number,
  steps: readonly RulesMigration[],
): SavedLog {
  if (from > to) throw new RulesVersionError({ code: 'rules-newer', from, to });
  let out = log;
  for (let v = from; v < to; v++) {
    const step = steps.find((s) => s.from === v);
    if (!step) throw new RulesVersionError({ code: 'rules-no-migration', from: v, to });
    try {
      out = step.migrate(structuredClone(out));
    } catch (e) {
      throw new RulesVersionError({
        code: 'rules-migration-failed',
        from: v,
        to,
        detail: String((e as Error)?.message ?? e),
      });
    }
  }
  return out;
}
