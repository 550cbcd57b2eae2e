// Issue 21 item 2: which guest phone plays which seat is part of the saved game (Session.phones),
// checked when a game is read or imported like every other field, and a file never carries the
// tokens that let a phone take a seat.
import { describe, expect, it } from 'vitest';
import { parseSaveFile, SaveFileError, serializeSaves } from '../../src/app/saved/saveFile';
import { restoreSession, SessionDataError, type Session } from '../../src/kit/session';
import { restoreSeatPhones, withFreshTokens } from '../../src/kit/seatPhones';

const BORIS = 'b0r1s-token-aaaaaaaa';
const VERA = 'v3ra-token-bbbbbbbbbb';
const game = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  version: 1,
  id: 'g1',
  gameId: 'g',
  config: {},
  seed: 1,
  actions: [],
  seats: ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
    name,
    colour,
    who: 'person',
    where: 'this-phone' as const,
  })),
  createdAt: 1,
  updatedAt: 2,
  finished: false,
  ...extra,
});
const phones = { phoneOfSeat: [null, BORIS, VERA], names: { [BORIS]: 'Boris', [VERA]: 'Vera' } };

function partOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof SessionDataError) return e.part;
    throw e;
  }
  return 'accepted';
}

describe('issue 21 item 2: a saved game keeps its phones', () => {
  it('a stored game with phones restores them; one without has none', () => {
    expect(restoreSession(game({ phones }), ['g']).phones).toEqual(phones);
    expect(restoreSession(game(), ['g'])).not.toHaveProperty('phones');
  });

  it('malformed phones refuse the game, naming its phones', () => {
    const bad = [
      'yes',
      { phoneOfSeat: [null, BORIS] },
      { phoneOfSeat: [null, BORIS, 'short'] },
      { phoneOfSeat: [null, BORIS, 'constructor'] },
      { phoneOfSeat: [null, BORIS, 7] },
      { phoneOfSeat: [null, BORIS, null], names: ['Boris'] },
      JSON.parse(`{"phoneOfSeat":[null,"${BORIS}",null],"__proto__":{}}`),
    ];
    for (const p of bad) expect(partOf(() => restoreSession(game({ phones: p }), ['g']))).toBe('phones');
  });

  it('no seat on another phone is no phones; names are cleaned and kept only for phones holding a seat', () => {
    expect(restoreSession(game({ phones: { phoneOfSeat: [null, null, null] } }), ['g'])).not.toHaveProperty(
      'phones',
    );
    const read = restoreSeatPhones(
      { phoneOfSeat: [BORIS, BORIS, null], names: { [BORIS]: '\u202eBoris\u200b', [VERA]: 'Vera' } },
      3,
    );
    expect(read).toEqual({ phoneOfSeat: [BORIS, BORIS, null], names: { [BORIS]: 'Boris' } });
  });

  it('fresh tokens keep who plays where: one new token per phone', () => {
    let n = 0;
    const fresh = withFreshTokens(
      { phoneOfSeat: [BORIS, null, BORIS, VERA], names: { [BORIS]: 'Boris', [VERA]: 'Vera' } },
      () => `fresh-token-${++n}`,
    );
    expect(fresh).toEqual({
      phoneOfSeat: ['fresh-token-1', null, 'fresh-token-1', 'fresh-token-2'],
      names: { 'fresh-token-1': 'Boris', 'fresh-token-2': 'Vera' },
    });
  });
});

describe('issue 21 item 2: a file carries the phones, never their tokens', () => {
  const session = restoreSession(game({ phones }), ['g']);

  it('an export names the seats on other phones and the phones, under tokens no phone holds', () => {
    const text = serializeSaves([session]);
    expect(text).not.toContain(BORIS);
    expect(text).not.toContain(VERA);
    const [saved] = (JSON.parse(text) as { sessions: Session[] }).sessions;
    const [, b, v] = saved!.phones!.phoneOfSeat;
    expect(saved!.phones!.phoneOfSeat[0]).toBeNull();
    expect(b).not.toBe(v);
    expect(saved!.phones!.names).toEqual({ [b!]: 'Boris', [v!]: 'Vera' });
    // the rest of the game is as it was
    expect({ ...saved, phones: undefined }).toEqual({ ...session, phones: undefined });
  });

  it('an import gives the phones new tokens again: a token written into the file reaches no table', () => {
    const planted = JSON.stringify({ app: 'pocket-table', kind: 'saves', version: 1, sessions: [session] });
    const [read] = parseSaveFile(planted, ['g']);
    const [, b, v] = read!.phones!.phoneOfSeat;
    expect([b, v]).not.toContain(BORIS);
    expect([b, v]).not.toContain(VERA);
    expect(read!.phones!.names).toEqual({ [b!]: 'Boris', [v!]: 'Vera' });
  });

  it('an imported game with malformed phones is refused, saying so', () => {
    const text = JSON.stringify({
      app: 'pocket-table',
      kind: 'saves',
      version: 1,
      sessions: [game({ phones: { phoneOfSeat: [BORIS] } })],
    });
    expect(() => parseSaveFile(text, ['g'])).toThrow(SaveFileError);
    try {
      parseSaveFile(text, ['g']);
    } catch (e) {
      expect((e as SaveFileError).params).toEqual({ n: 1, part: 'importPart_phones' });
    }
  });
});
