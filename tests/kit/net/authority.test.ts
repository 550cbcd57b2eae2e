// Issue 14, "What travels": the host refuses any action but a guest's own seat's legal action,
// drops malformed messages, and sends each guest only the table and its own seats' views.
import { describe, expect, it } from 'vitest';
import { HostAuthority } from '../../../src/kit/net/authority';
import { encodeMessage, GUEST_MESSAGE_MAX } from '../../../src/kit/net/protocol';
import type { GameRules, SeatAction } from '../../../src/kit/rules';
import { replay } from '../../../src/kit/session';
import { rules as saboteur } from '../../../src/games/saboteur/rules';
import { rules as villagePillage } from '../../../src/games/village-pillage/rules';
import {
  rules as rollingVillage,
  type Action as RvAction,
  type State as RvState,
} from '../../../src/games/rolling-village/rules';

const A = 'phone-A-token';
const B = 'phone-B-token';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function table<S>(rules: GameRules<any, S, any, any>, phoneOfSeat: (string | null)[]) {
  const actions: SeatAction[] = [];
  const logged: string[] = [];
  const setup = { rules, config: rules.defaultConfig(3), seed: 7, actions, phoneOfSeat };
  const authority = new HostAuthority(setup, (w) => logged.push(w));
  const state = () => replay(rules, setup.config, setup.seed, actions) as S;
  const send = (phone: string, action: SeatAction) =>
    authority.receive(phone, encodeMessage({ v: 1, t: 'action', action }));
  return { authority, actions, logged, state, send, config: setup.config };
}

describe('HostAuthority with Saboteur (seat 0 on phone A, seats 1 and 2 on phone B)', () => {
  const phones = [A, B, B];

  it('applies phone A’s legal action for its own seat 0 and logs the rules’ own action', () => {
    const t = table(saboteur, phones);
    const legal = saboteur.legalActions(t.state(), 0)[0];
    expect(t.send(A, legal!)).toEqual({ kind: 'applied', action: legal });
    expect(t.actions).toEqual([legal]);
  });

  it('refuses a forged action: phone B sends seat 0’s legal move; log and state unchanged', () => {
    const t = table(saboteur, phones);
    const before = JSON.stringify(t.state());
    const forged = saboteur.legalActions(t.state(), 0)[0];
    expect(t.send(B, forged!)).toMatchObject({ kind: 'refused', reason: 'not-your-seat' });
    expect(t.actions).toEqual([]);
    expect(JSON.stringify(t.state())).toBe(before);
    expect(t.logged).toHaveLength(1);
  });

  it('refuses an action by a seat not to act: phone B moves its seat 1 during seat 0’s turn', () => {
    const t = table(saboteur, phones);
    expect(saboteur.actors(t.state())).toEqual([0]);
    const outOfTurn = { ...saboteur.legalActions(t.state(), 0)[0], seat: 1 };
    expect(t.send(B, outOfTurn)).toMatchObject({ kind: 'refused', reason: 'not-to-act' });
    expect(t.actions).toEqual([]);
  });

  it('refuses an action the rules do not list (unknown card, or a legal one with an extra field)', () => {
    const t = table(saboteur, phones);
    const legal = saboteur.legalActions(t.state(), 0)[0];
    expect(t.send(A, { ...legal, card: 'gold-bar' } as unknown as SeatAction)).toMatchObject({
      reason: 'illegal',
    });
    expect(t.send(A, { ...legal, extra: 1 } as unknown as SeatAction)).toMatchObject({ reason: 'illegal' });
    expect(t.actions).toEqual([]);
  });

  it('drops malformed messages, logs each, and applies none', () => {
    const t = table(saboteur, phones);
    const legal = saboteur.legalActions(t.state(), 0)[0];
    const bad = [
      'not json',
      JSON.stringify({ v: 2, t: 'action', action: legal }),
      JSON.stringify({ v: 1, t: 'action', action: { ...legal, seat: '0' } }),
      JSON.stringify({ v: 1, t: 'action' }),
      JSON.stringify({ v: 1, t: 'teleport', action: legal }),
      `{"v":1,"t":"action","action":{"seat":0,"__proto__":{"x":1}}}`,
      JSON.stringify({ v: 1, t: 'action', action: { ...legal, pad: 'x'.repeat(GUEST_MESSAGE_MAX) } }),
      42,
    ];
    for (const text of bad) expect(t.authority.receive(A, text)).toMatchObject({ reason: 'malformed' });
    expect(t.actions).toEqual([]);
    expect(t.logged).toHaveLength(bad.length);
  });

  it('sends phone B the table view and only seats 1 and 2: no seat 0 role, hand or Map result', () => {
    const t = table(saboteur, phones);
    // play a few turns so hands, discards and events exist
    for (let k = 0; k < 6; k++) {
      const seat = saboteur.actors(t.state())[0];
      t.send(phones[seat!]!, saboteur.legalActions(t.state(), seat!)[0]!);
    }
    expect(t.actions).toHaveLength(6);
    const msg = t.authority.stateFor(B);
    const text = JSON.stringify(msg);
    if (msg.t !== 'state') throw new Error('expected a state message');
    expect(msg.seats.map((s) => s.seat)).toEqual([1, 2]);
    expect(msg.waitingFor).toEqual(saboteur.actors(t.state()));
    expect(text).not.toContain(JSON.stringify(saboteur.view(t.state(), 0).me));
    const seat0Role = saboteur.view(t.state(), 0).me!.role;
    for (const v of [msg.table, ...msg.seats.map((s) => s.view)] as ReturnType<typeof saboteur.view>[])
      expect(v.seats[0]!.role).toBeNull();
    expect((msg.table as ReturnType<typeof saboteur.view>).me).toBeNull();
    expect(typeof seat0Role).toBe('string');
    // and the state itself never travels: its deck order is nowhere in the message
    expect(text).not.toContain('"deck"');
  });
});

describe('HostAuthority with Village Pillage (seat 0 on phone A, seats 1 and 2 on phone B)', () => {
  const phones = [A, B, B];

  it('keeps seat 0’s secret plan off phone B until the reveal', () => {
    const t = table(villagePillage, phones);
    const plan = villagePillage.legalActions(t.state(), 0)[0];
    expect(t.send(A, plan!)).toMatchObject({ kind: 'applied' });
    const msg = t.authority.stateFor(B);
    if (msg.t !== 'state') throw new Error('expected a state message');
    for (const v of [msg.table, ...msg.seats.map((s) => s.view)] as ReturnType<
      typeof villagePillage.view
    >[]) {
      expect(v.seats[0]!.planned).toBe(true);
      expect(v.seats[0]!.plan).toBeNull();
    }
    expect(villagePillage.view(t.state(), 0).seats[0]!.plan).not.toBeNull(); // positive control
  });

  it('refuses a second plan from a seat that already planned (not to act), and a forged plan', () => {
    const t = table(villagePillage, phones);
    const [first, second] = villagePillage.legalActions(t.state(), 0);
    t.send(A, first!);
    expect(t.send(A, second!)).toMatchObject({ reason: 'not-to-act' });
    expect(t.send(A, villagePillage.legalActions(t.state(), 1)[0]!)).toMatchObject({
      reason: 'not-your-seat',
    });
    expect(t.actions).toEqual([first]);
  });
});

describe('HostAuthority with Rolling Village (seat 0 on the host, seat 1 on phone A, seat 2 on phone B)', () => {
  const phones = [null, A, B];
  const rvAct = (a: RvAction): SeatAction => a;
  const rv = rollingVillage as GameRules<unknown, RvState, RvAction, unknown>;
  const rolled = () => {
    const t = table(rv, phones);
    expect(t.send(B, rvAct({ type: 'roll', seat: 2 }))).toMatchObject({ kind: 'applied' });
    return t;
  };

  it('any phone’s own seat may roll (every seat is to act while a roll is due, Rolling Village §12.5); a roll for another seat is refused', () => {
    const t = table(rv, phones);
    expect(t.send(A, rvAct({ type: 'roll', seat: 0 }))).toMatchObject({
      kind: 'refused',
      reason: 'not-your-seat',
    });
    expect(t.send(A, rvAct({ type: 'roll', seat: 1 }))).toMatchObject({ kind: 'applied' });
    expect(t.actions).toEqual([rvAct({ type: 'roll', seat: 1 })]);
  });

  it('refuses a forged sheet action: phone A places on seat 2’s sheet; log and state unchanged', () => {
    const t = rolled();
    const before = JSON.stringify(t.state());
    const forged = rv.legalActions(t.state(), 2).find((a) => a.type === 'place')!;
    expect(t.send(A, forged)).toMatchObject({ kind: 'refused', reason: 'not-your-seat' });
    expect(t.actions).toHaveLength(1);
    expect(JSON.stringify(t.state())).toBe(before);
  });

  it('applies each phone’s own picks on the same roll, and waits for the sheets not done (actors)', () => {
    const t = rolled();
    for (const [phone, seat] of [
      [A, 1],
      [B, 2],
    ] as const) {
      for (let k = 0; k < 2; k++) {
        const place = rv.legalActions(t.state(), seat).find((a) => a.type === 'place')!;
        expect(t.send(phone, place)).toMatchObject({ kind: 'applied' });
      }
      expect(t.send(phone, rvAct({ type: 'done', seat }))).toMatchObject({ kind: 'applied' });
    }
    expect(t.authority.waitingFor()).toEqual([0]);
    // a sheet that is done is not to act: a second done is refused
    expect(t.send(A, rvAct({ type: 'done', seat: 1 }))).toMatchObject({
      kind: 'refused',
      reason: 'not-to-act',
    });
  });
});
