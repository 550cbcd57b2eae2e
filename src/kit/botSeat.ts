// Who plays a seat (issue 21 item 2): a person, or a bot of a level the game's `bots` has. A
// seat's `who` is 'person' or that level; this file is the one place that reads it, so every
// screen, store and net step asks `isBot` / `botLevel` here.

/** The `who` of a seat a person plays. No game may name a bot level so. */
export const PERSON = 'person';

/** Who plays a seat: 'person', or the level of the bot that plays it ('easy', 'strong'). */
export type SeatWho = string;

/** The bot levels of a list of `who` ids: 'person' | 'easy' | 'strong' → 'easy' | 'strong'. */
export type BotLevels<W extends string> = Exclude<W, typeof PERSON>;

/** The bot level that plays this seat, or null when a person does (or there is no seat). */
export function botLevel(seat: { who: SeatWho } | undefined): string | null {
  return seat && seat.who !== PERSON ? seat.who : null;
}

/** Whether a bot plays this seat (false for no seat). */
export function isBot(seat: { who: SeatWho } | undefined): boolean {
  return botLevel(seat) !== null;
}
