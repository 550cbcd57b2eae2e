// Before issue 21 item 2, which guest phone played which seat of a game on several phones was
// kept in localStorage ('pocket-table:multi:<game id>'), apart from the saved game. When the
// saved games are read, each such key is moved into its game (Session.phones) and, once the
// games are written, every old key goes: those of deleted games too, which used to pile up.
import { restoreSeatPhones } from '../kit/seatPhones';
import type { Session } from '../kit/session';
import { flushGameWrites, queueGameWrite } from './gameRecords';
import { useStorageStatus } from './storageStatus';

export const LEGACY_PHONES_PREFIX = 'pocket-table:multi:';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function legacyKeys(ls: Storage): string[] {
  const found: string[] = [];
  for (let i = 0; i < ls.length; i++) {
    const k = ls.key(i);
    if (k?.startsWith(LEGACY_PHONES_PREFIX)) found.push(k);
  }
  return found;
}

/**
 * The games that still have an old key (the start reads their records, not only their summaries,
 * so their phones move in: issue 24 item 18).
 */
export function legacyPhoneIds(): Set<string> {
  const ls = storage();
  try {
    return new Set(ls ? legacyKeys(ls).map((k) => k.slice(LEGACY_PHONES_PREFIX.length)) : []);
  } catch {
    return new Set();
  }
}

/** A game with the phones its old key held (a damaged key is dropped: the game plays on one phone). */
function adopt(ls: Storage, session: Session): Session {
  if (session.phones) return session;
  let raw: unknown;
  try {
    raw = JSON.parse(ls.getItem(LEGACY_PHONES_PREFIX + session.id) ?? 'null');
  } catch {
    return session;
  }
  if (raw === null) return session;
  try {
    const phones = restoreSeatPhones(raw, session.seats.length);
    return phones ? { ...session, phones } : session;
  } catch {
    return session;
  }
}

/**
 * The read games with the phones of their old keys; the games that gained them are written, and
 * once the write succeeded every old key is removed (a failed write keeps them for the next read).
 */
export function migrateLegacyPhones(sessions: Session[]): Session[] {
  const ls = storage();
  let keys: string[];
  try {
    keys = ls ? legacyKeys(ls) : [];
  } catch {
    return sessions;
  }
  if (!ls || keys.length === 0) return sessions;
  const out = sessions.map((s) => adopt(ls, s));
  out.forEach((s, i) => s !== sessions[i] && queueGameWrite(s.id, s));
  void flushGameWrites().then(() => {
    if (useStorageStatus.getState().health !== 'ok') return;
    try {
      for (const k of keys) ls.removeItem(k);
    } catch {
      // read again next time
    }
  });
  return out;
}
