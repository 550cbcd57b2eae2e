// The saved-games list at scale: grouped by game and by unfinished/finished, newest first,
// filtered by a player's name.
import type { SessionSummary } from '../../store/summaries';

interface SavedGroup {
  key: string;
  gameId: string;
  finished: boolean;
  sessions: SessionSummary[];
}

const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKC');

export function groupSaved(
  sessions: Iterable<SessionSummary>,
  query: string,
  gameOrder: readonly string[],
): SavedGroup[] {
  const q = fold(query.trim());
  const groups = new Map<string, SavedGroup>();
  for (const s of sessions) {
    if (q && !s.seats.some((seat) => fold(seat.name).includes(q))) continue;
    const key = `${s.gameId}:${s.finished ? 'f' : 'u'}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, gameId: s.gameId, finished: s.finished, sessions: [] }));
    g.sessions.push(s);
  }
  const rank = (id: string) => {
    const i = gameOrder.indexOf(id);
    return i < 0 ? gameOrder.length : i;
  };
  const list = [...groups.values()];
  for (const g of list) g.sessions.sort((a, b) => b.updatedAt - a.updatedAt);
  return list.sort(
    (a, b) =>
      rank(a.gameId) - rank(b.gameId) ||
      a.gameId.localeCompare(b.gameId) ||
      Number(a.finished) - Number(b.finished),
  );
}

/** Whether exporting these games shows secrets: an unfinished game of a hidden-information game. */
export function holdsSecrets(
  s: Pick<SessionSummary, 'finished' | 'gameId' | 'mode'>,
  hiddenInfo: (gameId: string, mode?: string) => boolean,
): boolean {
  return !s.finished && hiddenInfo(s.gameId, s.mode);
}
