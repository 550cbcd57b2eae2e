// One harness for Rolling Village screen tests that goes through the real session store
// (src/store/sessions.ts): a game is created and opened there as the shell does, every tap is
// the store's `act` (so a refused action comes back as the store's RuleError and is neither
// applied nor saved), and positions are reached by playing the greedy bot through the store.
import { render } from '@testing-library/react';
import { rollingVillage } from '../../../../src/games/rolling-village';
import { rules } from '../../../../src/games/rolling-village/game';
import type { Action, State } from '../../../../src/games/rolling-village/rules';
import { bots } from '../bots';
import type { RvConfig } from '../../../../src/games/rolling-village/rules/setup-config';
import { RollingVillageScreen } from '../../../../src/games/rolling-village/ui/RollingVillageScreen';
import { createRng } from '../../../../src/kit/random';
import type { SeatAction } from '../../../../src/kit/rules';
import type { SeatInfo } from '../../../../src/kit/session';
import { useSessions } from '../../../../src/store/sessions';
import { screenProps } from '../../../kit/screenProps';

// the game as the shell loads it: through its one defineGame call
export const game = await rollingVillage.load();

export const NAMES = ['Ann', 'Boris', 'Cleo', 'Dina'];

export const seatsOf = (kinds: string[]): SeatInfo[] =>
  kinds.map((kind, i) => ({ name: NAMES[i], colour: i, kind }));

export function storeState(): State {
  return useSessions.getState().open?.state as State;
}

export function loggedActions(): readonly Action[] {
  const s = useSessions.getState();
  return s.open ? (s.sessions[s.open.id].actions as readonly unknown[] as readonly Action[]) : [];
}

/** Acts through the store as another tap on this phone would. */
export function actNow(action: Action): void {
  useSessions.getState().act(action);
}

/** Creates and opens a game in the store, as the new-game screen does. */
export function openRvGame(kinds: string[], shared: RvConfig['shared'] = null, seed = 11): string {
  const seats = seatsOf(kinds);
  const config = { ...(game.configFor(seats, null) as RvConfig), shared };
  const store = useSessions.getState();
  const id = store.create('rolling-village', config, seats, seed);
  store.openSession(id, game);
  return id;
}

/** Plays the greedy bot's choices through the store until `stop` holds. */
export function playUntil(stop: (s: State) => boolean): void {
  const rng = createRng(3);
  for (let guard = 0; !stop(storeState()); guard++) {
    if (guard > 3000) throw new Error('the position was never reached');
    const s = storeState();
    const seat = rules.actors(s)[0];
    const err = useSessions.getState().act(bots.greedy.decide(s, seat, rng) as Action);
    if (err) throw err;
  }
}

/** Something that happens at the table between a tap and its action (another tap landing first). */
let interleave: (() => void) | null = null;
export function beforeNextAct(f: () => void): void {
  interleave = f;
}

/** The screen's dispatch: the store's act, after whatever was set to land first. */
function dispatch(a: SeatAction) {
  const f = interleave;
  interleave = null;
  f?.();
  return useSessions.getState().act(a);
}

function StoreScreen({ exit, rematch }: { exit(): void; rematch(): void }) {
  const open = useSessions((s) => s.open);
  const session = useSessions((s) => (s.open ? s.sessions[s.open.id] : null));
  if (!open || !session) return null;
  return (
    <RollingVillageScreen
      {...screenProps(rules, session, open.state as State, dispatch, { exit, rematch })}
    />
  );
}

/** Renders the store's open game as the host does. */
export function renderScreen(exit: () => void = () => {}, rematch: () => void = () => {}) {
  interleave = null;
  return render(<StoreScreen exit={exit} rematch={rematch} />);
}
