// Two seats whose names look alike make "pass the phone to Anna" ambiguous. Names are
// compared by their skeleton: NFKC, case folded, accents dropped, and Cyrillic and Greek
// letters that look like Latin ones read as those Latin letters (issue 15, fault 7).
import { cleanName, nameKey } from '../../kit/validate';

const LOOK_ALIKE: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  з: '3',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  μ: 'u',
  ζ: 'z',
  ω: 'w',
  // Latin and digits that look alike
  l: 'i',
  '1': 'i',
  '|': 'i',
  '0': 'o',
};

/** What a name looks like, for comparing: equal skeletons mean names people cannot tell apart. */
export function nameSkeleton(name: string): string {
  const folded = cleanName(name).normalize('NFKC').toLocaleLowerCase('en').normalize('NFD');
  let out = '';
  for (const ch of folded.replace(/\p{M}/gu, '').replace(/\s+/g, '')) out += LOOK_ALIKE[ch] ?? ch;
  return out;
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
  for (let j = 1; j < seats.length; j++)
    for (let i = 0; i < j; i++) {
      if (nameKey(seats[i]!.name) === nameKey(seats[j]!.name)) return true;
      if (seats[i]!.colour === seats[j]!.colour && skeletons[i] === skeletons[j]) return true;
    }
  return false;
}
