// The saved games for the home screen's "Continue" list. The saved games' store (IndexedDB,
// replay, locks) is its own chunk, so home paints before it arrives; the list fills in once the
// store has read the games, as it did before when the read itself came after the first paint.
import { useEffect, useState } from 'react';
import type { Session } from '../../kit/session';

type Sessions = Record<string, Session>;
const NONE: Sessions = {};

export function useSavedSessions(): Sessions {
  const [sessions, setSessions] = useState<Sessions>(NONE);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void import('../../store/sessions').then(({ useSessions }) => {
      if (!live) return;
      setSessions(useSessions.getState().sessions);
      unsubscribe = useSessions.subscribe((s) => setSessions(s.sessions));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return sessions;
}
