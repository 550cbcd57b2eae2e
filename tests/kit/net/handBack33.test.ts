// Issue 33 item 12 (first half): a seat the host handed to itself or to a bot while its phone was
// away can be given back when that phone returns, and the returning phone is told why it holds
// fewer seats.
import { describe, expect, it } from 'vitest';
import { HostAuthority } from '../../../src/kit/net/authority';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage, parseHostMessage, type HostMessage } from '../../../src/kit/net/protocol';
import type { SeatAction } from '../../../src/kit/rules';
import { rules as saboteur } from '../../../src/games/saboteur/rules';

const A = 'phone-A-token';
const B = 'phone-B-token';

function wire() {
  const got: HostMessage[] = [];
  return {
    got,
    send(text: string) {
      const parsed = parseHostMessage(text);
      if (!parsed.ok) throw new Error(parsed.error);
      got.push(parsed.msg);
    },
  };
}

function setup() {
  const actions: SeatAction[] = [];
  const config = saboteur.defaultConfig(3);
  const authority = new HostAuthority(
    { rules: saboteur, config, seed: 11, actions, phoneOfSeat: [A, B, null] },
    () => {},
  );
  const table = new HostTable(
    () => {},
    () => 'phone-C-token',
  );
  table.know(A, 'Ann');
  table.know(B, 'Boris');
  const seats = ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
    name,
    colour,
    who: 'person',
    where: 'this-phone' as const,
  }));
  table.bind(authority, { gameId: 'saboteur', sessionId: 'session-1', seats, config });
  return { table, seats };
}

describe('issue 33 item 12: a handed seat goes back to its phone', () => {
  it('issue 33 item 12: Boris’s phone returns after his seat went to the host: it is told why, and the host can give the seat back', () => {
    const { table } = setup();
    table.connect(wire())(encodeMessage({ v: 1, t: 'hello', name: 'Ann', token: A }));
    expect(table.handOver(1, null)).toBe(true);
    expect(table.returnable()).toEqual([]);
    const boris = wire();
    table.connect(boris)(encodeMessage({ v: 1, t: 'hello', name: 'Boris', token: B }));
    expect(boris.got.filter((m) => m.t === 'game').at(-1)).toMatchObject({
      yours: [],
      handed: { seat: 1, to: 'host' },
    });
    expect(table.returnable()).toEqual([{ seat: 1, token: B, name: 'Boris' }]);
    expect(table.handOver(1, B)).toBe(true);
    expect(boris.got.filter((m) => m.t === 'game').at(-1)).toMatchObject({ yours: [1] });
    expect(table.returnable()).toEqual([]);
  });

  it('issue 33 item 12: a seat handed to a bot is told as the bot’s', () => {
    const { table, seats } = setup();
    const withBot = seats.map((s, i) => (i === 1 ? { ...s, who: 'easy' } : s));
    expect(table.handOver(1, null, withBot)).toBe(true);
    const boris = wire();
    table.connect(boris)(encodeMessage({ v: 1, t: 'hello', name: 'Boris', token: B }));
    expect(boris.got.filter((m) => m.t === 'game').at(-1)).toMatchObject({ handed: { seat: 1, to: 'bot' } });
    expect(table.returnable().map((r) => r.seat)).toEqual([1]);
  });
});
