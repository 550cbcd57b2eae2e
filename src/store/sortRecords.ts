// Sorting stored game records into usable games and damaged ones (nothing is dropped): a
// damaged game is kept byte for byte, offered for download.
import { RulesVersionError, type RulesVersionProblem } from '../kit/rulesMigration';
import { restoreSession, type KnownGame, type Session } from '../kit/session';
import { isKeptAside } from './gameRecords';

/** A saved game that cannot be used as it is: kept byte for byte, offered for download. */
export interface DamagedGame {
  id: string;
  reason: string;
  /** the stored value as JSON text */
  text: string;
  /** when its game's rules changed and it cannot be carried forward: why, for the screen to say */
  problem?: RulesVersionProblem;
}

export function damagedFrom(id: string, raw: unknown, reason: string): DamagedGame {
  if (isKeptAside(raw)) return { id, reason: raw.reason, text: raw.text };
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return { id, reason, text };
}

/** Sorts stored records into usable games and damaged ones; nothing is dropped. */
export function sortRecords(
  records: { id: string; raw: unknown }[],
  knownGames: readonly KnownGame[],
  rulesProblems: ReadonlyMap<string, RulesVersionProblem> = new Map(),
): { sessions: Session[]; damaged: DamagedGame[] } {
  const sessions: Session[] = [];
  const damaged: DamagedGame[] = [];
  for (const { id, raw } of records) {
    const problem = rulesProblems.get(id);
    if (problem) {
      damaged.push({ ...damagedFrom(id, raw, new RulesVersionError(problem).message), problem });
      continue;
    }
    if (isKeptAside(raw)) {
      damaged.push(damagedFrom(id, raw, raw.reason));
      continue;
    }
    try {
      const s = restoreSession(raw, knownGames);
      if (s.id !== id) throw new Error('id does not match its record');
      sessions.push(s);
    } catch (e) {
      damaged.push(damagedFrom(id, raw, String((e as Error)?.message ?? e)));
    }
  }
  return { sessions, damaged };
}
