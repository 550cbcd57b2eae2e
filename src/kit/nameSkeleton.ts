// What a name looks like, for comparing (issue 15 fault 7, issue 24 item 15, issue 33 item 11):
// names are compared by their skeleton (Unicode UTS #39): every character mapped to the one it is
// confusable with by Unicode's confusables data (the `unhomoglyph` package, made from
// confusables.txt: Armenian, Cherokee, Cyrillic palochka, Latin alpha… not a hand list), small
// capitals (ᴀ ʙ ᴄ…, which confusables.txt leaves out) as their letters, case folded, accents
// dropped, spaces ignored. Seat names and guest phone names are checked with it.
import unhomoglyph from 'unhomoglyph';
import { cleanName } from './validate';

/** Latin small capitals and the letters they are read as. */
const SMALL_CAPITALS: Record<string, string> = {
  '\u1d00': 'a',
  '\u0299': 'b',
  '\u1d04': 'c',
  '\u1d05': 'd',
  '\u1d07': 'e',
  '\ua730': 'f',
  '\u0262': 'g',
  '\u029c': 'h',
  '\u026a': 'i',
  '\u1d0a': 'j',
  '\u1d0b': 'k',
  '\u029f': 'l',
  '\u1d0d': 'm',
  '\u0274': 'n',
  '\u1d0f': 'o',
  '\u1d18': 'p',
  '\ua7af': 'q',
  '\u0280': 'r',
  '\ua731': 's',
  '\u1d1b': 't',
  '\u1d1c': 'u',
  '\u1d20': 'v',
  '\u1d21': 'w',
  '\u028f': 'y',
  '\u1d22': 'z',
};
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');

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

function skeletonOf(name: string): string {
  const plain = cleanName(name).replace(SMALL_CAPITAL, (c) => SMALL_CAPITALS[c] ?? c);
  const mapped = unhomoglyph(plain.normalize('NFKC').normalize('NFD'));
  // mapped again once lower-cased: a small letter may look like another small letter only
  const folded = unhomoglyph(mapped.toLocaleLowerCase('en').normalize('NFD'));
  return folded.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '');
}
