// Field-by-field readers for untrusted data (storage, imported files).
import { graphemesOf } from './graphemes';
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function pickString<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

export function pickBool(v: unknown, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

export function pickInt(v: unknown, min: number, max: number, fallback: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;
}

export const NAME_MAX = 24;

/** A player name as text: control characters removed, spaces folded, at most NAME_MAX characters. */
export function cleanName(v: unknown): string {
  if (typeof v !== 'string') return '';
  // the same few names come back game after game: 5,000 saved games clean each once (issue 33)
  const known = cleaned.get(v);
  if (known !== undefined) return known;
  const name = cleanText(v);
  if (cleaned.size >= CLEANED_MAX) cleaned.clear();
  cleaned.set(v, name);
  return name;
}

/** Names cleaned so far (cleanName is pure; splitting into graphemes is what costs). */
const cleaned = new Map<string, string>();
const CLEANED_MAX = 4096;

function cleanText(v: string): string {
  // tabs and line breaks separate words: they become spaces before other controls go
  const spaced = v.replace(/[\t\n\v\f\r]/g, ' ');
  // controls, format characters (soft hyphen, word joiner, bidi marks, zero-width, tags) and
  // the blank letters (Hangul fillers, blank Braille) are invisible: two names differing only
  // by them look the same, and a name of them only looks empty (issue 15, fault 7)
  // inside an emoji the joiners and tags that make one picture of several stay (issue 24 item 16)
  const text = graphemesOf(spaced).map(cleanGrapheme).join('');
  const name = graphemesOf(text.replace(/\s+/g, ' ').trim()).slice(0, NAME_MAX).join('');
  return /[^\s\p{M}]/u.test(name) ? name : '';
}

const INVISIBLE = /[\p{Cc}\p{Cf}\u034f\u115f\u1160\u2800\u3164\uffa0]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
const PICTURE = /\p{Extended_Pictographic}/u;
const TAG = /[\u{e0020}-\u{e007f}]/u;

/** A grapheme without its invisible characters, but for an emoji's joiners (👨‍👩‍👧) and a flag's tags. */
function cleanGrapheme(g: string): string {
  if (!PICTURE.test(g)) return g.replace(INVISIBLE_ALL, '');
  const cps = Array.from(g);
  return cps
    .filter((c, i) => {
      if (!INVISIBLE.test(c)) return true;
      if (c === '\u200d') return i > 0 && i < cps.length - 1 && PICTURE.test(cps[i + 1]!);
      return TAG.test(c) && cps[0] === '\u{1f3f4}';
    })
    .join('');
}

/**
 * JSON.parse makes "__proto__" an own key; copied with Object.assign or a for-in loop it
 * would replace the copy's prototype. Untrusted data carrying it is refused.
 */
export function hasProtoKey(v: object): boolean {
  return Object.prototype.hasOwnProperty.call(v, '__proto__');
}

/**
 * An id a saved game or a history entry may have: letters, digits, '_' and '-', at most 64, and
 * not the name of something every object has ('__proto__', 'constructor', 'toString'…): such a
 * key would read an inherited value, or replace an object's prototype, where the game is looked
 * up or listed (issue 24 item 1).
 */
export function isSafeId(v: unknown): v is string {
  return typeof v === 'string' && /^[\w-]{1,64}$/.test(v) && !(v in Object.prototype);
}

/** The value kept under `key` itself, never one every object inherits. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** True when a value survives JSON round trip unchanged (plain data only). */
export function isPlainJson(v: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isPlainJson(x, depth + 1));
  if (isRecord(v)) {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    if (hasProtoKey(v)) return false;
    return Object.values(v).every((x) => x !== undefined && isPlainJson(x, depth + 1));
  }
  return false;
}

/** The key two player names are matched by (the roster's rule): the cleaned name, case folded. */
export const nameKey = (v: unknown): string => cleanName(v).toLocaleLowerCase();
