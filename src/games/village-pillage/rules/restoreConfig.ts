// A stored config is untrusted: it is accepted only when it is one setup takes (§3) and it
// has exactly one player per seat of its session.
import { RuleError } from '../../../kit/rules';
import { validateConfig } from './setup';
import type { Config } from './types';

export function restoreConfig(config: unknown, seats: readonly unknown[]): Config {
  validateConfig(config as Config);
  const { players, expansion } = config as Config;
  if (players !== seats.length)
    throw new RuleError('bad-config', `${players} players in the options, ${seats.length} seats`);
  return { players, expansion };
}
