// Village Pillage's lessons of a first game (issue 34): which sections of
// docs/rules/village-pillage.md they teach, that each comes up in real games, and that none
// names a card its view does not show (a seat's lesson reads that seat's view, the table's the
// table view and the round's public events).
import { describe, expect, it } from 'vitest';
import { VP_LESSONS, type VpMoment } from '../../../src/games/village-pillage/lessons';
import { rules, type State } from '../../../src/games/village-pillage/rules';
import { CARDS } from '../../../src/games/village-pillage/rules';
import { cardName } from '../../../src/games/village-pillage/ui/strings';
import type { LessonCtx } from '../../../src/kit/lessons';
import type { Lang } from '../../../src/i18n/core';
import { sectionsOf, uncovered } from '../lessonsCoverage';
import { randomGame } from './rules/helpers';
import { botLine } from '../../../src/games/village-pillage/lessons/botSays';

const NAMES = ['Anna', 'Boris', 'Carl', 'Dana', 'Egor'];
const ctxOf = (lang: Lang, seat: number | null): LessonCtx => ({ lang, seat, name: (s) => NAMES[s]! });

/** The card ids anywhere in a view: a hidden card is null there, so these are the ones it shows. */
function cardsIn(value: unknown): Set<string> {
  const ids = new Set(CARDS.map((c) => c.id as string));
  const found = new Set<string>();
  JSON.stringify(value, (_, v: unknown) => {
    if (typeof v === 'string' && ids.has(v)) found.add(v);
    return v;
  });
  return found;
}

/** Every lesson that applies to the screens of this state, with its words in both languages. */
function lessonsAt(state: State): { id: string; seat: number | null; text: string; visible: Set<string> }[] {
  const out: { id: string; seat: number | null; text: string; visible: Set<string> }[] = [];
  const table = rules.view(state, null);
  const moments: [number | null, VpMoment][] = [
    [null, { view: table, shown: table.lastLog }],
    ...table.seats.map((s) => [s.seat, { view: rules.view(state, s.seat), shown: [] }] as [number, VpMoment]),
  ];
  for (const [seat, moment] of moments) {
    const visible = cardsIn(moment);
    for (const l of VP_LESSONS) {
      if (l.audience !== (seat === null ? 'table' : 'seat')) continue;
      for (const lang of ['en', 'ru'] as const) {
        const ctx = ctxOf(lang, seat);
        const facts = l.when(moment, ctx);
        if (facts !== null) out.push({ id: l.id, seat, text: l.text[lang](facts, ctx), visible });
      }
    }
  }
  return out;
}

describe('issue 34: Village Pillage lessons', () => {
  it('issue 34: the sections no lesson teaches are only those a first game does not meet (the kernel, design notes, examples)', () => {
    const left = uncovered('village-pillage', VP_LESSONS as never);
    console.info(
      `Village Pillage: ${VP_LESSONS.length} lessons; sections without a lesson: ${left.join(' ')}`,
    );
    expect(left).toEqual(['§13', '§14', '§15', '§16']);
    expect(sectionsOf('village-pillage').length).toBeGreaterThan(20);
  });

  it('issue 34: lesson ids are unique and every lesson has words in both languages', () => {
    const ids = VP_LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of VP_LESSONS) expect(Object.keys(l.text).sort()).toEqual(['en', 'ru']);
  });

  it('issue 34: in real games every lesson comes up, and no lesson names a card its own view does not show', () => {
    const fired = new Set<string>();
    const leaks: string[] = [];
    const check = (s: State) => {
      for (const l of lessonsAt(s)) {
        fired.add(l.id);
        for (const c of CARDS) {
          const named = [cardName(c.id, 'en'), cardName(c.id, 'ru')].some((n) => l.text.includes(n));
          if (named && !l.visible.has(c.id)) leaks.push(`${l.id} (seat ${l.seat}) names ${c.id}: ${l.text}`);
        }
      }
    };
    for (const [players, seed, expansion] of [
      [3, 1, false],
      [4, 2, false],
      [5, 3, false],
      [2, 4, false],
      [2, 5, false],
      [3, 6, false],
      // the Expansion Pack's cards (§12)
      [6, 7, true],
      [4, 8, true],
    ] as const) {
      let n = 0;
      // every fourth state is enough to meet each moment and keeps the test quick
      randomGame(
        players,
        seed,
        (_, __, after) => {
          if (n++ % 4 === 0) check(after);
        },
        expansion,
      );
    }
    expect(leaks).toEqual([]);
    expect(VP_LESSONS.map((l) => l.id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('issue 34 item 5: a bot says in one line why, when its card shows a rule (a steal, a Wall stopping red, a relic), and only a bot', () => {
    const kinds = new Set<string>();
    const end = randomGame(4, 11);
    const table = rules.view(end, null);
    for (const round of table.history) {
      for (let i = 1; i <= round.events.length; i++) {
        const upTo = round.events.slice(0, i);
        // nobody is a bot: nothing is said
        expect(botLine(upTo, () => false, ctxOf('en', null))).toBeNull();
        const line = botLine(upTo, (s) => s === 1 || s === 3, ctxOf('en', null));
        if (!line) continue;
        expect(line).toMatch(/^(Boris|Dana) \(bot\): /);
        kinds.add(line.includes('took') ? 'steal' : line.includes('relic') ? 'relic' : 'wall');
        const ru = botLine(upTo, (s) => s === 1 || s === 3, ctxOf('ru', null))!;
        expect(ru).toMatch(/^(Boris|Dana) \(бот\): /);
      }
    }
    expect([...kinds].sort()).toEqual(['relic', 'steal', 'wall']);
  });
});
