// The types the kit's modules share (issue 31 item 4): a leaf, so game.ts, session.ts and the
// helpers they use (rulesMigration, seatColours, seatChoices, playersLabel, history) take these
// from here instead of from each other, and the kit has no import circle. game.ts and
// session.ts pass them on, so a game still imports them where it always did.
import type { Lang } from '../i18n/core';
import type { SeatWho } from './botSeat';
import type { SeatWhere } from './seatPlace';

/** a word or sentence in every language the app ships */
export type Text = Record<Lang, string>;

/** one seat at the table, as the session stores it */
export interface SeatInfo {
  name: string;
  /** index into the eight seat colours */
  colour: number;
  /** who plays it: 'person', or the level of the bot that does (kit/botSeat.ts) */
  who: SeatWho;
  /** where it is played: this phone, another phone, a paper sheet (kit/seatPlace.ts) */
  where: SeatWhere;
}
