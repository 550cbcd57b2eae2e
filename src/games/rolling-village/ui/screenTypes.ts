// Types the Rolling Village screen parts share.
import type { GameScreenProps } from '../../../kit/game';
import type { Action, Config, View } from '../rules';

export type RvScreenProps = GameScreenProps<Config, Action, View>;
/** the seats and options of the game, public */
export type Seated = Pick<RvScreenProps, 'seats' | 'config'>;
/** applies an action; false when it was refused (the refusal is shown) */
export type Act = (action: Action) => boolean;
