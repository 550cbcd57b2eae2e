// The options of this game's most recent saved game in this mode, so they carry over to the next
// one. Only its summary is in memory (issue 24 item 18): its record is read once, here.
import { useEffect, useState } from 'react';
import { APP_MODE } from '../../kit/session';
import { useSessions } from '../../store/sessions';
import type { SessionSummary } from '../../store/summaries';

/** `ready` once the last game's options are known (or there is none); `config` absent: none. */
export function useLastConfig(
  gameId: string | null,
  mode: string | null,
): { ready: boolean; config: unknown } {
  const [got, setGot] = useState<{ key: string; config: unknown } | null>(null);
  const key = `${gameId}/${mode}`;
  useEffect(() => {
    if (!gameId || !mode) return;
    let live = true;
    // the most recent one: a pass over the summaries, no sort of thousands of games
    let recent: SessionSummary | undefined;
    for (const s of Object.values(useSessions.getState().sessions))
      if (
        s.gameId === gameId &&
        (s.mode ?? APP_MODE) === mode &&
        !(recent && recent.updatedAt >= s.updatedAt)
      )
        recent = s;
    const done = (config: unknown) => live && setGot({ key, config });
    if (!recent) done(undefined);
    else
      useSessions
        .getState()
        .readSession(recent.id)
        .then(
          (s) => done(s?.config),
          () => done(undefined),
        );
    return () => {
      live = false;
    };
  }, [gameId, mode, key]);
  return got?.key === key ? { ready: true, config: got.config } : { ready: false, config: undefined };
}
