// One harness for Saboteur screen tests that goes through the real session store: the screen's
// dispatch is the store's `act`, so a refused action comes back as the RuleError the app sees.
import { render } from '@testing-library/react';
import { saboteur } from '../../../../src/games/saboteur';
import { rules } from '../../../../src/games/saboteur/rules';
import type { Config, State } from '../../../../src/games/saboteur/rules/types';
import { SaboteurScreen } from '../../../../src/games/saboteur/ui/SaboteurScreen';
import { useSessions } from '../../../../src/store/sessions';
import { resetStores } from '../../../store/resetStores';
import { screenProps } from '../../../kit/screenProps';

// the game as the shell loads it: through its one defineGame call
const game = await saboteur.load();

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee'];

function Screen({ rematch }: { rematch(): void }) {
  const open = useSessions((s) => s.open);
  const session = useSessions((s) => (s.open ? s.sessions[s.open.id] : undefined));
  if (!open || !session) return null;
  return (
    <SaboteurScreen
      {...screenProps(rules, session, open.state as State, (a) => useSessions.getState().act(a), { rematch })}
    />
  );
}

/** Starts a game in the store, optionally with a crafted state, and renders its screen. */
export function renderThroughStore(
  config: Config,
  kinds: string[],
  seed: number,
  craft?: (s: State) => State,
  rematch: () => void = () => {},
) {
  resetStores();
  const store = useSessions.getState();
  const id = store.create(
    'saboteur',
    config,
    kinds.map((kind, i) => ({ name: NAMES[i], colour: i, kind })),
    seed,
  );
  store.openSession(id, game);
  if (craft)
    useSessions.setState((s) => ({ open: s.open && { ...s.open, state: craft(s.open.state as State) } }));
  return render(<Screen rematch={rematch} />);
}

export function storeState(): State {
  return useSessions.getState().open?.state as State;
}

export function loggedActions(): unknown[] {
  const s = useSessions.getState();
  return s.open ? s.sessions[s.open.id].actions : [];
}
