// Multi-phone host costs (issue 14): building one guest's state message and checking one guest
// action, on a Saboteur table after 30 moves. Message sizes are printed once.
import { gzipSync } from 'node:zlib';
import { bench, describe } from 'vitest';
import { HostAuthority } from '../src/kit/net/authority';
import { encodeMessage } from '../src/kit/net/protocol';
import type { SeatAction } from '../src/kit/rules';
import { replay } from '../src/kit/session';
import { rules as saboteur, type State } from '../src/games/saboteur/rules';

for (const players of [4, 10]) {
  const phones = Array.from({ length: players }, (_, i) => `phone-${i}-token`);
  const config = saboteur.defaultConfig(players);
  const actions: SeatAction[] = [];
  const authority = new HostAuthority(
    { rules: saboteur, config, seed: 3, actions, phoneOfSeat: phones },
    () => {},
  );
  const state = () => replay(saboteur, config, 3, actions) as State;
  for (let k = 0; k < 30; k++) {
    const seat = saboteur.actors(state())[0];
    if (seat === undefined) break;
    authority.receive(
      phones[seat]!,
      encodeMessage({ v: 1, t: 'action', action: saboteur.legalActions(state(), seat)[0]! }),
    );
  }
  const msg = encodeMessage(authority.stateFor(phones[1]!));
  const table = JSON.stringify(saboteur.view(state(), null));
  console.log(
    `saboteur ${players}p after ${actions.length} moves: table view ${table.length} B, one guest's state message ${msg.length} B (${gzipSync(msg).length} B gzip)`,
  );
  const seat = saboteur.actors(state())[0];
  const other = phones[(seat! + 1) % players];
  const forged = encodeMessage({ v: 1, t: 'action', action: saboteur.legalActions(state(), seat!)[0]! });

  describe(`saboteur ${players}p host`, () => {
    bench('state message for one guest (views + JSON)', () => {
      encodeMessage(authority.stateFor(phones[1]!));
    });
    bench('refuse a forged action (parse + seat check)', () => {
      authority.receive(other!, forged);
    });
  });
}
