// The lesson of a first game (issue 34): at most one at a time, on the screen of the person it
// is for (a seat's lesson only on that seat's own screen, after its handoff; a table lesson on
// the shared screen), with the part of the screen it is about marked. It never holds the game
// up: the game goes on under it, "Got it" closes it and "I know this" says it was not needed;
// either way that person does not get it again.
import { useContext, useEffect, useState } from 'react';
import { useLang } from '../../i18n/useT';
import type { Text } from '../game';
import { LessonsContext } from '../lessonMemory';
import { pickLesson, type AnyLesson, type LessonCtx } from '../lessons';
import { usePrivacy } from '../privacy';
import { isBot } from '../botSeat';
import { playsHere } from '../seatPlace';
import type { SeatInfo } from '../session';
import './lesson.css';

const WORDS: Record<'title' | 'gotIt' | 'known' | 'rule', Text> = {
  title: { ru: 'Первая игра', en: 'First game' },
  gotIt: { ru: 'Понятно', en: 'Got it' },
  known: { ru: 'Я это знаю', en: 'I know this' },
  rule: { ru: 'Правила', en: 'Rules' },
};

/** Lessons one person's screen may show one after another at one moment (then the next waits). */
const PER_SEAT_MOMENT = 2;

/** The attribute a game puts on the parts of its screens that lessons point at. */
export const LESSON_TARGET = 'data-lesson-target';

interface LessonSpotProps<V> {
  lessons: readonly AnyLesson<V>[];
  /** the view on screen: the seat's own view on its private screen, else the table view */
  view: V;
  /** whose own screen this is; null: the shared table */
  seat: number | null;
  seats: readonly SeatInfo[];
  /** changes as the screen moves on (a round, a phase, a frame): after a lesson is closed, the
   *  next waits for the next moment, so two never come one on top of the other */
  moment: string;
}

/** The people a lesson on this screen is for: the seat's person, or every person at the table. */
function learnersOf(seat: number | null, seats: readonly SeatInfo[]): string[] {
  const here = (s: SeatInfo | undefined) => !!s && playsHere(s) && !isBot(s);
  if (seat !== null) return here(seats[seat]) ? [seats[seat]!.name] : [];
  return seats.filter(here).map((s) => s.name);
}

export function LessonSpot<V>({ lessons, view, seat, seats, moment }: LessonSpotProps<V>) {
  const here = useContext(LessonsContext);
  const lang = useLang();
  const privateUp = usePrivacy((s) => s.count) > 0;
  // closed at this moment (the next lesson waits for the next one); closed ids hide at once
  const [closed, setClosed] = useState<{ moment: string; ids: string[] }>({ moment: '', ids: [] });
  const ctx: LessonCtx = { lang, seat, name: (s) => seats[s]?.name ?? `${s + 1}` };
  const learners = learnersOf(seat, seats);
  // a seat's lesson only once its own private screen is up (never behind its handoff); a table
  // lesson only while no private screen is (never over somebody's hand)
  const allowed = here !== null && (seat === null ? !privateUp : privateUp);
  const shown =
    // on the shared screen the next lesson waits for the next moment; on a seat's own screen one
    // more may follow at once (the person is reading anyway, and the move is still to make)
    allowed && (closed.moment !== moment || (seat !== null && closed.ids.length < PER_SEAT_MOMENT))
      ? pickLesson(
          lessons,
          view,
          ctx,
          seat === null ? 'table' : 'seat',
          learners,
          (name, id) => closed.ids.includes(id) || here.had(name, id),
        )
      : null;
  const target = shown?.target ?? null;
  useEffect(() => {
    if (!target) return;
    const marked = document.querySelectorAll(`[${LESSON_TARGET}~="${CSS.escape(target)}"]`);
    marked.forEach((el) => el.setAttribute('data-lesson-on', ''));
    return () => marked.forEach((el) => el.removeAttribute('data-lesson-on'));
  }, [target, moment]);
  if (!shown || !here) return null;
  const end = (how: 'taught' | 'known') => {
    here.mark(learners, shown.id, how);
    setClosed((c) => ({ moment, ids: c.moment === moment ? [...c.ids, shown.id] : [shown.id] }));
  };
  const who = seat === null ? null : (seats[seat]?.name ?? null);
  return (
    <aside
      className="lesson"
      aria-labelledby={`lesson-${shown.id}`}
      data-lesson={shown.id}
      data-lesson-section={shown.section}
    >
      <p className="lesson-head" id={`lesson-${shown.id}`}>
        {WORDS.title[lang]}
        {who ? ` · ${who}` : ''}
        <span className="lesson-cite">
          {WORDS.rule[lang]} {shown.section}
        </span>
      </p>
      <p className="lesson-text">{shown.text}</p>
      <div className="lesson-buttons">
        <button type="button" className="btn btn-primary" onClick={() => end('taught')}>
          {WORDS.gotIt[lang]}
        </button>
        <button type="button" className="btn" onClick={() => end('known')}>
          {WORDS.known[lang]}
        </button>
      </div>
    </aside>
  );
}
