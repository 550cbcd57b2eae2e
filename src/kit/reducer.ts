// Every game's `apply`, in every mode (the companions too: one freeze policy for the app), is an
// Immer reducer (docs/rules/kernel-contract.md §3: "apply never changes its input (Immer
// `produce`)"): the kit checks the turn order the game declares (`Turns`), the game validates
// the action against the plain state (RuleError, nothing changed), then changes a draft of it. Bots and searches that simulate many moves
// use the rules' pure kernels, not `apply`; replaying a saved log uses `applyAll` (one copy
// for the whole log, not a draft per action).
//
// Auto-freeze is on in development, tests and node scripts: each state `apply` returns is
// deeply frozen, so code that mutates a state it does not own throws where it does it. In the
// production build it is off (bench/open-and-tap.ts measures what it would cost a tap); the
// states are the same either way, since nothing writes to them but a draft.
import { Immer } from 'immer';
import { RuleError } from './rules';

/** Vite sets `import.meta.env.PROD` in a production build; node (tsx, vitest) has none or false. */
export const FREEZE_STATES: boolean = import.meta.env?.PROD !== true;

const immer = new Immer({ autoFreeze: FREEZE_STATES });

/**
 * A game's turn order, declared once (boardgame.io's `flow`): which seats may act now and, per
 * phase, which action types may be taken. The kit refuses everything else with the same RuleError
 * in every game, before the game's own check runs, in this order: when nobody is to act (the game
 * is over) 'not-your-turn', unless `over` names another code; an action type the phase does not
 * list, 'wrong-phase' (or the code `wrongPhase` gives for that type; a type no phase lists is
 * 'bad-action'); a seat that is not to act, 'not-your-turn'. The phase comes first, as in
 * boardgame.io: a screen left open from an earlier phase is told so, not that it is someone's turn. An action that is not an object with an integer `seat` and a
 * string type is 'bad-action' (after the game's `before`, which may word that more precisely).
 */
export interface Turns<State, Action extends { seat: number; type: string }> {
  /** names the game in a refusal's message */
  game: string;
  /** the game's own checks that come before the turn order, as an action's shape (throws RuleError) */
  before?: (state: State, action: Action) => void;
  /** the action's type, where a game reads it otherwise than `action.type` (old saves) */
  typeOf?: (action: Action) => string | null;
  /** the phase `state` is in */
  phase: (state: State) => string;
  /** the seats that may act now (the rules' `actors`) */
  actors: (state: State) => readonly number[];
  /** per phase, the action types that may be taken in it; a phase not listed allows none */
  moves: { readonly [phase: string]: readonly Action['type'][] };
  /** the code for an action whose type its phase does not allow, where a game words it its own way */
  wrongPhase?: { readonly [type in Action['type']]?: string };
  /** the code when nobody is to act (the game is over); default 'not-your-turn' */
  over?: string;
}

/** The code the turn order refuses `action` with, or null when the seat and the type may act now. */
export function turnRefusal<State, Action extends { seat: number; type: string }>(
  turns: Turns<State, Action>,
  state: State,
  action: Action,
): string | null {
  const who = turns.actors(state);
  if (who.length === 0) return turns.over ?? 'not-your-turn';
  const type = (turns.typeOf ? turns.typeOf(action) : action.type) as Action['type'];
  if (!turns.moves[turns.phase(state)]?.includes(type)) {
    if (!knownTypes(turns.moves).has(type)) return 'bad-action';
    return turns.wrongPhase?.[type] ?? 'wrong-phase';
  }
  return who.includes(action.seat) ? null : 'not-your-turn';
}

const KNOWN = new WeakMap<object, Set<string>>();
function knownTypes(moves: { readonly [phase: string]: readonly string[] }): Set<string> {
  let known = KNOWN.get(moves);
  if (!known) KNOWN.set(moves, (known = new Set(Object.values(moves).flat())));
  return known;
}

function wellFormed<Action>(a: Action, typeOf?: (action: Action) => string | null): boolean {
  if (typeof a !== 'object' || a === null || !Number.isInteger((a as { seat?: unknown }).seat)) return false;
  return typeof (typeOf ? typeOf(a) : (a as { type?: unknown }).type) === 'string';
}

/** The action for a refusal's message; never throws (hostile input may not serialise). */
function safeJson(a: unknown): string {
  try {
    return String(JSON.stringify(a)).slice(0, 200);
  } catch {
    return 'unserialisable action';
  }
}

/** Throws the turn order's RuleError for `action`, after the game's `before`: the kit's part of every apply. */
export function checkTurn<State, Action extends { seat: number; type: string }>(
  turns: Turns<State, Action>,
  state: State,
  action: Action,
): void {
  turns.before?.(state, action);
  const code = wellFormed(action, turns.typeOf) ? turnRefusal(turns, state, action) : 'bad-action';
  if (code) throw new RuleError(code, `${turns.game}: ${code} (${safeJson(action)})`, code);
}

/**
 * A game's `apply`: the kit checks the turn order (`turns`, above), then `check` throws a
 * RuleError on anything else that is not legal (reading the plain state), then `move` changes
 * `draft`; `base` is the same state, plain, for reads that must not create drafts (arrays handed
 * to kernels, lists copied whole).
 *
 * A replay of a log (applyAll) runs the same checks and `move` on one plain copy that it owns,
 * with `draft` and `base` that same object: `move` reads a part of `base` before it writes that
 * part of `draft` (as it must anyway: a draft changes in place), and replaces the values it
 * reads from `base` rather than changing them in place.
 */
export function reducer<State, Action extends { seat: number; type: string }>(
  turns: Turns<State, Action>,
  check: (state: State, action: Action) => void,
  move: (draft: State, base: State, action: Action) => void,
): (state: State, action: Action) => State {
  const apply = (state: State, action: Action): State => {
    checkTurn(turns, state, action);
    check(state, action);
    return immer.produce(state, (draft) => {
      move(draft as State, state, action);
    }) as State;
  };
  const replay = (state: State, actions: readonly Action[]): State => {
    const own = ownCopy(state);
    for (const a of actions) {
      checkTurn(turns, own, a);
      check(own, a);
      move(own, own, a);
    }
    return FREEZE_STATES ? sealed(own) : own;
  };
  return Object.assign(apply, { [REPLAY]: replay });
}

const REPLAY = Symbol('replay on a state the replay owns');

/**
 * `actions` applied in order to `state`: the state `apply` would reach, action by action. A
 * reducer's replay runs the same check and move on one plain copy of `state` that only it holds
 * (the intermediate states are never seen, so no draft, copy or freeze per action), then hands
 * the copy out (deeply frozen outside a production build, as apply's states are). Opening a
 * saved game replays its log: in Immer drafts that cost 4x the copy-on-write it replaced.
 * tests/kit/replay.test.ts checks it equals action-by-action apply in random games of each game.
 */
export function applyAll<State, Action>(
  apply: (state: State, action: Action) => State,
  state: State,
  actions: readonly Action[],
): State {
  const replay = (apply as { [REPLAY]?: (s: State, a: readonly Action[]) => State })[REPLAY];
  if (replay && actions.length > 1) return replay(state, actions);
  for (const a of actions) state = apply(state, a);
  return state;
}

/**
 * Makes a move on plain values instead of the draft: `whole` does the whole move on a plain copy
 * of `base` (the state before the move) that it owns, changing it in place, and every field of
 * the result is then written into `draft` (replacing whatever the draft held). For the moves that
 * rebuild most of a state at once, such as a round's end and the next round's deal: through a
 * draft each object touched costs a proxy (bench/per-action.bench.ts). In a replay, `draft` is
 * `base`, the replay's own copy: `whole` changes it directly. `copy` makes the plain copy (by
 * default a deep one; a game may share what `whole` never changes in place, as logs only appended to).
 */
export function onPlain<State extends object>(
  draft: State,
  base: State,
  whole: (own: State) => void,
  copy: (base: State) => State = ownCopy,
): void {
  if ((draft as unknown) === base) {
    whole(draft);
    return;
  }
  const own = copy(base);
  whole(own);
  for (const k in own) draft[k] = own[k];
}

/**
 * A copy of `list` with element `i` replaced by `value` (a per-seat list's new entry). A move that
 * writes its changes as whole top-level fields of the draft (`d.hands = replaced(base.hands, seat,
 * hand)`) keeps the produce to one proxy: a nested write (`d.hands[seat] = hand`) drafts the list
 * too, and once a produce holds two drafts Immer walks every new value put into it, looking for
 * drafts (bench/per-action.bench.ts and bench/reducers.md: Saboteur's turns written so, with its
 * round's end on plain values, went from 20 to 7.6 µs of CPU per action).
 */
export function replaced<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/**
 * A copy of `list` without one copy of each of `ids` (an id not in the list is skipped): a card
 * leaving a hand or a planned pair leaving a hand. Written once for every game, beside `replaced`:
 * a move that writes the result as a whole top-level field keeps the produce to one draft.
 */
export function without<T>(list: readonly T[], ids: readonly T[]): T[] {
  const out = list.slice();
  for (const id of ids) {
    const i = out.indexOf(id);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** A deep copy of a plain-JSON state (arrays and plain objects copied, other values shared). */
export function ownCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = ownCopy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = ownCopy(value[k]);
  return out as T;
}

/**
 * Deep-freezes a replay's result outside production, as apply's states are (skipping parts
 * already frozen). Reducers no longer freeze new values on their way into a draft: a move that
 * writes whole top-level fields keeps the produce to one draft, and Immer walks nothing then.
 */
function sealed<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) sealed(value[i]);
  else for (const k in value) sealed(value[k]);
  return Object.freeze(value);
}
