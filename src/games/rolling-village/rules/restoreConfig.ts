// A stored config is untrusted: it is accepted only when setup takes it (§12.1) and its
// sheets match the session's seats one for one (a paper seat has a paper sheet). Fields the
// shell adds to the config (a shared game's code) are kept as they are.
import { RuleError } from '../../../kit/rules';
import { onPaper, type SeatWhere } from '../../../kit/seatPlace';
import { setup } from './engine';
import type { Config } from './types';

export function restoreConfig<C extends Config>(config: unknown, seats: readonly { where: SeatWhere }[]): C {
  setup(config as Config, 0);
  const sheets = (config as Config).seats;
  const fits =
    sheets.length === seats.length && sheets.every((s, i) => (s.kind === 'paper') === onPaper(seats[i]));
  if (!fits) throw new RuleError('bad-config', 'the sheets do not match the seats');
  return config as C;
}
