// Every game's `apply` is an Immer reducer (docs/rules/kernel-contract.md §3: "apply never changes its
// input (Immer `produce`)"): it validates the action against the plain state (RuleError,
// nothing changed), then changes a draft of it. Bots and searches that simulate many moves
// use the rules' pure kernels, not `apply`; replaying a saved log uses `applyAll` (one copy
// for the whole log, not a draft per action).
//
// Auto-freeze is on in development, tests and node scripts: each state `apply` returns is
// deeply frozen, so code that mutates a state it does not own throws where it does it. In the
// production build it is off (bench/open-and-tap.ts measures what it would cost a tap); the
// states are the same either way, since nothing writes to them but a draft.
import { Immer } from 'immer';

/** Vite sets `import.meta.env.PROD` in a production build; node (tsx, vitest) has none or false. */
export const FREEZE_STATES: boolean = import.meta.env?.PROD !== true;

const immer = new Immer({ autoFreeze: FREEZE_STATES });

/**
 * A game's `apply`: `check` throws a RuleError on anything that is not legal (reading the
 * plain state), then `move` changes `draft`; `base` is the same state, plain, for reads that
 * must not create drafts (arrays handed to kernels, lists copied whole).
 *
 * A replay of a log (applyAll) runs the same `check` and `move` on one plain copy that it owns,
 * with `draft` and `base` that same object: `move` reads a part of `base` before it writes that
 * part of `draft` (as it must anyway: a draft changes in place), and replaces the values it
 * reads from `base` rather than changing them in place.
 */
export function reducer<State, Action>(
  check: (state: State, action: Action) => void,
  move: (draft: State, base: State, action: Action) => void,
): (state: State, action: Action) => State {
  const apply = (state: State, action: Action): State => {
    check(state, action);
    return immer.produce(state, (draft) => {
      move(draft as State, state, action);
    }) as State;
  };
  const replay = (state: State, actions: readonly Action[]): State => {
    const own = ownCopy(state);
    replaying = true;
    try {
      for (const a of actions) {
        check(own, a);
        move(own, own, a);
      }
    } finally {
      replaying = false;
    }
    return FREEZE_STATES ? sealed(own) : own;
  };
  return Object.assign(apply, { [REPLAY]: replay });
}

const REPLAY = Symbol('replay on a state the replay owns');
/** true while a replay runs moves on its own copy: nothing is sealed then (it changes in place) */
let replaying = false;

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

/** A deep copy of a plain-JSON state (arrays and plain objects copied, other values shared). */
function ownCopy<T>(value: T): T {
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
 * Deep-freezes a new plain value (skipping parts already frozen) before a reducer assigns it
 * into a draft. Immer walks every unfrozen value put into a draft, element by element, looking
 * for nested drafts and freezing it; frozen values it skips. A list the state keeps growing
 * (a log, a discard pile) is written as `sealed([...base.log, event])`: one native freeze per
 * new object instead of Immer's two walks of the whole list. Never pass it a draft.
 */
export function sealed<T>(value: T): T {
  if (replaying || value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) sealed(value[i]);
  else for (const k in value) sealed(value[k]);
  return Object.freeze(value);
}
