// A first game that teaches (issue 34): the kit shows at most one lesson, to the person it is
// for, on their own screen after their handoff (or on the shared screen for the table's), once
// per person by name, and never while a handoff or somebody's private screen is up.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LessonsContext, type LessonsHere } from '../../src/kit/lessonMemory';
import { lesson, pickLesson, personKey, type AnyLesson, type LessonCtx } from '../../src/kit/lessons';
import type { SeatInfo } from '../../src/kit/session';
import { LessonSpot } from '../../src/kit/ui/Lesson';
import { PrivateGate, usePassAndPlay, type Step } from '../../src/kit/ui/passAndPlay';
import { useSettings } from '../../src/store/settings';
import { confirmHandoff } from '../support/freshPress';

/** A toy view: what the seat holds (its own view) or nothing (the table's). */
interface ToyView {
  viewer: number | null;
  hand: string[];
  round: number;
}

const handLesson = lesson<ToyView, { card: string }>({
  id: 'hand',
  section: 'Village Pillage §6',
  audience: 'seat',
  target: 'hand',
  when: (v) => (v.viewer !== null && v.hand[0] ? { card: v.hand[0] } : null),
  text: { en: (f) => `Your ${f.card} is yours to play.`, ru: (f) => `Ваша карта «${f.card}».` },
});
const roundLesson = lesson<ToyView, { round: number }>({
  id: 'round',
  section: 'Village Pillage §5',
  audience: 'table',
  when: (v) => ({ round: v.round }),
  text: { en: (f) => `Round ${f.round} begins.`, ru: (f) => `Начинается раунд ${f.round}.` },
});
const laterLesson = lesson<ToyView, true>({
  id: 'later',
  section: 'Village Pillage §9',
  audience: 'table',
  when: (v) => (v.round > 1 ? true : null),
  text: { en: () => 'Round two teaches more.', ru: () => 'Второй раунд учит большему.' },
});
const LESSONS: AnyLesson<ToyView>[] = [handLesson, roundLesson, laterLesson];

const seatsOf = (names: string[], kinds = names.map(() => 'person')): SeatInfo[] =>
  names.map((name, i) => ({ name, colour: i, who: kinds[i]!, where: 'this-phone' }));

/** People's lessons in memory, as the app's store keeps them (by name, any case). */
function memory(had: Record<string, string[]> = {}): LessonsHere & { marks: string[] } {
  const people = new Map(Object.entries(had).map(([n, ids]) => [personKey(n), new Set(ids)]));
  const marks: string[] = [];
  return {
    gameId: 'toy',
    marks,
    had: (name, id) => people.get(personKey(name))?.has(id) ?? false,
    mark(names, id) {
      for (const n of names) {
        const k = personKey(n);
        people.set(k, new Set([...(people.get(k) ?? []), id]));
        marks.push(`${n}:${id}`);
      }
    },
  };
}

/** A table of people passing the phone: each takes a private turn behind a handoff. */
function Table({
  seats,
  turnSeat,
  round = 1,
}: {
  seats: SeatInfo[];
  turnSeat: number | null;
  round?: number;
}) {
  const turn: Step<null> | null =
    turnSeat === null ? null : { key: `turn:${turnSeat}:${round}`, seat: turnSeat, data: null };
  const flow = usePassAndPlay({ seats, owed: [], turn });
  const own = (seat: number): ToyView => ({ viewer: seat, hand: [`card of ${seats[seat]!.name}`], round });
  if (!flow.step || flow.step.seat === null)
    return (
      <section>
        <p>the table</p>
        <LessonSpot
          lessons={LESSONS}
          view={{ viewer: null, hand: [], round }}
          seat={null}
          seats={seats}
          moment={`r${round}`}
        />
      </section>
    );
  const seat = flow.step.seat;
  return (
    <PrivateGate flow={flow} seats={seats}>
      <p>secret hand of {seats[seat]!.name}</p>
      <LessonSpot lessons={LESSONS} view={own(seat)} seat={seat} seats={seats} moment={flow.step.key} />
      <ul data-lesson-target="hand">
        <li>hand</li>
      </ul>
    </PrivateGate>
  );
}

function withMemory(mem: LessonsHere | null, ui: React.ReactNode) {
  return <LessonsContext.Provider value={mem}>{ui}</LessonsContext.Provider>;
}

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

describe('issue 34: lessons of a first game (kit)', () => {
  it('issue 34: the first lesson that applies and that somebody has not had is picked; nobody to teach, none', () => {
    const ctx: LessonCtx = { lang: 'en', seat: null, name: (s) => `#${s}` };
    const table: ToyView = { viewer: null, hand: [], round: 2 };
    const none = () => false;
    expect(pickLesson(LESSONS, table, ctx, 'table', ['Anna'], none)?.id).toBe('round');
    expect(pickLesson(LESSONS, table, ctx, 'table', ['Anna'], (_, id) => id === 'round')?.id).toBe('later');
    // one learner among several is enough; all of them having had it is not
    const annaHad = (n: string, id: string) => n === 'Anna' && id === 'round';
    expect(pickLesson(LESSONS, table, ctx, 'table', ['Anna', 'Dana'], annaHad)?.id).toBe('round');
    expect(pickLesson(LESSONS, table, ctx, 'table', [], none)).toBeNull();
    // a seat's lessons are never offered to the table, nor the table's to a seat
    expect(pickLesson([handLesson], table, ctx, 'table', ['Anna'], none)).toBeNull();
    expect(pickLesson([roundLesson], table, ctx, 'seat', ['Anna'], none)).toBeNull();
  });

  it('issue 34: the same name in another case or with spaces is the same person', () => {
    expect(personKey('  Анна ')).toBe(personKey('анна'));
    expect(personKey('Anna')).not.toBe(personKey('Anne'));
  });

  it('issue 34: not a first game (no memory provided): no lesson at all', () => {
    render(withMemory(null, <Table seats={seatsOf(['Anna'])} turnSeat={null} />));
    expect(screen.getByText('the table')).toBeVisible();
    expect(document.querySelector('.lesson')).toBeNull();
  });

  it('issue 34: a seat lesson is never behind the handoff: only on the screen after that person confirms, with its part marked', async () => {
    const user = userEvent.setup();
    const mem = memory();
    render(withMemory(mem, <Table seats={seatsOf(['Anna', 'Boris'])} turnSeat={0} />));
    expect(screen.getByRole('button', { name: 'I am Anna' })).toBeVisible();
    expect(document.querySelector('.lesson')).toBeNull();
    expect(document.body.textContent).not.toContain('card of Anna');
    await confirmHandoff(user, 'Anna');
    const shown = await screen.findByText('Your card of Anna is yours to play.');
    expect(shown.closest('.lesson')?.textContent).toContain('Anna');
    expect(document.querySelector('[data-lesson-target="hand"]')?.hasAttribute('data-lesson-on')).toBe(true);
  });

  it('issue 34: one tap closes it, and it does not come back for that person; the next person gets it on their own turn', async () => {
    const user = userEvent.setup();
    const mem = memory();
    const seats = seatsOf(['Anna', 'Boris']);
    const view = render(withMemory(mem, <Table seats={seats} turnSeat={0} />));
    await confirmHandoff(user, 'Anna');
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(document.querySelector('.lesson')).toBeNull();
    expect(screen.getByText('secret hand of Anna')).toBeVisible();
    expect(mem.marks).toEqual(['Anna:hand']);
    // Boris's turn: his handoff shows no lesson, his own screen does
    view.rerender(withMemory(mem, <Table seats={seats} turnSeat={1} />));
    expect(document.querySelector('.lesson')).toBeNull();
    await confirmHandoff(user, 'Boris');
    await user.click(await screen.findByRole('button', { name: 'I know this' }));
    expect(mem.marks).toEqual(['Anna:hand', 'Boris:hand']);
    // Anna's next turn: nothing again
    view.rerender(withMemory(mem, <Table seats={seats} turnSeat={0} round={2} />));
    await confirmHandoff(user, 'Anna');
    expect(screen.getByText('secret hand of Anna')).toBeVisible();
    expect(document.querySelector('.lesson')).toBeNull();
  });

  it('issue 34: a second first game with one returning player teaches only the new one, on the new one’s turn', async () => {
    const user = userEvent.setup();
    const mem = memory({ anna: ['hand', 'round'] });
    const seats = seatsOf(['Anna', 'Dana']);
    const view = render(withMemory(mem, <Table seats={seats} turnSeat={0} />));
    await confirmHandoff(user, 'Anna');
    expect(screen.getByText('secret hand of Anna')).toBeVisible();
    expect(document.querySelector('.lesson')).toBeNull();
    view.rerender(withMemory(mem, <Table seats={seats} turnSeat={1} />));
    await confirmHandoff(user, 'Dana');
    expect(await screen.findByText('Your card of Dana is yours to play.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    // the shared screen still has Dana to teach the table lesson; closing it marks both people
    view.rerender(withMemory(mem, <Table seats={seats} turnSeat={null} />));
    expect(await screen.findByText('Round 1 begins.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(mem.marks).toEqual(['Dana:hand', 'Anna:round', 'Dana:round']);
  });

  it('issue 34: the table lessons wait for the next moment after one is closed, and bots are never taught', async () => {
    const user = userEvent.setup();
    const mem = memory();
    const seats = seatsOf(['Anna', 'Bot'], ['person', 'easy']);
    const view = render(withMemory(mem, <Table seats={seats} turnSeat={null} round={2} />));
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(mem.marks).toEqual(['Anna:round']);
    expect(document.querySelector('.lesson')).toBeNull();
    view.rerender(withMemory(mem, <Table seats={seats} turnSeat={null} round={3} />));
    expect(await screen.findByText('Round two teaches more.')).toBeVisible();
  });
});
