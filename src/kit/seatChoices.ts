// The choices a game offers on the new-game screen for who plays a seat and where (issue 21
// item 2): the first of each list is the default. Shared lists for the usual games.
import type { Text } from './types';
import { PERSON } from './botSeat';
import { PAPER, THIS_PHONE, type SeatWhere } from './seatPlace';

export interface SeatChoice<Id extends string = string> {
  id: Id;
  label: Text;
}

const A_PERSON: SeatChoice<typeof PERSON> = { id: PERSON, label: { ru: 'Человек', en: 'Person' } };
const ON_THE_PHONE: SeatChoice<SeatWhere> = {
  id: THIS_PHONE,
  label: { ru: 'В телефоне', en: 'On the phone' },
};

/** Who: a person, or a bot of the levels every game with bots has. */
export const PERSON_OR_BOT: readonly SeatChoice<typeof PERSON | 'easy' | 'strong'>[] = [
  A_PERSON,
  { id: 'easy', label: { ru: 'Бот: лёгкий', en: 'Bot: easy' } },
  { id: 'strong', label: { ru: 'Бот: сильный', en: 'Bot: strong' } },
];

/** Who, in a mode only people play (e.g. a companion to the physical box): no bots. */
export const PERSON_ONLY: readonly SeatChoice<typeof PERSON>[] = [A_PERSON];

/** Where, in a game played on the phone only (the default). */
export const ON_THIS_PHONE: readonly SeatChoice<SeatWhere>[] = [ON_THE_PHONE];

/** Where, in a roll-and-write game: a sheet on the phone, or on paper (the app only rolls). */
export const PHONE_OR_PAPER: readonly SeatChoice<SeatWhere>[] = [
  ON_THE_PHONE,
  { id: PAPER, label: { ru: 'На бумаге', en: 'On paper' } },
];
