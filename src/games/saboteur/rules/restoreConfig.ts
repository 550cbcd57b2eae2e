// A stored config is untrusted: it is accepted only when it is one setup takes (§1) and it
// has exactly one player per seat of its session (a 5-player deal on 3 seats has no screens).
import { RuleError } from '../../../kit/rules';
import { checkConfig } from './setup';
import type { Config } from './types';

export function restoreConfig(config: unknown, seats: readonly unknown[]): Config {
  checkConfig(config as Config);
  const { mode, players, firstPlayer } = config as Config;
  if (players !== seats.length)
    throw new RuleError('bad-config', `${players} players in the options, ${seats.length} seats`);
  return { mode, players, firstPlayer };
}
