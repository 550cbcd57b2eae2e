// A first game that teaches (issue 34): a game declares its lessons as data in its own folder,
// each naming the docs/rules section it teaches, who it speaks to and when it applies, as a
// condition on the view the person is looking at: the table view on a public screen, the seat's
// own view on its private screen, never the state. The kit picks at most one lesson at a time,
// for the people who have not had it yet (remembered by player name, kit/lessonMemory.ts).
import type { Lang } from '../i18n/core';
import { cleanName } from './validate';

/** Whom a lesson speaks to: one seat on its own screen, or everyone at the shared table. */
export type LessonAudience = 'seat' | 'table';

/** What a lesson may use besides its view: the table's public names and the language. */
export interface LessonCtx {
  lang: Lang;
  /** a seat's name (public) */
  name(seat: number): string;
  /** the seat whose own view this is; null on the table view */
  seat: number | null;
}

export interface Lesson<V, F = unknown> {
  /** stable: stored by player name once taught */
  id: string;
  /** the section of the game's docs/rules document it teaches, e.g. Village Pillage §7.2 (in the
   *  game's folder without the game's name; the companion's document as companion §3.1) */
  section: string;
  /** other sections it teaches on the way (e.g. the plan's lesson also shows the seating) */
  also?: readonly string[];
  audience: LessonAudience;
  /** the data-lesson-target of the part of the screen it is about */
  target?: string;
  /** the facts it speaks of when it applies to this view now, else null (facts of the view only) */
  when(view: V, ctx: LessonCtx): F | null;
  /** one or two short sentences, in both languages */
  text: Record<Lang, (facts: F, ctx: LessonCtx) => string>;
}

/** A lesson of any facts (a game's list mixes them). */
export type AnyLesson<V> = Lesson<V, any>;

/** Keeps a lesson's facts typed where it is written. */
export function lesson<V, F>(l: Lesson<V, F>): Lesson<V, F> {
  return l;
}

/** A lesson ready to show: its words in the person's language. */
export interface ShownLesson {
  id: string;
  section: string;
  target: string | null;
  text: string;
}

/** The key a person's lessons are remembered under: the name as the history shows it, any case. */
export function personKey(name: string): string {
  return cleanName(name).toLocaleLowerCase();
}

/**
 * The first lesson of `lessons` for this audience that applies to `view` now and that somebody
 * of `learners` has not had (`had(name, id)`), or null. Nobody to teach: null.
 */
export function pickLesson<V>(
  lessons: readonly AnyLesson<V>[],
  view: V,
  ctx: LessonCtx,
  audience: LessonAudience,
  learners: readonly string[],
  had: (name: string, id: string) => boolean,
): ShownLesson | null {
  if (learners.length === 0) return null;
  for (const l of lessons) {
    if (l.audience !== audience) continue;
    if (learners.every((n) => had(n, l.id))) continue;
    const facts = l.when(view, ctx);
    if (facts === null) continue;
    return { id: l.id, section: l.section, target: l.target ?? null, text: l.text[ctx.lang](facts, ctx) };
  }
  return null;
}
