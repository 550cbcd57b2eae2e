// Who has had which lesson (issue 34), as the game screens see it: the app provides it for a
// first game only (no provider: no lessons). Kept by player name, so a second first game with
// one new friend teaches only the new friend.
import { createContext } from 'react';

/** How a lesson ended for a person: closed after reading, or "I know this". */
export type LessonEnd = 'taught' | 'known';

export interface LessonsHere {
  /** the game the lessons are of (a lesson id is unique within its game) */
  gameId: string;
  /** whether the person of this name has had the lesson */
  had(name: string, lessonId: string): boolean;
  /** remembers that these people have had it, as it was shown (for the summary after the game) */
  mark(
    names: readonly string[],
    lessonId: string,
    end: LessonEnd,
    shown?: { section: string; text: string },
  ): void;
  /** opens the game's rules page at a section (the lesson's cite) */
  openRules?(section: string): void;
}

export const LessonsContext = createContext<LessonsHere | null>(null);
