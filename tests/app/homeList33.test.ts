// Issue 33 "Scale": home's "Continue" links found in one pass (homeList.ts) are those the sort of
// every unfinished game gave: per game the three most recent unfinished, the most recent first
// (games played at the same time in the order listed), and how many more once the read has ended.
import { describe, expect, it } from 'vitest';
import { homeListOf } from '../../src/app/home/homeListOf';
import type { SessionSummary } from '../../src/store/summaries';

const seats: SessionSummary['seats'] = [];
const sum = (id: string, gameId: string, updatedAt: number, finished = false): SessionSummary => ({
  id,
  gameId,
  seats,
  updatedAt,
  finished,
  moves: 0,
});

/** What home showed before: every unfinished game sorted by time, the first three of each game. */
function sorted(list: SessionSummary[], reading: boolean) {
  const out = new Map<string, { shown: string[]; more: number }>();
  const open = list.filter((s) => !s.finished).sort((a, b) => b.updatedAt - a.updatedAt);
  for (const g of new Set(open.map((s) => s.gameId))) {
    const all = open.filter((s) => s.gameId === g);
    out.set(g, { shown: all.slice(0, 3).map((s) => s.id), more: reading ? 0 : Math.max(0, all.length - 3) });
  }
  return out;
}

describe('issue 33 "Scale": home\'s links without sorting every game', () => {
  // times repeat (every seventh game played last, all at the same time), finished games between
  const list = Array.from({ length: 200 }, (_, i) =>
    sum(`g${i}`, i % 3 ? 'a' : 'b', i % 7 === 0 ? 1000 : (i * 7919) % 1000, i % 5 === 0),
  );
  for (const reading of [true, false])
    it(`lists what the sort listed (${reading ? 'while' : 'once'} the games are read)`, () => {
      const got = homeListOf({
        sessions: Object.fromEntries(list.map((s) => [s.id, s])),
        damaged: [],
        readState: reading ? 'loading' : 'ok',
      });
      const shown = new Map(
        [...got.byGame].map(([g, c]) => [g, { shown: c.shown.map((s) => s.id), more: c.more }]),
      );
      expect(shown).toEqual(sorted(list, reading));
    });
});
