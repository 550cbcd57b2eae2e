// A host table on one 3-seat Saboteur game with two guest phones known (Ann on A, Boris on B, Vera
// on the host), and a wire that collects what the host sends one phone: the setting the tests
// of seats handed over and handed back (issue 24 item 10, issue 33 item 12) share.
import { HostAuthority } from '../../../src/kit/net/authority';
import { HostTable } from '../../../src/kit/net/hostTable';
import { parseHostMessage, type HostMessage } from '../../../src/kit/net/protocol';
import type { SeatAction } from '../../../src/kit/rules';
import { rules as saboteur } from '../../../src/games/saboteur/rules';

export const A = 'phone-A-token';
export const B = 'phone-B-token';

export function wire() {
  const got: HostMessage[] = [];
  return {
    got,
    send(text: string) {
      const parsed = parseHostMessage(text);
      if (!parsed.ok) throw new Error(`host sent a malformed message: ${parsed.error}`);
      got.push(parsed.msg);
    },
    /** the last state the host sent this phone */
    lastState: () => got.filter((m) => m.t === 'state').at(-1) as Extract<HostMessage, { t: 'state' }>,
  };
}

export function setup() {
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
  return { table, authority, seats };
}
