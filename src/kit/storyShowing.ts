// Whether this phone is showing the table what just happened (a round's reveal played back):
// the multi-phone bar then does not say whom the game waits for, since everyone is watching
// (issue 23 item 5: «Ждём: Хозяин, Гость» stayed up through the reveal after both confirmed).
import { makeCounter } from './counter';

const story = makeCounter();

/** The number of screens showing a reveal now. */
export const useStoryShowing = story.useCount;

/** Call in a screen that plays back what happened, while it does. */
export const useShowStory = story.useRaise;
