// Which first game's lesson a screen shows now (issue 34), and its end: at most one at a time, on
// the screen of the person it is for (a seat's lesson only once its own private screen is up, a
// table lesson only while no private screen is), the next one waiting for the next moment. State
// logic only; LessonSpot renders it.
import { useContext, useState } from 'react';
import { useLang } from '../../i18n/useT';
import { LessonsContext, type LessonEnd } from '../lessonMemory';
import { pickLesson, type AnyLesson, type LessonCtx } from '../lessons';
import { usePrivacy } from '../privacy';
import { isBot } from '../botSeat';
import { playsHere } from '../seatPlace';
import type { SeatInfo } from '../session';

/** Lessons one person's screen may show one after another at one moment (then the next waits). */
const PER_SEAT_MOMENT = 2;

export interface LessonSpotProps<V> {
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

export function useLessonPick<V>({
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
  /** the lesson was read ("Got it") or not needed ("I know this"): these people have had it */
  const end = (how: LessonEnd) => {
    if (!shown || !here) return;
    here.mark(learners, shown.id, how, { section: shown.section, text: shown.text });
    setClosed((c) => ({ moment, ids: c.moment === moment ? [...c.ids, shown.id] : [shown.id] }));
  };
  return { here, lang, shown, forTable, end };
}
