// Marks that a private screen (a hand, a role, a map peek) is up. The update prompt and
// other interruptions wait until it is gone.
import { makeCounter } from './counter';

const open = makeCounter();

/** The number of private screens up now. */
export const usePrivacy = open.useCount;

/** Call in every component that shows one seat's private information. */
export const usePrivateScreen = open.useRaise;
