// The props the host (src/app/GameHost.tsx) gives a game screen, built from a state the way
// the host builds them: the table's view, a seat's view on demand, the seats and the config.
import type { GameScreenProps } from '../../src/kit/game';
import type { GameRules, RuleError, SeatAction } from '../../src/kit/rules';
import type { Session } from '../../src/kit/session';

export function screenProps<C, S, A extends SeatAction, V>(
  rules: GameRules<C, S, A, V>,
  session: Pick<Session, 'id' | 'seats' | 'config'>,
  state: S,
  dispatch: (action: A) => RuleError | null,
  rest: Partial<Pick<GameScreenProps<C, A, V>, 'exit' | 'rematch'>> = {},
): GameScreenProps<C, A, V> {
  return {
    table: rules.view(state, null),
    viewFor: (seat) => rules.view(state, seat),
    seats: session.seats,
    config: session.config as C,
    sessionId: session.id,
    dispatch,
    exit: rest.exit ?? (() => {}),
    // null: a screen with no rematch (a guest phone)
    rematch: rest.rematch === undefined ? () => {} : rest.rematch,
  };
}
