import { describe, expect, it } from 'vitest';
import {
  encodeMessage,
  parseGuestMessage,
  parseHostMessage,
  type HostMessage,
} from '../../../src/kit/net/protocol';

describe('multi-phone protocol v1 (issue 14: versioned, validated like an imported file)', () => {
  it('reads back what the host sends: welcome, state, refused, ping', () => {
    const msgs: HostMessage[] = [
      { v: 1, t: 'welcome', token: 'guest-token-1', seats: [1, 2] },
      {
        v: 1,
        t: 'state',
        seq: 3,
        table: { round: 1 },
        seats: [{ seat: 1, view: { me: 1 } }],
        waitingFor: [0],
        away: [2],
      },
      {
        v: 1,
        t: 'game',
        gameId: 'saboteur',
        sessionId: 'a1b2-c3',
        seats: [{ name: 'Аня', colour: 0, who: 'person', where: 'this-phone' as const }],
        config: { mode: 'classic' },
        yours: [0],
      },
      { v: 1, t: 'paused' },
      { v: 1, t: 'refused', reason: 'not-your-seat' },
      { v: 1, t: 'ping', n: 4 },
    ];
    for (const m of msgs) expect(parseHostMessage(encodeMessage(m))).toEqual({ ok: true, msg: m });
  });

  it('reads a state message longer than a long 6-seat Village Pillage game sends (every round in the log: ~0.7 MB measured by round 19)', () => {
    const log = Array.from({ length: 12_000 }, (_, i) => ({
      type: 'plan',
      seat: i % 6,
      round: i >> 4,
      left: 'farmer',
    }));
    const msg: HostMessage = {
      v: 1,
      t: 'state',
      seq: 120,
      table: { log },
      seats: [{ seat: 1, view: { log } }],
      waitingFor: [1],
      away: [],
    };
    const text = encodeMessage(msg);
    expect(text.length).toBeGreaterThan(1.2 * 1024 * 1024);
    expect(parseHostMessage(text)).toEqual({ ok: true, msg });
  });

  it('drops host messages of another version, unknown type or wrong field types', () => {
    for (const m of [
      { v: 2, t: 'ping', n: 1 },
      { v: 1, t: 'state', seq: -1, table: {}, seats: [], waitingFor: [] },
      { v: 1, t: 'state', seq: 1, table: {}, seats: [{ seat: 'x', view: {} }], waitingFor: [] },
      { v: 1, t: 'welcome', token: 'short', seats: [] },
      { v: 1, t: 'refused', reason: 'because' },
      { v: 1, t: 'state', seq: 1, table: {}, seats: [], waitingFor: [] },
      { v: 1, t: 'game', gameId: '../x', sessionId: 's', seats: [], config: {}, yours: [] },
      { v: 1, t: 'game', gameId: 'vp', sessionId: 's', seats: [], config: {}, yours: [0] },
      {
        v: 1,
        t: 'game',
        gameId: 'vp',
        sessionId: 's',
        seats: [{ name: 1, colour: 0, who: 'person', where: 'this-phone' as const }],
        config: {},
        yours: [],
      },
    ])
      expect(parseHostMessage(JSON.stringify(m)).ok).toBe(false);
  });

  it("carries the game's mode so the guest loads the same parts (issue 22); a malformed mode is dropped", () => {
    const game = {
      v: 1 as const,
      t: 'game' as const,
      gameId: 'saboteur',
      sessionId: 's1',
      seats: [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const }],
      config: {},
      yours: [0],
    };
    expect(parseHostMessage(encodeMessage({ ...game, mode: 'companion' }))).toEqual({
      ok: true,
      msg: { ...game, mode: 'companion' },
    });
    // 'app' is the default: read as no mode, like a saved game
    expect(parseHostMessage(encodeMessage({ ...game, mode: 'app' }))).toEqual({ ok: true, msg: game });
    for (const mode of [7, '', '../x', 'Companion', 'x'.repeat(30)])
      expect(parseHostMessage(JSON.stringify({ ...game, mode })).ok).toBe(false);
  });

  it('accepts a hello with or without a rejoin token, and refuses a token with odd characters', () => {
    expect(parseGuestMessage(encodeMessage({ v: 1, t: 'hello', name: 'Ann', token: null })).ok).toBe(true);
    expect(parseGuestMessage(encodeMessage({ v: 1, t: 'hello', name: 'Ann', token: 'abcdefgh12' })).ok).toBe(
      true,
    );
    expect(parseGuestMessage(JSON.stringify({ v: 1, t: 'hello', name: 'Ann', token: '<script>' })).ok).toBe(
      false,
    );
  });
});
