// The lesson of a first game (issue 34): at most one at a time, on the screen of the person it
// is for (a seat's lesson only on that seat's own screen, after its handoff; a table lesson on
// the shared screen), with the part of the screen it is about marked. It never holds the game
// up: the game goes on under it, "Got it" closes it and "I know this" says it was not needed;
// either way that person does not get it again.
import { useEffect, useRef } from 'react';
import { LessonCard } from './LessonCard';
import { useLessonPick, type LessonSpotProps } from './useLessonPick';
import './lesson.css';

/** The attribute a game puts on the parts of its screens that lessons point at. */
export const LESSON_TARGET = 'data-lesson-target';

/** Brings a lesson that comes up off screen into view, and marks the part of the screen it is about. */
function useLessonPlace(shownId: string | null, target: string | null, moment: string) {
  // a lesson that comes up off screen (the page scrolled to a sheet) is brought into view
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!shownId) return;
    // after the screen's own focus has moved (a sheet focuses its first free cell)
    const frame = requestAnimationFrame(() => box.current?.scrollIntoView?.({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [shownId]);
  useEffect(() => {
    if (!target) return;
    const marked = document.querySelectorAll(`[${LESSON_TARGET}~="${CSS.escape(target)}"]`);
    marked.forEach((el) => el.setAttribute('data-lesson-on', ''));
    return () => marked.forEach((el) => el.removeAttribute('data-lesson-on'));
  }, [target, moment]);
  return box;
}

export function LessonSpot<V>(props: LessonSpotProps<V>) {
  const { seat, seats, moment } = props;
  const { here, lang, shown, forTable, end } = useLessonPick(props);
  const box = useLessonPlace(shown?.id ?? null, shown?.target ?? null, moment);
  if (!shown || !here) return null;
  const who = forTable || seat === null ? null : (seats[seat]?.name ?? null);
  return <LessonCard ref={box} lesson={shown} lang={lang} who={who} openRules={here.openRules} onEnd={end} />;
}
