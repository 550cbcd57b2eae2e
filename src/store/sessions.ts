// Saved games and the open table, in a plain zustand store (no Immer: nothing deep-walks or
// freezes a game state on every action). The store holds each saved game's summary, not its log
// (summaries.ts, issue 24 item 18): memory stays flat with years of games. It is made of parts,
// each named for what it holds (issue 31 item 3):
// - sessionsList.ts: the list of saved games (summaries, damaged ones, how the read went);
// - sessionsTable.ts: the open table (its full record, its state by replay) and its lock;
// - sessionsWrites.ts: the writes (a game saved with its summary, one game at a time: gameRecords.ts);
// - sessionReads.ts: any other game's record, read when it is needed.
import { create } from 'zustand';
import { flushGameWrites, onWritten } from './gameRecords';
import { forgetDb, requestPersistentStorage } from './persistence';
import { sessionReads } from './sessionReads';
import type { SessionsStore } from './sessionsApi';
import { sessionsList } from './sessionsList';
import { sessionsTable } from './sessionsTable';
import { sessionsWrites } from './sessionsWrites';
import { useStorageStatus } from './storageStatus';

export type { OpenGame } from './openTable';
export type { ImportClash, LoadState, SessionsStore, StoredGameInfo } from './sessionsApi';
export type { SessionSummary } from './summaries';

export { damagedFrom, sortRecords, type DamagedGame } from './sortRecords';

/** Resolves once the history entry of the game that ended last is queued (tests wait on it). */
export function historyNoted(): Promise<void> {
  return useSessions.getState().historyNote;
}

let listFollowed: () => Promise<void> = () => Promise.resolve();
/** Resolves once the list holds the open game's last move: it follows once the page is idle (tests wait on it). */
export function listSettled(): Promise<void> {
  return listFollowed();
}

onWritten(() => {
  const store = useSessions.getState();
  // storage works again after a read that failed: the saved games are read now, so the list
  // does not stay short of the games stored before (issue 24 item 7)
  if (store.readState === 'failed') void store.retryLoad();
  if (store.persistAsked) return;
  useSessions.setState({ persistAsked: true });
  void requestPersistentStorage();
});

/**
 * Back in the foreground after storage failed (WebKit drops IndexedDB connections of pages in
 * the background): a connection is opened again, the queued writes are written and a failed
 * read is read again, before anyone has to tap Try again (issue 24 item 19).
 */
export async function recoverStorage(): Promise<void> {
  if (useStorageStatus.getState().health === 'ok' && useSessions.getState().readState !== 'failed') return;
  forgetDb();
  await flushGameWrites();
  if (useSessions.getState().readState === 'failed') await useSessions.getState().retryLoad();
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void recoverStorage();
  });

export const useSessions = create<SessionsStore>()((set, get) => {
  const reads = sessionReads(get, set, () => get().known);
  const writes = sessionsWrites(get, set, reads);
  listFollowed = writes.settled;
  return {
    readSession: reads.readSession,
    readSessions: reads.readMany,
    ...sessionsList(get, set, writes),
    ...writes.state,
    ...sessionsTable(get, set, reads, writes),
  };
});
