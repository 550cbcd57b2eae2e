// Issue 33 item 12 (first half): a seat the host handed to itself or to a bot while its phone was
// away can be given back when that phone returns, and the returning phone is told why it holds
// fewer seats.
import { describe, expect, it } from 'vitest';
import { A, B, setup, wire } from './hostFixture';
import { encodeMessage } from '../../../src/kit/net/protocol';

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
