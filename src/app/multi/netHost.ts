// The host phone's side of several phones, kept for the whole visit (links outlive screens):
// one HostTable, the phones linked to it (a small store the new-game screen reads), and which
// guest phone holds which seat of a saved game (localStorage, per game, so a reopened game
// waits for its phones and takes them back when they scan again).
import { create } from 'zustand';
import { HostTable, type PhoneEntry } from '../../kit/net/hostTable';
import { APP_VERSION } from '../appVersion';

export const hostTable = new HostTable();
hostTable.appVersion = APP_VERSION;

export const useLinkedPhones = create<{ phones: PhoneEntry[] }>()(() => ({ phones: [] }));
hostTable.subscribe(() => useLinkedPhones.setState({ phones: hostTable.phones() }));

/** By seat: the token of the guest phone holding it (null: this phone or a bot); names by token. */
export interface Assignment {
  phoneOfSeat: (string | null)[];
  names: Record<string, string>;
}

const KEY = 'pocket-table:multi:';
const TOKEN = /^[0-9A-Za-z_-]{8,64}$/;

export function saveAssignment(sessionId: string, a: Assignment): void {
  try {
    localStorage.setItem(KEY + sessionId, JSON.stringify(a));
  } catch {
    // private mode or full: the game still runs; a reopened one plays on this phone alone
  }
}

/** The stored assignment of a game with `seats` seats, or null (a one-phone game, or damaged). */
export function readAssignment(sessionId: string, seats: number): Assignment | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY + sessionId) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { phoneOfSeat, names } = raw as Record<string, unknown>;
  if (!Array.isArray(phoneOfSeat) || phoneOfSeat.length !== seats) return null;
  if (!phoneOfSeat.every((p) => p === null || (typeof p === 'string' && TOKEN.test(p)))) return null;
  if (!phoneOfSeat.some((p) => p !== null)) return null;
  const named: Record<string, string> = {};
  if (names && typeof names === 'object')
    for (const [k, v] of Object.entries(names))
      if (TOKEN.test(k) && typeof v === 'string') named[k] = v.slice(0, 64);
  return { phoneOfSeat: phoneOfSeat as (string | null)[], names: named };
}

export function forgetAssignment(sessionId: string): void {
  try {
    localStorage.removeItem(KEY + sessionId);
  } catch {
    // nothing stored
  }
}
