// Saved games played under an older version of their game's rules are carried forward when the
// saved games are read, before they are restored: the game's migration steps (loaded only when
// such a game is found) run in order, and the migrated game is written back. A game that cannot
// be carried forward keeps its record untouched and is listed as damaged with the reason, so a
// later app with the missing step still finds it (kit/rulesMigration.ts).
import { isRecord } from '../kit/validate';
import {
  migrateLog,
  RulesVersionError,
  storedRulesVersion,
  type GameRulesInfo,
  type RulesMigration,
  type RulesVersionProblem,
  type SavedLog,
} from '../kit/rulesMigration';
import { isKeptAside, type RawGame } from './gameRecords';

interface RulesUpgrade {
  /** every record, the migrated ones replaced by their new value */
  records: RawGame[];
  /** ids whose record was migrated: to be written back */
  migrated: string[];
  /** ids that cannot be carried forward, with why: listed as damaged, their records untouched */
  problems: Map<string, RulesVersionProblem>;
}

export async function upgradeRules(
  records: readonly RawGame[],
  games: readonly (string | GameRulesInfo)[],
): Promise<RulesUpgrade> {
  const info = new Map<string, GameRulesInfo>();
  for (const g of games) if (typeof g !== 'string') info.set(g.id, g);
  const steps = new Map<string, Promise<readonly RulesMigration[]>>();
  const stepsOf = (g: GameRulesInfo) => {
    if (!steps.has(g.id))
      steps.set(
        g.id,
        (g.migrations?.() ?? Promise.resolve([])).catch(() => []),
      );
    return steps.get(g.id) as Promise<readonly RulesMigration[]>;
  };
  const out: RawGame[] = [];
  const migrated: string[] = [];
  const problems = new Map<string, RulesVersionProblem>();
  for (const rec of records) {
    const raw = rec.raw;
    const game = isRecord(raw) && !isKeptAside(raw) ? info.get(String(raw.gameId)) : undefined;
    const from = storedRulesVersion(raw);
    if (!game || !isRecord(raw) || from === game.rulesVersion) {
      out.push(rec);
      continue;
    }
    try {
      const log = raw as unknown as SavedLog;
      const next = migrateLog(
        { config: log.config, seed: log.seed, seats: log.seats, actions: log.actions },
        from,
        game.rulesVersion,
        from < game.rulesVersion ? await stepsOf(game) : [],
      );
      out.push({ id: rec.id, raw: { ...raw, ...next, rulesVersion: game.rulesVersion } });
      migrated.push(rec.id);
    } catch (e) {
      if (!(e instanceof RulesVersionError)) throw e;
      problems.set(rec.id, e.problem);
      out.push(rec);
    }
  }
  return { records: out, migrated, problems };
}
