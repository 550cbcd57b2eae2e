// The shapes of what home shows of the saved games (homeList.ts) and of what the saved games'
// store lists (useSavedSessions.ts): a leaf, so the list's chunk and home's hooks share them
// without a cycle of imports.
import type { SessionSummary } from '../../store/summaries';

/** What the saved games' store lists: the games' summaries, the damaged ones, how the read goes. */
export interface ListState {
  sessions: Record<string, SessionSummary>;
  damaged: readonly unknown[];
  readState: string;
}

export interface CardList {
  /** the most recent unfinished games, the most recent first */
  shown: SessionSummary[];
  /** how many more unfinished games there are (0 while the saved games are being read) */
  more: number;
}

export interface HomeList {
  byGame: ReadonlyMap<string, CardList>;
  damaged: number;
}
