// The eight seat colours, written once (issue 21 item 2: they were hard-coded in three places).
// Each has its name in both languages (the colour picker says it, so colour is never the only
// signal) and its hue in each theme, written here only: the build makes --seat-N and the
// [data-colour] rules from these values (scripts/seat-colours-plugin.ts, issue 31 item 2). A
// seat stores its colour's index.
import type { Text } from './types';

interface SeatColour {
  name: Text;
  light: string;
  dark: string;
}

export const SEAT_COLOURS: readonly SeatColour[] = [
  { name: { ru: 'Красный', en: 'Red' }, light: '#c62828', dark: '#ff8a80' },
  { name: { ru: 'Синий', en: 'Blue' }, light: '#1565c0', dark: '#82b1ff' },
  { name: { ru: 'Зелёный', en: 'Green' }, light: '#2e7d32', dark: '#81c784' },
  { name: { ru: 'Оранжевый', en: 'Orange' }, light: '#b45309', dark: '#ffb74d' },
  { name: { ru: 'Фиолетовый', en: 'Purple' }, light: '#6a1b9a', dark: '#ce93d8' },
  { name: { ru: 'Бирюзовый', en: 'Teal' }, light: '#00838f', dark: '#4dd0e1' },
  { name: { ru: 'Розовый', en: 'Pink' }, light: '#ad1457', dark: '#f48fb1' },
  { name: { ru: 'Коричневый', en: 'Brown' }, light: '#5d4037', dark: '#bcaaa4' },
];

/** Whether a stored value is the index of a seat colour. */
export function isSeatColour(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < SEAT_COLOURS.length;
}

/** A stored (untrusted) colour index, or the colour of seat `seat` in turn when it is not one. */
export function seatColourOr(v: unknown, seat: number): number {
  return isSeatColour(v) ? v : seat % SEAT_COLOURS.length;
}
