// One harness for game screen tests that go through the real session store (src/store/sessions.ts),
// for every game (issue 21 item 4): a game is created and opened there as the shell does, every
// tap is the store's `act` (so a refused action comes back as the store's RuleError and is neither
// applied nor saved), bot seats act through the same store, and a "reload" closes the game and
// opens it again by replaying its saved log.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { botLevel } from '../../src/kit/botSeat';
import type { GameModule, GameScreenProps, LoadedGame } from '../../src/kit/game';
import { createRng, deriveSeed, type Rng } from '../../src/kit/random';
import type { GameRules, RuleError, SeatAction } from '../../src/kit/rules';
import type { Session, SeatInfo } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { screenProps } from '../kit/screenProps';

export interface HarnessSpec<C, S, A extends SeatAction, V> {
  /** the game's module, loaded as the shell loads it: through its one defineGame call */
  module: GameModule;
  rules: GameRules<C, S, A, V>;
  Screen: ComponentType<GameScreenProps<C, A, V>>;
  /** the seat names, seat i gets names[i] */
  names: readonly string[];
  /** when set, bot seats act through the store after every tap and every `open` (seeded by this) */
  botSeed?: number;
  /** how `playUntil` chooses the actions that reach a position (a bot's decide) */
  playBy?(s: S, seat: number, rng: Rng): A;
}

/** Who plays a seat and where (issue 21 item 2). */
export type SeatPlayer = Pick<SeatInfo, 'who' | 'where'>;

/** A seat on this phone played by a person ('person') or a bot of that level ('easy'). */
export const playedBy = (who: string): SeatPlayer => ({ who, where: 'this-phone' });

/** A person's sheet in a roll-and-write game, in its rules' words: on the phone or on paper. */
export const sheet = (kind: 'digital' | 'paper'): SeatPlayer => ({
  who: 'person',
  where: kind === 'paper' ? 'paper' : 'this-phone',
});

export interface OpenOptions<C, S, A> {
  /** default: the game's configFor(the seats) */
  config?: C;
  /** who plays each seat and where (playedBy, sheet) */
  seats: readonly SeatPlayer[];
  seed: number;
  /** actions played through the store right after it opens */
  actions?: readonly A[];
  /** replaces the opened state (a crafted position) */
  craft?(s: S): S;
}

export async function gameHarness<C, S, A extends SeatAction, V>(spec: HarnessSpec<C, S, A, V>) {
  const game: LoadedGame = await spec.module.load();
  const { rules } = spec;

  const seatsOf = (players: readonly SeatPlayer[]): SeatInfo[] =>
    players.map((p, i) => ({ name: spec.names[i] as string, colour: i, ...p }));

  /** The open game's state, log, id and seats. */
  function current(): { state: S; actions: readonly A[]; id: string; seats: Session['seats'] } {
    const { open } = useSessions.getState();
    if (!open) throw new Error('no open game');
    const session = open.session;
    return {
      state: open.state as S,
      actions: session.actions as readonly unknown[] as readonly A[],
      id: open.id,
      seats: session.seats,
    };
  }

  /** Acts through the store as a tap would; a refusal fails the test. */
  function act(action: A): void {
    const err = useSessions.getState().act(action);
    if (err) throw err;
  }

  /** Lets every bot seat act through the store until a person must act or the game ends. */
  function runBots(): void {
    if (spec.botSeed === undefined) return;
    for (let guard = 0; guard < 2000; guard++) {
      const { state, seats } = current();
      const seat = rules.actors(state).find((i) => botLevel(seats[i]) !== null);
      if (seat === undefined) return;
      const bot = game.bots[botLevel(seats[seat])!]!;
      act(bot.decide(state, seat, createRng(deriveSeed(spec.botSeed, guard, seat))) as A);
    }
    throw new Error('bots did not finish');
  }

  /** Creates and opens a game in the store, as the new-game screen does; returns its id. */
  function open(o: OpenOptions<C, S, A>): string {
    const store = useSessions.getState();
    const seats = seatsOf(o.seats);
    const id = store.create(
      spec.module.id,
      o.config ?? game.configFor(seats, null, 'last-game'),
      seats,
      o.seed,
    );
    store.openSession(id, game);
    if (o.craft) {
      const craft = o.craft;
      useSessions.setState((s) => ({ open: s.open && { ...s.open, state: craft(s.open.state as S) } }));
    }
    for (const a of o.actions ?? []) act(a);
    runBots();
    return id;
  }

  /** Plays `playBy`'s actions through the store until `stop` holds. */
  function playUntil(stop: (s: S) => boolean, seed = 3): void {
    const choose = spec.playBy;
    if (!choose) throw new Error('playUntil needs the spec to say how to play (playBy)');
    const rng = createRng(seed);
    for (let guard = 0; !stop(current().state); guard++) {
      if (guard > 3000) throw new Error('the position was never reached');
      const s = current().state;
      act(choose(s, rules.actors(s)[0]!, rng));
    }
  }

  /** As after a reload: the game is closed and opened again from its saved log. */
  function reopen(): void {
    const { id } = current();
    useSessions.getState().close();
    useSessions.getState().openSession(id, game);
  }

  /** Something that happens at the table between a tap and its action (another tap landing first). */
  let interleave: (() => void) | null = null;
  function beforeNextAct(f: () => void): void {
    interleave = f;
  }

  /** The screen's dispatch: the store's act, after whatever was set to land first; then the bots. */
  function dispatch(a: A): RuleError | null {
    const f = interleave;
    interleave = null;
    f?.();
    const err = useSessions.getState().act(a);
    if (!err) runBots();
    return err;
  }

  function StoreScreen({ exit, rematch }: { exit?(): void; rematch?(): void }) {
    const o = useSessions((s) => s.open);
    const session = useSessions((s) => (s.open ? s.open.session : null));
    if (!o || !session) return null;
    return <spec.Screen {...screenProps(rules, session, o.state as S, dispatch, { exit, rematch })} />;
  }

  /** Renders the store's open game as the host does. */
  function renderScreen(props: { exit?(): void; rematch?(): void } = {}) {
    interleave = null;
    return render(<StoreScreen {...props} />);
  }

  return {
    game,
    names: spec.names,
    seatsOf,
    current,
    state: () => current().state,
    actions: () => current().actions,
    act,
    runBots,
    open,
    playUntil,
    reopen,
    beforeNextAct,
    StoreScreen,
    renderScreen,
  };
}
