// Where a seat is played (issue 21 item 2): on this phone (pass-and-play, or a bot running
// here), on another phone of a several-phone table, or on a paper sheet beside the phone (a
// roll-and-write game's dice-only seat). Separate from who plays it (kit/botSeat.ts).
import { isBot, type SeatWho } from './botSeat';

export const THIS_PHONE = 'this-phone';
/** A seat a person plays on another phone of the table. Never stored: the shell marks seats so
 *  for the screens of a phone that does not play them. */
export const OTHER_PHONE = 'other-phone';
export const PAPER = 'paper';

export type SeatWhere = typeof THIS_PHONE | typeof OTHER_PHONE | typeof PAPER;

export const SEAT_WHERE: readonly SeatWhere[] = [THIS_PHONE, OTHER_PHONE, PAPER];

/**
 * Whether this phone acts for the seat's person: one at this table, with a sheet on the phone or
 * on paper beside it (the phone rolls and takes the total); not a bot, not a person on another phone.
 */
export function playsHere(seat: { who: SeatWho; where: SeatWhere } | undefined): boolean {
  return !!seat && !isBot(seat) && seat.where !== OTHER_PHONE;
}

/** Whether the seat's sheet is on paper (the app only rolls for it). */
export function onPaper(seat: { where: SeatWhere } | undefined): boolean {
  return seat?.where === PAPER;
}

/** The seat as a phone that does not play it shows it: a person on another phone. */
export function onOtherPhone<S extends { where: SeatWhere }>(seat: S): S {
  return { ...seat, where: OTHER_PHONE };
}
