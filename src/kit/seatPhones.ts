// Which guest phone plays which seat of a game on several phones: part of the saved game
// (Session.phones), so it is kept, exported, imported and deleted with the game (issue 21 item 2).
// A phone is known by the token the host gave it when it linked: a secret that lets a phone take
// a seat and be sent that seat's private views. So a token never leaves the phone in a file:
// an exported or imported game's phones get fresh tokens that no phone holds, and the host gives
// each seat to a linked phone (issue 24 item 10).
import { cleanName, hasProtoKey, isRecord } from './validate';

export interface SeatPhones {
  /** by seat: the token of the guest phone playing it; null: this phone (a person or a bot) */
  phoneOfSeat: (string | null)[];
  /** the phones' names, by token (only of phones holding a seat) */
  names: Record<string, string>;
}

const TOKEN = /^[0-9A-Za-z_-]{8,64}$/;

/** A token a host gives a phone; never the name of something every object has. */
export const isPhoneToken = (v: unknown): v is string =>
  typeof v === 'string' && TOKEN.test(v) && !(v in Object.prototype);

/** A new token no phone holds. */
export function newPhoneToken(): string {
  const b = new Uint8Array(12);
  globalThis.crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * The stored phones of a game with `seats` seats, from untrusted data: null when no seat is on
 * another phone (nothing to keep). Throws an Error saying what is wrong otherwise.
 */
export function restoreSeatPhones(raw: unknown, seats: number): SeatPhones | null {
  if (!isRecord(raw) || hasProtoKey(raw)) throw new Error('phones: not an object');
  const { phoneOfSeat, names } = raw;
  if (!Array.isArray(phoneOfSeat) || phoneOfSeat.length !== seats)
    throw new Error('phones: not one entry per seat');
  if (!phoneOfSeat.every((p) => p === null || isPhoneToken(p))) throw new Error('phones: bad token');
  if (names !== undefined && (!isRecord(names) || hasProtoKey(names))) throw new Error('phones: bad names');
  const used = [...new Set(phoneOfSeat.filter((p): p is string => p !== null))];
  if (used.length === 0) return null;
  const named: Record<string, string> = {};
  for (const token of used)
    named[token] = cleanName(names && Object.hasOwn(names, token) ? names[token] : '');
  return { phoneOfSeat: [...(phoneOfSeat as (string | null)[])], names: named };
}

/** The same phones under fresh tokens (one per phone), for a game that leaves or enters by file. */
export function withFreshTokens(phones: SeatPhones, newToken: () => string = newPhoneToken): SeatPhones {
  const fresh = new Map<string, string>();
  const tokenOf = (t: string) => fresh.get(t) ?? fresh.set(t, newToken()).get(t)!;
  return {
    phoneOfSeat: phones.phoneOfSeat.map((t) => (t === null ? null : tokenOf(t))),
    names: Object.fromEntries(Object.entries(phones.names).map(([t, name]) => [tokenOf(t), name])),
  };
}
