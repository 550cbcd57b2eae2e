import { describe, expect, it } from 'vitest';
import { cleanName, isPlainJson, NAME_MAX } from '../../src/kit/validate';

describe('cleanName', () => {
  it('removes control and direction-changing characters', () => {
    expect(cleanName('An\u0007n\u200b\u202eB\u2066')).toBe('AnnB');
  });
  it('folds runs of white space and trims', () => {
    expect(cleanName('  Ann \t\n Lee  ')).toBe('Ann Lee');
  });
  it(`keeps at most ${NAME_MAX} characters, counting an emoji as one`, () => {
    expect(cleanName('я'.repeat(40))).toHaveLength(NAME_MAX);
    expect(Array.from(cleanName('🎲'.repeat(30)))).toHaveLength(NAME_MAX);
  });
  it('gives an empty name for anything that is not a string', () => {
    expect([cleanName(42), cleanName(null), cleanName({ name: 'x' })]).toEqual(['', '', '']);
  });
  it('keeps markup as plain text (names are never HTML)', () => {
    expect(cleanName('<b>Ann</b>')).toBe('<b>Ann</b>');
  });
});

describe('isPlainJson', () => {
  it('accepts plain data and refuses functions, dates, NaN and undefined values', () => {
    expect(isPlainJson({ a: [1, 'x', null, { b: true }] })).toBe(true);
    expect(isPlainJson({ f: () => 1 })).toBe(false);
    expect(isPlainJson(new Date())).toBe(false);
    expect(isPlainJson([Number.NaN])).toBe(false);
    expect(isPlainJson({ a: undefined })).toBe(false);
  });
});
