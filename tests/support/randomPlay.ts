// One random-play loop for every test that walks a game by legal actions (issue 21 item 4): an
// actor is chosen (the first, or a random one), then an action (uniformly among its legal
// actions, or by a given chooser such as a bot), and applied, until no seat can act or a limit
// is reached. Seeded, so every run of a test plays the same games.
import { createRng, nextInt, type Rng } from '../../src/kit/random';

/** What the loop needs of a game's rules (a kernel or a companion). */
export interface Playable<S, A> {
  actors(s: S): readonly number[];
  legalActions(s: S, seat: number): readonly A[];
  apply(s: S, a: A): S;
}

/** One applied action: the state before it, who acted, what they could do and did, the state after. */
export interface Step<S, A> {
  /** 0 for the first action */
  index: number;
  state: S;
  seat: number;
  /** the seat's legal actions in `state` (computed on first call) */
  legal(): readonly A[];
  action: A;
  next: S;
}

export interface RandomPlayOptions<S, A> {
  /** the seed of the walk's own stream, or a stream to draw from */
  rng: number | Rng;
  /** which of the actors moves: the first (default), one drawn at random, or the one a function picks */
  seat?: 'first' | 'random' | ((actors: readonly number[]) => number);
  /**
   * The action to play; default: one of the seat's legal actions, uniformly (an actor without a
   * legal action fails the walk). A bot's `decide` goes here. Returning undefined ends the walk
   * there, before anything more is applied.
   */
  choose?(state: S, seat: number, rng: Rng, legal: () => readonly A[]): A | undefined;
  /** stop after this many actions, ended or not (default: only when nobody can act) */
  maxSteps?: number;
  /** fail when the game has not ended after this many actions (default 100,000) */
  endWithin?: number;
  /** stop, before acting, once this holds */
  until?(state: S): boolean;
  /** called after every action, in order */
  each?(step: Step<S, A>): void;
}

/** A game that never ends is a bug: the default limit fails loudly instead of hanging. */
const RUNAWAY = 100_000;

export function uniform<A>(rng: Rng, legal: readonly A[]): A {
  if (!legal.length) throw new Error('an actor has no legal action');
  return legal[nextInt(rng, legal.length)] as A;
}

/** The steps of a random game from `start`, lazily; the generator returns the last state. */
export function* randomSteps<S, A>(
  rules: Playable<S, A>,
  start: S,
  opts: Omit<RandomPlayOptions<S, A>, 'each'>,
): Generator<Step<S, A>, S> {
  const rng = typeof opts.rng === 'number' ? createRng(opts.rng) : opts.rng;
  const limit = opts.maxSteps ?? opts.endWithin ?? RUNAWAY;
  let s = start;
  for (let index = 0; index < limit; index++) {
    if (opts.until?.(s)) return s;
    const actors = rules.actors(s);
    if (!actors.length) return s;
    const seat = (
      typeof opts.seat === 'function'
        ? opts.seat(actors)
        : opts.seat === 'random'
          ? actors[nextInt(rng, actors.length)]
          : actors[0]
    ) as number;
    let cached: readonly A[] | null = null;
    const state = s;
    const legal = () => (cached ??= rules.legalActions(state, seat));
    const action = opts.choose ? opts.choose(s, seat, rng, legal) : uniform(rng, legal());
    if (action === undefined) return s;
    const next = rules.apply(s, action);
    yield { index, state: s, seat, legal, action, next };
    s = next;
  }
  const over = opts.until?.(s) || !rules.actors(s).length;
  if (opts.maxSteps === undefined && !over) throw new Error(`the game did not end within ${limit} actions`);
  return s;
}

/** Plays a random game from `start`; returns the last state, the actions played and their count. */
export function playRandomly<S, A>(
  rules: Playable<S, A>,
  start: S,
  opts: RandomPlayOptions<S, A>,
): { state: S; actions: A[]; steps: number } {
  const actions: A[] = [];
  const walk = randomSteps(rules, start, opts);
  for (;;) {
    const r = walk.next();
    if (r.done) return { state: r.value, actions, steps: actions.length };
    actions.push(r.value.action);
    opts.each?.(r.value);
  }
}

/**
 * The same rules, but an `apply` that fails when it changed its input (compared as JSON) and
 * passes what it returns through `after` (e.g. a deep freeze).
 */
export function checkingInput<S, A>(rules: Playable<S, A>, after: (next: S) => S = (s) => s): Playable<S, A> {
  return {
    actors: (s) => rules.actors(s),
    legalActions: (s, seat) => rules.legalActions(s, seat),
    apply(s, a) {
      const before = JSON.stringify(s);
      const next = rules.apply(s, a);
      if (JSON.stringify(s) !== before)
        throw new Error(`apply changed its input state (${JSON.stringify(a)})`);
      return after(next);
    },
  };
}

/**
 * The same rules, but each action is played through `act` (the store's `act`, a screen's
 * dispatch, a host applying a remote seat's action) and the next state is read back with `read`:
 * for a walk through something that holds the state itself.
 */
export function actingThrough<S, A>(
  rules: Pick<Playable<S, A>, 'actors' | 'legalActions'>,
  act: (a: A) => void,
  read: () => S,
): Playable<S, A> {
  return {
    actors: (s) => rules.actors(s),
    legalActions: (s, seat) => rules.legalActions(s, seat),
    apply(_s, a) {
      act(a);
      return read();
    },
  };
}
