// The player history beside the saved games. The saved-games screen does not read the history
// when it opens (with thousands of saved games that would load every game's rules to summarise
// old ones: issue 24 item 18); it reads it when it needs it: before finished games are deleted
// (each keeps its result, summarised from its log if the history lacks it), for "Export all"
// (the file carries the history) and for an import (which says how many results are new).
import { GAME_IDS } from '../../games/registry';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import { missingEntries } from '../history/backfill';
import { loadGame } from '../loadGame';

/** Resolves once the history has been read (or its read failed). */
export function historyRead(): Promise<void> {
  const h = useHistory.getState();
  if (h.readState === 'idle') return h.load(GAME_IDS);
  if (h.readState !== 'loading') return Promise.resolve();
  return new Promise((done) => {
    const stop = useHistory.subscribe((s) => {
      if (s.readState === 'loading') return;
      stop();
      done();
    });
  });
}

/**
 * Makes sure each finished game among `ids` has its result in the history before it is deleted.
 * null when none of them is finished (nothing to wait for).
 */
export function keepResults(ids: readonly string[]): Promise<void> | null {
  const listed = useSessions.getState().sessions;
  const finished = ids.filter((id) => Object.hasOwn(listed, id) && listed[id]!.finished);
  if (!finished.length) return null;
  return (async () => {
    await historyRead();
    const have = useHistory.getState().games;
    const todo = finished.filter((id) => !Object.hasOwn(have, id));
    await useSessions
      .getState()
      .readSessions(todo, async (chunk) =>
        useHistory.getState().add(await missingEntries(chunk, useHistory.getState().games, loadGame), false),
      )
      .catch(() => {
        // a log that cannot be read is kept as damaged or stays saved: nothing more to keep here
      });
  })();
}
