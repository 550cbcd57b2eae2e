// Lets a game screen hold the bots while people read something (a round summary, a role
// reveal). Bots wait while any component holds them and carry on when all let go.
import { makeCounter } from './counter';

const holds = makeCounter();

/** The number of holds now (the host pauses the bots while it is above 0). */
export const useBotHold = holds.useCount;

/** Call in a screen that bots must not play past while it is shown. */
export const useHoldBots = holds.useRaise;
