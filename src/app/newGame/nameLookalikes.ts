// Two seats whose names look alike make "pass the phone to Anna" ambiguous. Names are
// compared by their skeleton (kit/nameSkeleton.ts, also used for guest phone names).
import { cleanName, nameKey } from '../../kit/validate';
import { nameSkeleton } from '../../kit/nameSkeleton';

export { nameSkeleton };

const keyCache = new Map<string, string>();
/** nameKey, worked out once per name (as the skeleton). */
function keyOf(name: string): string {
  let key = keyCache.get(name);
  if (key === undefined) {
    if (keyCache.size >= 10_000) keyCache.clear();
    key = nameKey(name);
    keyCache.set(name, key);
  }
  return key;
}

/** Pairs of seat indexes whose names differ as text but look alike. */
export function lookAlikeSeats(names: readonly string[]): [number, number][] {
  const pairs: [number, number][] = [];
  const skeletons = names.map(nameSkeleton);
  for (let j = 1; j < names.length; j++)
    for (let i = 0; i < j; i++) {
      const a = cleanName(names[i]).toLocaleLowerCase();
      const b = cleanName(names[j]).toLocaleLowerCase();
      if (a && b && a !== b && skeletons[i] === skeletons[j]) pairs.push([i, j]);
    }
  return pairs;
}

/**
 * Whether two seats cannot be told apart: the same name (as the roster matches names), or
 * names that look alike in one colour. The new-game screen refuses the first and warns of
 * look-alikes shown in two colours; an imported game gets the same checks (issue 24 item 14).
 */
export function seatsClash(seats: readonly { name: string; colour: number }[]): boolean {
  const skeletons = seats.map((s) => nameSkeleton(s.name));
  const keys = seats.map((s) => keyOf(s.name));
  for (let j = 1; j < seats.length; j++)
    for (let i = 0; i < j; i++) {
      if (keys[i] === keys[j]) return true;
      if (seats[i]!.colour === seats[j]!.colour && skeletons[i] === skeletons[j]) return true;
    }
  return false;
}
