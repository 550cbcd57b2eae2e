// Issue 21 item 2 ("a seat says who plays it and where, with separate fields; one helper answers
// 'is this a bot'"): kit/botSeat.ts answers who, kit/seatPlace.ts answers where, and nothing
// else in src/ reads the old 'bot:<level>' kind but the reader of old saves (kit/seatRestore.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { botLevel, isBot, PERSON } from '../../src/kit/botSeat';
import { PERSON_OR_BOT } from '../../src/kit/seatChoices';
import { onOtherPhone, onPaper, OTHER_PHONE, PAPER, playsHere, THIS_PHONE } from '../../src/kit/seatPlace';
import { SRC, sourceFiles } from '../architecture/sourceImports';

describe('kit/botSeat: is this seat a bot, and of which level', () => {
  it('reads the level of a bot seat and nothing of a person, wherever the person plays', () => {
    expect(botLevel({ who: 'easy' })).toBe('easy');
    expect(botLevel({ who: 'strong' })).toBe('strong');
    expect(isBot({ who: 'strong' })).toBe(true);
    expect(botLevel({ who: PERSON })).toBeNull();
    expect(isBot({ who: PERSON })).toBe(false);
    expect(botLevel(undefined)).toBeNull();
    expect(isBot(undefined)).toBe(false);
  });

  it('agrees with the bot levels the new-game screen offers', () => {
    expect(PERSON_OR_BOT.filter((k) => isBot({ who: k.id })).map((k) => k.id)).toEqual(['easy', 'strong']);
  });

  it('is the only code in src/ that parses the old prefix, besides the reader of old saves', () => {
    const files = sourceFiles(SRC);
    const parsing = /startsWith\(\s*['"`]bot|['"`]bot:['"`]|`bot:\$\{|\.slice\(4\)/;
    const offenders = files.filter(
      (f) => !f.endsWith('kit/seatRestore.ts') && parsing.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('kit/seatPlace: where a seat is played, apart from who plays it', () => {
  it('this phone acts for a person here, on the phone or on paper beside it; not a bot, nor another phone', () => {
    expect(playsHere({ who: PERSON, where: THIS_PHONE })).toBe(true);
    expect(playsHere({ who: PERSON, where: PAPER })).toBe(true);
    expect(playsHere({ who: 'easy', where: THIS_PHONE })).toBe(false);
    expect(playsHere({ who: PERSON, where: OTHER_PHONE })).toBe(false);
    expect(playsHere(undefined)).toBe(false);
  });

  it('a seat shown on a phone that does not play it keeps its name and who plays it', () => {
    const seat = { name: 'Ann', colour: 2, who: PERSON, where: THIS_PHONE } as const;
    expect(onOtherPhone(seat)).toEqual({ ...seat, where: OTHER_PHONE });
    expect(onPaper({ where: PAPER })).toBe(true);
    expect(onPaper({ where: THIS_PHONE })).toBe(false);
  });
});
