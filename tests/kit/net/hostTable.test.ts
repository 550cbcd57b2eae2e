// Issue 14, "Faults" and "What travels": a guest says hello with its token before anything is
// applied, a rejoin gets its seat back at the current state, and every phone gets only its own.
import { describe, expect, it } from 'vitest';
import { A, B, wire } from './hostFixture';
import { HostAuthority } from '../../../src/kit/net/authority';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage } from '../../../src/kit/net/protocol';
import type { SeatAction } from '../../../src/kit/rules';
import { replay } from '../../../src/kit/session';
import { rules as saboteur, type State } from '../../../src/games/saboteur/rules';

function setup() {
  const actions: SeatAction[] = [];
  const config = saboteur.defaultConfig(3);
  // seat 0 on phone A, seat 1 on phone B, seat 2 played on the host
  const authority = new HostAuthority(
    { rules: saboteur, config, seed: 11, actions, phoneOfSeat: [A, B, null] },
    () => {},
  );
  let n = 0;
  const table = new HostTable(
    () => {},
    () => `new-token-${++n}`,
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
  const state = () => replay(saboteur, config, 11, actions) as State;
  return { table, actions, state };
}

const hello = (token: string | null) => encodeMessage({ v: 1, t: 'hello', name: 'x', token });
const act = (action: SeatAction) => encodeMessage({ v: 1, t: 'action', action });

describe('HostTable (Saboteur, 3 seats: phone A, phone B, the host)', () => {
  it('welcomes a known token with its seats, the game and the current state; a new phone gets a new token and no seat', () => {
    const { table } = setup();
    const a = wire();
    table.connect(a)(hello(A));
    expect(a.got.map((m) => m.t)).toEqual(['welcome', 'game', 'state']);
    expect(a.got[0]).toEqual({ v: 1, t: 'welcome', token: A, seats: [0] });
    expect(a.got[1]).toMatchObject({ t: 'game', gameId: 'saboteur', sessionId: 'session-1', yours: [0] });
    const stranger = wire();
    table.connect(stranger)(hello('someone-else-1'));
    expect(stranger.got[0]).toEqual({ v: 1, t: 'welcome', token: 'new-token-1', seats: [] });
    const watch = stranger.got.at(-1)!;
    if (watch.t !== 'state') throw new Error('expected a state');
    expect(watch.seats).toEqual([]);
    expect(table.offline()).toEqual([B]);
  });

  it("tells a guest the game's mode with the game, so it loads the same parts (issue 22)", () => {
    const { table } = setup();
    const authority = new HostAuthority(
      {
        rules: saboteur,
        config: saboteur.defaultConfig(3),
        seed: 1,
        actions: [],
        phoneOfSeat: [A, null, null],
      },
      () => {},
    );
    const seats = ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
      name,
      colour,
      who: 'person',
      where: 'this-phone' as const,
    }));
    table.bind(authority, {
      gameId: 'saboteur',
      mode: 'companion',
      sessionId: 'session-2',
      seats,
      config: {},
    });
    const a = wire();
    table.connect(a)(hello(A));
    expect(a.got[1]).toMatchObject({
      t: 'game',
      gameId: 'saboteur',
      mode: 'companion',
      sessionId: 'session-2',
    });
  });

  it('a phone that left the game screen is told the game is paused, and its actions are refused', () => {
    const { table, actions, state } = setup();
    const a = wire();
    const fromA = table.connect(a);
    fromA(hello(A));
    const legal = saboteur.legalActions(state(), 0)[0];
    table.unbind();
    expect(a.got.at(-1)).toEqual({ v: 1, t: 'paused' });
    fromA(act(legal!));
    expect(a.got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'not-to-act' });
    expect(actions).toEqual([]);
  });

  it('applies nothing a wire sends before its hello', () => {
    const { table, actions, state } = setup();
    const a = wire();
    table.connect(a)(act(saboteur.legalActions(state(), 0)[0]!));
    expect(a.got).toEqual([{ v: 1, t: 'refused', reason: 'malformed' }]);
    expect(actions).toEqual([]);
  });

  it('an applied move sends each phone its own new state; a forged one tells only the sender', () => {
    const { table, actions, state } = setup();
    const a = wire();
    const b = wire();
    const fromA = table.connect(a);
    const fromB = table.connect(b);
    fromA(hello(A));
    fromB(hello(B));
    fromB(act(saboteur.legalActions(state(), 0)[0]!));
    expect(b.got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'not-your-seat' });
    const before = a.got.length;
    expect(b.got.filter((m) => m.t === 'refused')).toHaveLength(1);
    expect(a.got.slice(before)).toEqual([]);
    fromA(act(saboteur.legalActions(state(), 0)[0]!));
    expect(actions).toHaveLength(1);
    for (const [w, seat] of [
      [a, 0],
      [b, 1],
    ] as const) {
      const last = w.got.at(-1)!;
      if (last.t !== 'state') throw new Error('expected a state');
      expect(last.seq).toBe(1);
      expect(last.seats.map((s) => s.seat)).toEqual([seat]);
      expect(last.waitingFor).toEqual([1]);
    }
  });

  it('a guest that dropped rejoins with its token and gets its seat back at the current state', () => {
    const { table, state } = setup();
    const a = wire();
    const fromA = table.connect(a);
    fromA(hello(A));
    fromA(act(saboteur.legalActions(state(), 0)[0]!));
    table.disconnect(a);
    expect(table.offline()).toEqual([A, B]);
    // seat 1 (phone B) is to act: the host cannot play it for B
    expect(table.playLocal(saboteur.legalActions(state(), 1)[0]!)).toMatchObject({ reason: 'not-your-seat' });
    const again = wire();
    table.connect(again)(hello(A));
    const last = again.got.at(-1)!;
    if (last.t !== 'state') throw new Error('expected a state');
    expect(last.seq).toBe(1);
    expect(last.seats).toEqual([{ seat: 0, view: saboteur.view(state(), 0) }]);
    expect(last.away).toEqual([1]);
    expect(table.offline()).toEqual([B]);
  });

  it('a hello said again on the same link (a guest repeats it until it hears the welcome) changes nothing and is not refused: the guest may repeat it safely', () => {
    const { table, state } = setup();
    const a = wire();
    const receive = table.connect(a);
    receive(hello(A));
    const before = a.got.length;
    const s0 = JSON.stringify(state());
    receive(hello(A));
    receive(hello(A));
    expect(a.got.length).toBe(before);
    expect(JSON.stringify(state())).toBe(s0);
  });
});
