// Issue 21 item 2 ("one helper answers 'is this a bot'"): kit/botSeat.ts is the one place that
// reads the 'bot:<level>' seat kind; every screen, store and net step asks it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { botKind, botLevel, botLevelOfKind, isBot, isBotKind } from '../../src/kit/botSeat';
import { PERSON_OR_BOT } from '../../src/kit/seatKinds';
import { SRC, sourceFiles } from '../architecture/sourceImports';

describe('kit/botSeat: is this seat a bot, and of which level', () => {
  it('reads the level of a bot seat and nothing of a person, a paper sheet or another phone', () => {
    expect(botLevelOfKind('bot:easy')).toBe('easy');
    expect(botLevelOfKind('bot:strong')).toBe('strong');
    for (const kind of ['human', 'paper', 'remote', 'robot', 'bots', 'xbot:easy'])
      expect(botLevelOfKind(kind), kind).toBeNull();
    expect(isBotKind('bot:strong')).toBe(true);
    expect(isBotKind('human')).toBe(false);
  });

  it('answers for a seat, and for no seat at all', () => {
    expect(botLevel({ kind: 'bot:easy' })).toBe('easy');
    expect(isBot({ kind: 'bot:easy' })).toBe(true);
    expect(isBot({ kind: 'human' })).toBe(false);
    expect(botLevel(undefined)).toBeNull();
    expect(isBot(undefined)).toBe(false);
  });

  it('writes the kind a seat handed to a bot gets, which reads back as that level', () => {
    expect(botKind('easy')).toBe('bot:easy');
    expect(botLevelOfKind(botKind('strong'))).toBe('strong');
  });

  it('agrees with the bot seat kinds the new-game screen offers', () => {
    const bots = PERSON_OR_BOT.filter((k) => isBotKind(k.id)).map((k) => botLevelOfKind(k.id));
    expect(bots).toEqual(['easy', 'strong']);
  });

  it('is the only code in src/ that parses the prefix', () => {
    const files = sourceFiles(SRC);
    const parsing = /startsWith\(\s*['"`]bot|['"`]bot:['"`]|`bot:\$\{|\.slice\(4\)/;
    const offenders = files.filter(
      (f) => !f.endsWith('kit/botSeat.ts') && parsing.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
