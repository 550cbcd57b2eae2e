// Seat kinds shared by games: a person, or a bot of a level the game provides; people only.
import type { SeatKind } from './game';
import { isBotKind } from './botSeat';

export const PERSON_OR_BOT: readonly SeatKind<'human' | 'bot:easy' | 'bot:strong'>[] = [
  { id: 'human', label: { ru: 'Человек', en: 'Person' } },
  { id: 'bot:easy', label: { ru: 'Бот: лёгкий', en: 'Bot: easy' } },
  { id: 'bot:strong', label: { ru: 'Бот: сильный', en: 'Bot: strong' } },
];

/** Seat kinds of a mode only people play (e.g. a companion to the physical box): no bots. */
export const PERSON_ONLY: readonly SeatKind<'human'>[] = [
  { id: 'human', label: { ru: 'Человек', en: 'Person' } },
];

/**
 * The kind a seat shows on a phone that does not play it: a person playing on another phone of
 * a multi-phone table (issue 14). Never stored: the shell swaps it in for the screen only.
 */
export const REMOTE_KIND = 'remote';

/** Whether this phone plays the seat: a person here (not a bot, not a person on another phone). */
export function playsHere(seat: { kind: string } | undefined): boolean {
  return !!seat && !isBotKind(seat.kind) && seat.kind !== REMOTE_KIND;
}
