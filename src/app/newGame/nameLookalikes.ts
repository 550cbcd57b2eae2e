// Two seats whose names look alike make "pass the phone to Anna" ambiguous. Names are
// compared by their skeleton (Unicode UTS #39): every character mapped to the one it is
// confusable with by Unicode's confusables data (the `unhomoglyph` package, made from
// confusables.txt: Armenian, Cherokee, Cyrillic palochka, Latin alpha… not a hand list), case
// folded, accents dropped, spaces ignored (issue 15 fault 7, issue 24 item 15).
import unhomoglyph from 'unhomoglyph';
import { cleanName, nameKey } from '../../kit/validate';

// The same few names come back game after game: an import of 5,000 games checks the same dozen
// names 60,000 times (issue 33 item 10), so each name's skeleton is worked out once.
const skeletonCache = new Map<string, string>();

/** What a name looks like, for comparing: equal skeletons mean names people cannot tell apart. */
export function nameSkeleton(name: string): string {
  let skeleton = skeletonCache.get(name);
  if (skeleton === undefined) {
    if (skeletonCache.size >= 10_000) skeletonCache.clear();
    skeleton = skeletonOf(name);
    skeletonCache.set(name, skeleton);
  }
  return skeleton;
}

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

function skeletonOf(name: string): string {
  const mapped = unhomoglyph(cleanName(name).normalize('NFKC').normalize('NFD'));
  // mapped again once lower-cased: a small letter may look like another small letter only
  const folded = unhomoglyph(mapped.toLocaleLowerCase('en').normalize('NFD'));
  return folded.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '');
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
