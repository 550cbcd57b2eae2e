// The seat list of the new-game screen as plain data: defaults from the roster, editing
// (add, remove, reorder, colour), and the checks that must pass before a game starts.
import type { SeatInfo } from '../../kit/session';
// both languages' made-up names are recognised, whichever the screen is in (without the other
// language's strings)
import { PLAYER_N } from '../../i18n/playerN';
import type { RosterEntry } from '../../store/settings';
import { SEAT_COLOURS } from '../../kit/seatColours';
import { cleanName, nameKey } from '../../kit/validate';
import { isBot, PERSON } from '../../kit/botSeat';

export interface SeatDraft extends SeatInfo {
  /** stable identity for the list while seats move around */
  key: number;
}

/** Who plays a seat and where: what a new seat gets (the mode's first choices). */
export type SeatPlayer = Pick<SeatInfo, 'who' | 'where'>;

export interface SeatLimits {
  min: number;
  max: number;
}

export type SeatProblem =
  | { key: 'playersRange'; params: { min: number; max: number } }
  | { key: 'nameEmpty'; params: { n: number }; seat: number }
  | { key: 'namesUnique'; seat: number }
  | { key: 'needHuman' };

let nextKey = 1;

const placeholderPatterns = [PLAYER_N.en, PLAYER_N.ru].map(
  (template) =>
    new RegExp(
      '^' +
        String(template)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('\\{n\\}', '\\d{1,2}') +
        '$',
      'i',
    ),
);

/** True for the "Player 3" / "Игрок 3" names the screen makes up (never remembered). */
export function isPlaceholderName(name: string): boolean {
  return placeholderPatterns.some((re) => re.test(name.trim()));
}

export function clampSeatCount(n: number, limits: SeatLimits): number {
  return Math.min(limits.max, Math.max(limits.min, n));
}

/** Three seats when the game allows it, else the nearest count it allows. */
export function defaultSeatCount(limits: SeatLimits): number {
  return clampSeatCount(3, limits);
}

const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

function freeColour(seats: readonly SeatInfo[], preferred?: number): number {
  const used = new Set(seats.map((s) => s.colour));
  if (preferred !== undefined && !used.has(preferred)) return preferred;
  for (let c = 0; c < SEAT_COLOURS.length; c++) if (!used.has(c)) return c;
  return seats.length % SEAT_COLOURS.length;
}

function newSeat(
  seats: readonly SeatDraft[],
  roster: readonly RosterEntry[],
  player: SeatPlayer,
  placeholder: (n: number) => string,
): SeatDraft {
  const recent = roster.find((r) => !seats.some((s) => sameName(s.name, r.name)));
  if (recent)
    return { key: nextKey++, name: recent.name, colour: freeColour(seats, recent.colour), ...player };
  let n = seats.length + 1;
  while (seats.some((s) => sameName(s.name, placeholder(n)))) n++;
  return { key: nextKey++, name: placeholder(n), colour: freeColour(seats), ...player };
}

/** `count` seats named from the recent roster, then "Player N". */
export function defaultSeats(
  count: number,
  roster: readonly RosterEntry[],
  player: SeatPlayer,
  placeholder: (n: number) => string,
): SeatDraft[] {
  const seats: SeatDraft[] = [];
  for (let i = 0; i < count; i++) seats.push(newSeat(seats, roster, player, placeholder));
  return seats;
}

export function addSeat(
  seats: readonly SeatDraft[],
  roster: readonly RosterEntry[],
  player: SeatPlayer,
  placeholder: (n: number) => string,
): SeatDraft[] {
  return [...seats, newSeat(seats, roster, player, placeholder)];
}

export function removeSeat(seats: readonly SeatDraft[], index: number): SeatDraft[] {
  return seats.filter((_, i) => i !== index);
}

export function moveSeat(seats: readonly SeatDraft[], index: number, delta: -1 | 1): SeatDraft[] {
  const to = index + delta;
  if (to < 0 || to >= seats.length) return [...seats];
  const next = [...seats];
  [next[index], next[to]] = [next[to] as SeatDraft, next[index] as SeatDraft];
  return next;
}

export function updateSeat(
  seats: readonly SeatDraft[],
  index: number,
  patch: Partial<SeatInfo>,
): SeatDraft[] {
  return seats.map((s, i) => (i === index ? { ...s, ...patch } : s));
}

/** Gives seat `index` the colour; a seat that had it takes the old colour, so colours stay distinct. */
export function setSeatColour(seats: readonly SeatDraft[], index: number, colour: number): SeatDraft[] {
  const old = seats[index]?.colour;
  if (old === undefined) return [...seats];
  return seats.map((s, i) => {
    if (i === index) return { ...s, colour };
    if (s.colour === colour) return { ...s, colour: old };
    return s;
  });
}

/** Puts a recent name in the first seat still called "Player N", or in a new seat. */
export function placeRecentName(
  seats: readonly SeatDraft[],
  entry: RosterEntry,
  limits: SeatLimits,
  player: SeatPlayer,
): SeatDraft[] {
  if (seats.some((s) => sameName(s.name, entry.name))) return [...seats];
  const at = seats.findIndex((s) => isPlaceholderName(s.name) || !cleanName(s.name));
  const others = at < 0 ? seats : seats.filter((_, i) => i !== at);
  const colour = freeColour(others, entry.colour);
  if (at >= 0) return setSeatColour(updateSeat(seats, at, { name: entry.name }), at, colour);
  if (seats.length >= limits.max) return [...seats];
  return [...seats, { key: nextKey++, name: entry.name, colour, ...player }];
}

/** Recent names not sitting at the table yet. */
export function unusedRecentNames(roster: readonly RosterEntry[], seats: readonly SeatInfo[]): RosterEntry[] {
  return roster.filter((r) => !seats.some((s) => sameName(s.name, r.name)));
}

/** Everything that stops the game from starting, in screen order. */
export function seatProblems(
  seats: readonly SeatInfo[],
  limits: SeatLimits,
  who: readonly { id: string }[],
): SeatProblem[] {
  const problems: SeatProblem[] = [];
  if (seats.length < limits.min || seats.length > limits.max)
    problems.push({ key: 'playersRange', params: { min: limits.min, max: limits.max } });
  seats.forEach((s, i) => {
    if (!cleanName(s.name)) problems.push({ key: 'nameEmpty', params: { n: i + 1 }, seat: i });
    else if (seats.slice(0, i).some((o) => sameName(o.name, s.name)))
      problems.push({ key: 'namesUnique', seat: i });
  });
  const hasBots = who.some((k) => k.id !== PERSON);
  if (hasBots && !seats.some((s) => !isBot(s))) problems.push({ key: 'needHuman' });
  return problems;
}

/** The seats as the session stores them: cleaned names, no screen keys. */
export function toSeatInfos(seats: readonly SeatInfo[]): SeatInfo[] {
  return seats.map(({ name, colour, who, where }) => ({ name: cleanName(name), colour, who, where }));
}

/** The people worth remembering: named seats that are not bots. */
export function rosterEntriesOf(seats: readonly SeatInfo[]): RosterEntry[] {
  return seats
    .filter((s) => !isBot(s) && !isPlaceholderName(s.name) && cleanName(s.name))
    .map((s) => ({ name: cleanName(s.name), colour: s.colour }));
}

/** Pairs of seats [a, b] (a < b) in one colour: a 9th seat repeats a colour (issue 33 item 4). */
export function sharedColours(seats: readonly { colour: number }[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let b = 1; b < seats.length; b++)
    for (let a = 0; a < b; a++) if (seats[a]!.colour === seats[b]!.colour) pairs.push([a, b]);
  return pairs;
}
