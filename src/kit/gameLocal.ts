// What a screen keeps per saved game in the browser's storage (the Village Pillage companion's draft
// entry, a playback position) is keyed `<what>:<session id>`, so it leaves with its game: deleting a
// game (or replacing it by an import) drops every such key (issue 29 follow-up), without the store
// knowing any game's screens. Session ids are UUIDs: no other key ends with one.

/** The storage key of a screen's state kept for one saved game. */
export const gameLocalKey = (what: string, sessionId: string): string => `${what}:${sessionId}`;

function storages(): Storage[] {
  const out: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const s = (globalThis as Partial<Record<typeof name, Storage>>)[name];
      if (s) out.push(s);
    } catch {
      /* storage blocked: nothing was kept there */
    }
  }
  return out;
}

/** Drops every key kept for these saved games, in localStorage and sessionStorage. */
export function forgetGameLocal(ids: readonly string[]): void {
  if (ids.length === 0) return;
  const ends = ids.filter((id) => id !== '').map((id) => gameLocalKey('', id));
  for (const s of storages()) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i);
        if (k !== null && ends.some((e) => k.endsWith(e) && k.length > e.length)) keys.push(k);
      }
      for (const k of keys) s.removeItem(k);
    } catch {
      /* storage unavailable: nothing to drop */
    }
  }
}
