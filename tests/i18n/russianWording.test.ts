// Russian a native speaker would write (issue 13 item 6): a template never needs the gender of
// a player's name ("положил(а)", "дошёл(дошла)") and never puts a name right after a
// preposition that would decline it ("для {name}", "у {name}"). Checked over every Russian
// dictionary of the shell and the games, as text, so a new string is checked too.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const RU_FILES = [
  'src/i18n/shell.ru.ts',
  'src/games/saboteur/ui/strings.ru.ts',
  'src/games/saboteur/ui/rulesText.ru.ts',
  'src/games/village-pillage/ui/strings/ru.ts',
  'src/games/rolling-village/ui/strings.ru.ts',
  'src/app/history/strings.ts',
];

/** Every single-quoted string literal with a Cyrillic letter, with its file and line. */
function russianStrings(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const file of RU_FILES) {
    readFileSync(resolve(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(/'((?:[^'\\]|\\.)*)'/g))
          if (/\p{Script=Cyrillic}/u.test(m[1])) out.push({ where: `${file}:${i + 1}`, text: m[1] });
      });
  }
  return out;
}

const GENDER_BRACKETS = /\p{L}\((?:а|ла|ась|ось|ёл|ла|шла|дошла|ся|на|но)\)/u;
const NAME_AFTER_PREPOSITION = /(?<!\p{L})(?:для|у|от|к|ко|с|со|о|об)\s+\{\w+\}/iu;

describe('Russian wording', () => {
  it('reads the Russian dictionaries (the check is not vacuous)', () => {
    expect(russianStrings().length).toBeGreaterThan(500);
  });
  it('no template needs a gender bracket such as «положил(а)» or «дошёл(дошла)»', () => {
    expect(russianStrings().filter((s) => GENDER_BRACKETS.test(s.text))).toEqual([]);
  });
  it('no name placeholder stands right after a preposition that declines it (для, у, от, к, с, о)', () => {
    expect(russianStrings().filter((s) => NAME_AFTER_PREPOSITION.test(s.text))).toEqual([]);
  });
  it('the patterns catch what they are for', () => {
    expect(GENDER_BRACKETS.test('{name} положил(а) карту')).toBe(true);
    expect(GENDER_BRACKETS.test('дошёл(дошла) до золота')).toBe(true);
    expect(NAME_AFTER_PREPOSITION.test('«Бандит» для {name}')).toBe(true);
    expect(NAME_AFTER_PREPOSITION.test('у игрока {victim}')).toBe(false);
  });
});
