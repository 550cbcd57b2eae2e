// Issue 30: a guest phone can take back its own move as the host's table can (the game's undo
// policy: a Village Pillage plan while other seats still plan), and only its own, only while it
// is the log's last. After leaving a linked game, the host's several-phones page knows the game.
import { describe, expect, it } from 'vitest';
import { A, B, wire } from './hostFixture';
import { HostAuthority } from '../../../src/kit/net/authority';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage } from '../../../src/kit/net/protocol';
import type { SeatAction } from '../../../src/kit/rules';
import { replay } from '../../../src/kit/session';
import { rules, undoable } from '../../../src/games/village-pillage/rules';
import type { State } from '../../../src/games/village-pillage/rules/types';

function setup() {
  const actions: SeatAction[] = [];
  const config = rules.defaultConfig(3);
  const authority = new HostAuthority(
    {
      rules,
      config,
      seed: 5,
      actions,
      phoneOfSeat: [A, B, null],
      undoable: (before, action) => undoable(before as State, action as never),
    },
    () => {},
  );
  const table = new HostTable(
    () => {},
    () => 'new-token',
  );
  table.know(A, 'Маша');
  table.know(B, 'Дима');
  const seats = ['Маша', 'Дима', 'Оля'].map((name, colour) => ({
    name,
    colour,
    who: 'person',
    where: 'this-phone' as const,
  }));
  table.bind(authority, { gameId: 'village-pillage', sessionId: 'session-1', seats, config });
  const state = () => replay(rules, config, 5, actions) as State;
  const a = wire();
  const b = wire();
  const fromA = table.connect(a);
  const fromB = table.connect(b);
  fromA(encodeMessage({ v: 1, t: 'hello', name: 'Маша', token: A }));
  fromB(encodeMessage({ v: 1, t: 'hello', name: 'Дима', token: B }));
  return { table, actions, state, a, b, fromA, fromB };
}

const plan = (s: State, seat: number) =>
  encodeMessage({ v: 1, t: 'action', action: rules.legalActions(s, seat)[0]! });
const undo = (seq: number) => encodeMessage({ v: 1, t: 'undo', seq });

describe('issue 30: a guest takes back its own move', () => {
  it('issue 30: after its plan the guest is offered the take-back (the other phone is not); it drops that plan and everyone gets the state before it', () => {
    const { actions, state, a, b, fromA } = setup();
    fromA(plan(state(), 0));
    expect(actions).toHaveLength(1);
    expect(a.lastState().undo).toBe(0);
    expect(b.lastState().undo).toBeUndefined();
    fromA(undo(1));
    expect(actions).toEqual([]);
    expect(a.lastState()).toMatchObject({ seq: 0 });
    expect(a.lastState().undo).toBeUndefined();
    expect(b.lastState()).toMatchObject({ seq: 0 });
  });

  it('issue 30: another phone cannot take back that plan, nor can a take-back reach past a move made meanwhile', () => {
    const { actions, state, a, b, fromA, fromB } = setup();
    fromA(plan(state(), 0));
    fromB(undo(1));
    expect(b.got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'too-late' });
    expect(actions).toHaveLength(1);
    fromB(plan(state(), 1));
    // Маша's take-back was meant for the log as it stood after her plan
    fromA(undo(1));
    expect(a.got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'too-late' });
    expect(actions).toHaveLength(2);
  });

  it('issue 30: the plan that reveals the cards is final: no take-back is offered or taken', () => {
    const { actions, state, table, a, fromA, fromB } = setup();
    table.playLocal(rules.legalActions(state(), 2)[0]!);
    fromB(plan(state(), 1));
    fromA(plan(state(), 0));
    expect(actions).toHaveLength(3);
    expect(a.lastState().undo).toBeUndefined();
    fromA(undo(3));
    expect(a.got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'too-late' });
    expect(actions).toHaveLength(3);
  });

  it('issue 30: a host that leaves the linked game still knows it (its several-phones page offers it)', () => {
    const { table } = setup();
    expect(table.leftGame()).toBeNull();
    table.unbind();
    expect(table.leftGame()).toEqual({ gameId: 'village-pillage', sessionId: 'session-1' });
  });
});
