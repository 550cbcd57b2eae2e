// Seat kinds shared by games with bots: a person, or a bot of a level the game provides.
import type { SeatKind } from './game';

export const PERSON_OR_BOT: readonly SeatKind<'human' | 'bot:easy' | 'bot:strong'>[] = [
  { id: 'human', label: { ru: 'Человек', en: 'Person' } },
  { id: 'bot:easy', label: { ru: 'Бот: лёгкий', en: 'Bot: easy' } },
  { id: 'bot:strong', label: { ru: 'Бот: сильный', en: 'Bot: strong' } },
];
