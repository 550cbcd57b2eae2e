// How fast bots move, in a game that lets people choose (issue 23 item 6: three strong Saboteur
// bots took about 12 s between two people's turns): the game declares a setting under
// BOT_PACE_KEY (ms a bot waits before it moves), and a tap on "move now" makes the bot that is
// waiting move at once. The host's bot driver reads both.
import { create } from 'zustand';

/** The key of a game's bot pace setting in the shell's settings. */
export const BOT_PACE_KEY = 'botPace';

/** Counts the taps on "move now"; the bot driver answers each one once. */
export const useBotHurry = create<{ taps: number }>()(() => ({ taps: 0 }));

/** The bot that is waiting to move moves now. */
export function hurryBots(): void {
  useBotHurry.setState((s) => ({ taps: s.taps + 1 }));
}
