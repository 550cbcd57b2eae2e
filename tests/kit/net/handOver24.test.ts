// Issue 24 item 10: a guest phone that lost its token could never get its seat back, and the game
// waited for that seat for ever. The host hands a waiting seat to any linked phone, to itself or
// to a bot, and every phone is told.
import { describe, expect, it } from 'vitest';
import { A, B, setup, wire } from './hostFixture';
import { encodeMessage } from '../../../src/kit/net/protocol';

describe('issue 24 item 10: the host hands a waiting seat on', () => {
  it('to a newly linked phone: it gets the seat, the game no longer waits for the lost one, and every phone is told', () => {
    const { table } = setup();
    const ann = wire();
    table.connect(ann)(encodeMessage({ v: 1, t: 'hello', name: 'Ann', token: A }));
    // Boris's phone lost its token: it links as a new phone
    const boris = wire();
    table.connect(boris)(encodeMessage({ v: 1, t: 'hello', name: 'Boris new', token: null }));
    expect(table.offline()).toEqual([B]);
    expect(table.handOver(1, 'phone-C-token')).toBe(true);
    expect(table.offline()).toEqual([]);
    expect(boris.got.filter((m) => m.t === 'game').at(-1)).toMatchObject({
      yours: [1],
      handed: { seat: 1, to: 'phone', name: 'Boris new' },
    });
    expect(ann.got.filter((m) => m.t === 'game').at(-1)).toMatchObject({
      yours: [0],
      handed: { seat: 1, to: 'phone' },
    });
  });

  it('to the host or to a bot: no phone holds it, and the table is told which', () => {
    const { table, seats } = setup();
    const ann = wire();
    table.connect(ann)(encodeMessage({ v: 1, t: 'hello', name: 'Ann', token: A }));
    expect(table.handOver(1, null)).toBe(true);
    expect(ann.got.filter((m) => m.t === 'game').at(-1)).toMatchObject({ handed: { seat: 1, to: 'host' } });
    const withBot = seats.map((s, i) => (i === 1 ? { ...s, who: 'easy', where: 'this-phone' as const } : s));
    expect(table.handOver(1, null, withBot)).toBe(true);
    const last = ann.got.filter((m) => m.t === 'game').at(-1);
    expect(last).toMatchObject({ handed: { seat: 1, to: 'bot' } });
    expect(last && last.t === 'game' && last.seats[1]!.who).toBe('easy');
    expect(table.offline()).toEqual([]);
  });

  it('never to a phone the host does not know', () => {
    const { table } = setup();
    expect(table.handOver(1, 'stranger-token')).toBe(false);
  });
});
