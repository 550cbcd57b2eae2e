// One harness for Village Pillage screen tests that goes through the real session store
// (src/store/sessions.ts): a game is created and opened there, every tap is the store's `act`
// (so a refused action comes back as the store's RuleError), bots act through the same store,
// and a "reload" closes the game and opens it again by replaying its saved log.
import { villagePillage } from '../../../../src/games/village-pillage';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';
import { VillagePillageScreen } from '../../../../src/games/village-pillage/ui/VillagePillageScreen';
import { createRng, deriveSeed } from '../../../../src/kit/random';
import type { SeatAction } from '../../../../src/kit/rules';
import type { Session } from '../../../../src/kit/session';
import { useSessions } from '../../../../src/store/sessions';
import { screenProps } from '../../../kit/screenProps';

// the game as the shell loads it: through its one defineGame call
const game = await villagePillage.load();

export const NAMES = ['Anna', 'Boris', 'Carl', 'Dora', 'Emil', 'Fay'];

/** The open game's state and session, from the store. */
export function current(): {
  state: State;
  actions: readonly SeatAction[];
  id: string;
  seats: Session['seats'];
} {
  const { open, sessions } = useSessions.getState();
  if (!open) throw new Error('no open game');
  const session = sessions[open.id];
  return { state: open.state as State, actions: session.actions, id: open.id, seats: session.seats };
}

/** Lets every bot seat act through the store until a person must act or the game ends. */
export function runStoreBots(): void {
  for (let guard = 0; guard < 2000; guard++) {
    const { state, id } = current();
    const seats = useSessions.getState().sessions[id].seats;
    const seat = rules.actors(state).find((s) => seats[s].kind.startsWith('bot:'));
    if (seat === undefined) return;
    const bot = game.bots[seats[seat].kind.slice(4)];
    const err = useSessions.getState().act(bot.decide(state, seat, createRng(deriveSeed(7, guard, seat))));
    if (err) throw err;
  }
  throw new Error('bots did not finish');
}

/** Creates and opens a game in the store, plays `actions` through it, then lets the bots act. */
export function openVpGame(kinds: string[], seed = 5, actions: readonly Action[] = []): string {
  const seats = kinds.map((kind, i) => ({ name: NAMES[i], colour: i, kind }));
  const store = useSessions.getState();
  const id = store.create('village-pillage', rules.defaultConfig(kinds.length), seats, seed);
  store.openSession(id, game);
  for (const a of actions) {
    const err = useSessions.getState().act(a);
    if (err) throw err;
  }
  runStoreBots();
  return id;
}

/** As after a reload: the game is closed and opened again from its saved log. */
export function reopen(): void {
  const { id } = current();
  useSessions.getState().close();
  useSessions.getState().openSession(id, game);
}

/** The game screen on the store's open game, as the host renders it. */
export function StoreScreen() {
  const open = useSessions((s) => s.open);
  const session = useSessions((s) => (s.open ? s.sessions[s.open.id] : null));
  if (!open || !session) return null;
  const dispatch = (a: SeatAction) => {
    const err = useSessions.getState().act(a);
    if (!err) runStoreBots();
    return err;
  };
  return <VillagePillageScreen {...screenProps(rules, session, open.state as State, dispatch)} />;
}
