// Every game's `apply` is an Immer reducer (docs/rules/kernel-contract.md §3: "apply never changes its
// input (Immer `produce`)"): it validates the action against the plain state (RuleError,
// nothing changed), then changes a draft of it. Bots and searches that simulate many moves
// use the rules' pure kernels, not `apply`.
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
 */
export function reducer<State, Action>(
  check: (state: State, action: Action) => void,
  move: (draft: State, base: State, action: Action) => void,
): (state: State, action: Action) => State {
  return (state, action) => {
    check(state, action);
    return immer.produce(state, (draft) => {
      move(draft as State, state, action);
    }) as State;
  };
}

/**
 * Deep-freezes a new plain value (skipping parts already frozen) before a reducer assigns it
 * into a draft. Immer walks every unfrozen value put into a draft, element by element, looking
 * for nested drafts and freezing it; frozen values it skips. A list the state keeps growing
 * (a log, a discard pile) is written as `sealed([...base.log, event])`: one native freeze per
 * new object instead of Immer's two walks of the whole list. Never pass it a draft.
 */
export function sealed<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) sealed(value[i]);
  else for (const k in value) sealed(value[k]);
  return Object.freeze(value);
}
