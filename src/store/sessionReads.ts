// Reading saved games' full records for the store (sessions.ts): the store holds summaries, so a
// game's record comes from memory when this tab has it (the open game, one it wrote last, a write
// still queued) and else from storage, checked like any record read (readSaved.ts). A record
// read that turns out damaged joins the damaged list; one read fresh refreshes its summary.
import type { StoreApi } from 'zustand';
import type { GameRulesInfo } from '../kit/rulesMigration';
import type { KnownGame, Session } from '../kit/session';
import { isKeptAside, queuedWrite } from './gameRecords';
import { reportFailure } from './persistence';
import { READ_CHUNK } from './readSaved';
import { readSessions } from './restore';
import type { SessionsStore } from './sessionsApi';
import type { DamagedGame } from './sortRecords';
import { summaryOf } from './summaries';

interface Known {
  gameInfo: readonly (string | GameRulesInfo)[];
  knownGames: readonly KnownGame[];
}

export function sessionReads(
  get: () => SessionsStore,
  set: StoreApi<SessionsStore>['setState'],
  known: () => Known,
) {
  /** The game's full record if this tab has it in memory (null: deleted here, not yet written). */
  const atHand = (id: string): Session | null | undefined => {
    const { open, recent } = get();
    if (open?.id === id) return open.session;
    const kept = recent.find((r) => r.id === id);
    if (kept) return kept;
    const queued = queuedWrite(id);
    if (queued === null) return null;
    return queued !== undefined && !isKeptAside(queued) ? (queued as Session) : undefined;
  };
  /** Records read from storage: damaged ones join the damaged list, usable ones refresh their summary. */
  const noteRead = (sessions: readonly Session[], damaged: readonly DamagedGame[]) => {
    if (!sessions.length && !damaged.length) return;
    set((s) => {
      const list = { ...s.sessions };
      for (const sess of sessions) if (Object.hasOwn(list, sess.id)) list[sess.id] = summaryOf(sess);
      for (const d of damaged) delete list[d.id];
      const known = new Set(s.damaged.map((d) => d.id));
      return { sessions: list, damaged: [...s.damaged, ...damaged.filter((d) => !known.has(d.id))] };
    });
  };

  const readSession = async (id: string): Promise<Session | null> => {
    const inHand = atHand(id);
    if (inHand !== undefined) return inHand;
    try {
      const { gameInfo, knownGames } = known();
      const { sessions, damaged } = await readSessions([id], gameInfo, knownGames);
      noteRead(sessions, damaged);
      return sessions[0] ?? null;
    } catch (e) {
      reportFailure(e, true);
      throw e;
    }
  };

  const readMany = async (
    ids: readonly string[],
    each: (chunk: Session[]) => void | Promise<void>,
  ): Promise<void> => {
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const chunk = ids.slice(i, i + READ_CHUNK);
      const here: Session[] = [];
      const toRead: string[] = [];
      for (const id of chunk) {
        const inHand = atHand(id);
        if (inHand) here.push(inHand);
        else if (inHand === undefined) toRead.push(id);
      }
      let read: Session[] = [];
      if (toRead.length) {
        const { gameInfo, knownGames } = known();
        const got = await readSessions(toRead, gameInfo, knownGames);
        noteRead(got.sessions, got.damaged);
        read = got.sessions;
      }
      // in the order asked
      const byId = new Map([...here, ...read].map((s) => [s.id, s]));
      await each(chunk.flatMap((id) => byId.get(id) ?? []));
    }
  };

  return { atHand, noteRead, readSession, readMany };
}
