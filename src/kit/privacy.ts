// Marks that a private screen (a hand, a role, a map peek) or a code another phone is scanning
// is up. The update prompt and other interruptions wait until it is gone.
import { makeCounter } from './counter';

const open = makeCounter();

/** The number of private screens up now. */
export const usePrivacy = open.useCount;

/** Call in every component that shows one seat's private information. */
export const usePrivateScreen = open.useRaise;

/** Call in a component that must not be covered while it is up (a code another phone's camera reads). */
export const useUncoveredScreen = open.useRaise;
