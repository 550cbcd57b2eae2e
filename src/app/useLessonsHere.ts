// A first game teaches as it goes (issue 34): who has had which lesson, by name, for the game's
// screens; and where the rules page was last asked to open (a lesson's cite).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LessonsHere } from '../kit/lessonMemory';
import { useLessons } from '../store/lessons';

export function useLessonsHere(firstGame: boolean, gameId: string | null, sessionId: string) {
  const lessonsLoaded = useLessons((s) => s.loaded);
  useEffect(() => {
    if (firstGame) void useLessons.getState().load();
  }, [firstGame]);
  const lessonsPeople = useLessons((s) => s.people);
  const [rulesAt, setRulesAt] = useState<{ section: string; n: number } | null>(null);
  const openRules = useCallback(
    (section: string) => setRulesAt((r) => ({ section, n: (r?.n ?? 0) + 1 })),
    [],
  );
  const lessons = useMemo<LessonsHere | null>(
    () =>
      firstGame && lessonsLoaded && gameId
        ? {
            gameId,
            had: (name, id) => useLessons.getState().had(name, gameId, id),
            mark: (names, id, end, shown) =>
              useLessons
                .getState()
                .mark(
                  names,
                  gameId,
                  id,
                  end,
                  shown && { sessionId, section: shown.section, text: shown.text },
                ),
            openRules,
          }
        : null,
    // a new value when anybody's lessons change, so the screens look again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firstGame, lessonsLoaded, gameId, lessonsPeople, sessionId],
  );
  return { lessons, rulesAt, openRules };
}
