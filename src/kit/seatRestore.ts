// Reads who plays a stored seat and where (issue 21 item 2) from untrusted data: the fields
// `who` and `where`, or the one `kind` that saved games, history records, export files and
// phones of the older shape carry ('human', 'bot:<level>', a game's 'paper' or 'digital', and
// 'remote', never stored). The one place that reads that old shape.
import { PERSON, type SeatWho } from './botSeat';
import { OTHER_PHONE, PAPER, SEAT_WHERE, THIS_PHONE, type SeatWhere } from './seatPlace';

/** How a `who` looks: 'person' or a bot level. */
const WHO = /^[a-z][a-z0-9-]{0,23}$/;
const OLD_BOT = 'bot:';

interface StoredPlayer {
  /** absent: the game's default */
  who?: SeatWho;
  where?: SeatWhere;
}

/** The old single `kind` of a seat, split; null for a kind no game had. */
function fromKind(kind: string): StoredPlayer | null {
  if (kind.startsWith(OLD_BOT)) {
    const level = kind.slice(OLD_BOT.length);
    return WHO.test(level) && level !== PERSON ? { who: level, where: THIS_PHONE } : null;
  }
  if (kind === 'human' || kind === 'digital') return { who: PERSON, where: THIS_PHONE };
  if (kind === 'paper') return { who: PERSON, where: PAPER };
  if (kind === 'remote') return { who: PERSON, where: OTHER_PHONE };
  return null;
}

/**
 * Who plays a stored seat and where, in either shape; null when they are malformed (a `who`
 * that is not a level's shape, a place no seat has, an old kind no game had).
 */
export function storedPlayer(seat: Record<string, unknown>): StoredPlayer | null {
  const { who, where, kind } = seat;
  if (who === undefined && where === undefined) {
    if (kind === undefined) return {};
    return typeof kind === 'string' && kind.length <= 32 ? fromKind(kind) : null;
  }
  if (who !== undefined && (typeof who !== 'string' || !WHO.test(who))) return null;
  if (where !== undefined && !SEAT_WHERE.includes(where as SeatWhere)) return null;
  return {
    ...(who === undefined ? {} : { who: who as string }),
    ...(where === undefined ? {} : { where: where as SeatWhere }),
  };
}
