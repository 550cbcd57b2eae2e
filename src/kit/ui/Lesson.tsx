// The lesson of a first game (issue 34): at most one at a time, on the screen of the person it
// is for (a seat's lesson only on that seat's own screen, after its handoff; a table lesson on
// the shared screen), with the part of the screen it is about marked. It never holds the game
// up: the game goes on under it, "Got it" closes it and "I know this" says it was not needed;
// either way that person does not get it again.
import { useContext, useEffect, useRef, useState } from 'react';
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
  /** a seat's screen in a game with nothing hidden on it (no handoff before it, e.g. a sheet) */
  open?: boolean;
  /** on a seat's screen that the whole table sees too: when no seat lesson applies, the table's
   *  lessons come here (one spot, so never two lessons at once) */
  withTable?: boolean;
}

/** The people a lesson on this screen is for: the seat's person, or every person at the table. */
function learnersOf(seat: number | null, seats: readonly SeatInfo[]): string[] {
  const here = (s: SeatInfo | undefined) => !!s && playsHere(s) && !isBot(s);
  if (seat !== null) return here(seats[seat]) ? [seats[seat]!.name] : [];
  return seats.filter(here).map((s) => s.name);
}

export function LessonSpot<V>({
  lessons,
  view,
  seat,
  seats,
  moment,
  open = false,
  withTable = false,
}: LessonSpotProps<V>) {
  const here = useContext(LessonsContext);
  const lang = useLang();
  const privateUp = usePrivacy((s) => s.count) > 0;
  // closed at this moment (the next lesson waits for the next one); closed ids hide at once
  const [closed, setClosed] = useState<{ moment: string; ids: string[] }>({ moment: '', ids: [] });
  const ctx: LessonCtx = { lang, seat, name: (s) => seats[s]?.name ?? `${s + 1}` };
  // a seat's lesson only once its own private screen is up (never behind its handoff) or on a
  // screen with nothing hidden; a table lesson only while no private screen is (never over a hand)
  const allowed = here !== null && (seat === null ? !privateUp : privateUp || open);
  // on the shared screen the next lesson waits for the next moment; on a seat's own screen one
  // more may follow at once (the person is reading anyway, and the move is still to make)
  const ready = closed.moment !== moment || (seat !== null && closed.ids.length < PER_SEAT_MOMENT);
  const had = (name: string, id: string) => closed.ids.includes(id) || !!here?.had(name, id);
  const pick = (audience: 'seat' | 'table', people: string[]) =>
    pickLesson(lessons, view, ctx, audience, people, had);
  let learners = learnersOf(seat, seats);
  let shown = allowed && ready ? pick(seat === null ? 'table' : 'seat', learners) : null;
  let forTable = seat === null;
  if (!shown && allowed && ready && seat !== null && withTable) {
    learners = learnersOf(null, seats);
    shown = pick('table', learners);
    forTable = true;
  }
  const target = shown?.target ?? null;
  // a lesson that comes up off screen (the page scrolled to a sheet) is brought into view
  const box = useRef<HTMLElement>(null);
  const shownId = shown?.id ?? null;
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
  if (!shown || !here) return null;
  const end = (how: 'taught' | 'known') => {
    here.mark(learners, shown.id, how, { section: shown.section, text: shown.text });
    setClosed((c) => ({ moment, ids: c.moment === moment ? [...c.ids, shown.id] : [shown.id] }));
  };
  const who = forTable || seat === null ? null : (seats[seat]?.name ?? null);
  // the section as the game's rules page numbers it (a companion's, without the document's name)
  const cite = shown.section.replace(/^[^§]*(?=§)/, '');
  return (
    <aside
      ref={box}
      className="lesson"
      aria-labelledby={`lesson-${shown.id}`}
      data-lesson={shown.id}
      data-lesson-section={shown.section}
    >
      <p className="lesson-head" id={`lesson-${shown.id}`}>
        {WORDS.title[lang]}
        {who ? ` · ${who}` : ''}
        {here.openRules ? (
          <button
            type="button"
            className="btn-link lesson-cite"
            onClick={() => here.openRules?.(shown.section)}
          >
            {WORDS.rule[lang]} {cite}
          </button>
        ) : (
          <span className="lesson-cite">
            {WORDS.rule[lang]} {cite}
          </span>
        )}
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
