// A game's loaded parts checked against its definition (kit/game.ts defineGame's `load`): loaded
// with the parts, so the home screen's chunk, which holds the definitions, does not carry it.
// It names only the shapes it reads (not game.ts's types), so the kit has no import cycle.
import { PERSON } from './botSeat';
import type { SeatInfo } from './types';

/** What the check reads of a mode's parts (kit/game.ts GameParts). */
interface Parts {
  rules: { id: string; minPlayers: number; maxPlayers: number; defaultConfig(players: number): unknown };
  bots: object;
  summary?: { unit?: string; extraUnit?: string };
  configFor?: unknown;
  undoable?: unknown;
}
/** What the check reads of a mode's definition (kit/game.ts ModeInfo). */
interface Declared {
  minPlayers: number;
  maxPlayers: number;
  seatWho: readonly { id: string }[];
}

const never = () => false;

/** Checks a mode's loaded parts against what its definition declares; erases their types. */
export function checkParts(id: string, where: string, parts: Parts, info: Declared, units: object): unknown {
  if (parts.rules.id !== id) throw new Error(`${where}: the rules are of game ${parts.rules.id}`);
  if (parts.rules.minPlayers !== info.minPlayers || parts.rules.maxPlayers !== info.maxPlayers)
    throw new Error(`${where}: rules allow ${parts.rules.minPlayers}–${parts.rules.maxPlayers} players`);
  for (const k of info.seatWho)
    if (k.id !== PERSON && !Object.hasOwn(parts.bots, k.id))
      throw new Error(`${where}: no bot of level ${k.id}`);
  for (const u of [parts.summary?.unit, parts.summary?.extraUnit])
    if (u !== undefined && !Object.hasOwn(units, u))
      throw new Error(`${where}: no caption for score unit ${u}`);
  // the type-erasing step: the shell passes back only what this game's own parts produced
  const rules = parts.rules;
  const configFor = parts.configFor ?? ((seats: readonly SeatInfo[]) => rules.defaultConfig(seats.length));
  return { ...parts, configFor, undoable: parts.undoable ?? never };
}
