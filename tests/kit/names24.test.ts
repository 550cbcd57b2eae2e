// Issue 24 items 16 and 17: names keep emoji joined with zero-width joiners whole, and game
// codes read what a person means (zero-width characters dropped, fullwidth digits as digits).
import { describe, expect, it } from 'vitest';
import { seatLetter } from '../../src/kit/ui/SeatBadge';
import { cleanName, NAME_MAX } from '../../src/kit/validate';

const FAMILY = '👨‍👩‍👧‍👦';
const SCOTLAND = '🏴󠁧󠁢󠁳󠁣󠁴󠁿';
const graphemes = (s: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)].length;

describe('issue 24 item 16: emoji joined with zero-width joiners are not split', () => {
  it('the family emoji stays one family, a flag of Scotland stays a flag', () => {
    expect(cleanName(`${FAMILY} Anna`)).toBe(`${FAMILY} Anna`);
    expect(graphemes(cleanName(FAMILY))).toBe(1);
    expect(cleanName(`Bob ${SCOTLAND}`)).toBe(`Bob ${SCOTLAND}`);
    expect(cleanName('🧑🏽‍🚀')).toBe('🧑🏽‍🚀');
  });

  it('a zero-width joiner between letters is still dropped (two names cannot differ by it)', () => {
    expect(cleanName('An\u200dna')).toBe('Anna');
    expect(cleanName('\u200dAnna\u200d')).toBe('Anna');
  });

  it('a long name is cut between characters as people see them, never inside an emoji', () => {
    const name = cleanName('a'.repeat(NAME_MAX - 1) + FAMILY + FAMILY);
    expect(name).toBe('a'.repeat(NAME_MAX - 1) + FAMILY);
  });

  it('the badge of a seat named with a family emoji shows the whole family', () => {
    expect(seatLetter(`${FAMILY} Anna`)).toBe(FAMILY);
  });
});
