// Shape checks for an incoming action (§15, issue 15 fault 9): every field of every action is
// checked for type and presence before any rule looks at it, and a field the action kind does not
// use is refused, so nothing but the fields below ever reaches the state or the public log.
import { CARD_TOOLS, isActionCard } from './cards';
import { HEAL_DISCARD, passMax } from './discards';
import type { IllegalReason } from './types';

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

/** Number of own enumerable keys (no array, no prototype games: JSON-plain objects only). */
function keyCount(o: object): number {
  let n = 0;
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) n++;
  return n;
}

function strArray(v: unknown, min: number, max: number): boolean {
  if (!Array.isArray(v) || v.length < min || v.length > max) return false;
  for (let i = 0; i < v.length; i++) if (!isStr(v[i])) return false;
  return true;
}

/** Seat-targeted action cards (§8): everything but rockfall and map. */
function playShape(a: Record<string, unknown>): boolean {
  const card = a.card;
  if (!isStr(card) || !isActionCard(card)) return false;
  if (card === 'rockfall' || card === 'map') return keyCount(a) === 5 && isInt(a.x) && isInt(a.y);
  const tools = CARD_TOOLS[card];
  if (tools !== undefined && tools.length === 2)
    return keyCount(a) === 5 && isInt(a.targetSeat) && isStr(a.tool) && tools.includes(a.tool as never);
  return keyCount(a) === 4 && isInt(a.targetSeat);
}

/**
 * 'bad-action' when `a` is not a well-formed action of a known kind with exactly its own fields
 * (seat an integer; card and discard ids strings; coordinates integers; `rotated` a boolean;
 * `fromSeat` an integer or null), else null. Whether the values are legal is judged later.
 */
export function shapeReason(a: unknown): IllegalReason | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return 'bad-action';
  const o = a as Record<string, unknown>;
  if (!isInt(o.seat)) return 'bad-action';
  let ok: boolean;
  switch (o.type) {
    case 'place':
      ok = keyCount(o) === 6 && isStr(o.card) && isInt(o.x) && isInt(o.y) && typeof o.rotated === 'boolean';
      break;
    case 'play':
      ok = playShape(o);
      break;
    case 'pass':
      ok = keyCount(o) === 3 && strArray(o.discard, 1, passMax('deluxe'));
      if (keyCount(o) === 3 && !ok) return 'bad-discard';
      break;
    case 'heal':
      ok = keyCount(o) === 4 && isStr(o.remove);
      if (ok && !strArray(o.discard, HEAL_DISCARD, HEAL_DISCARD)) return 'bad-discard';
      break;
    case 'pick-nugget':
      ok = keyCount(o) === 3 && isInt(o.value);
      break;
    case 'steal':
      ok = keyCount(o) === 3 && (o.fromSeat === null || isInt(o.fromSeat));
      break;
    default:
      ok = false;
  }
  return ok ? null : 'bad-action';
}
