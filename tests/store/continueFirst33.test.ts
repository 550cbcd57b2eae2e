// Issue 33, "Scale: 5,000 saved games feel like none", item 2: at a start with every summary
// stored, the most recent unfinished games (home's "Continue" links) are listed before the rest
// of the summaries are checked, instead of after all of them; all are listed when the read ends.
import { beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { useSessions } from '../../src/store/sessions';
import { freshStorage, storeFixtureCopies } from './helpers';
import { resetStores } from './resetStores';

const N = 300;

beforeEach(async () => {
  freshStorage();
  resetStores();
  await storeFixtureCopies(N, 'g');
  // the first start writes every game's summary; the next start reads only those
  await useSessions.getState().load(GAMES);
  resetStores();
});

describe('issue 33 "Scale" item 2: the "Continue" links before the whole list is checked', () => {
  it(`with ${N} summaries stored, the most recent unfinished games are listed before the read ends`, async () => {
    let first: string[] | null = null;
    const stop = useSessions.subscribe((s) => {
      const ids = Object.keys(s.sessions);
      if (!first && s.readState === 'loading' && ids.length) first = ids;
    });
    await useSessions.getState().load(GAMES);
    stop();
    const all = Object.values(useSessions.getState().sessions);
    expect(all).toHaveLength(N);
    const listed: string[] = first ?? [];
    // a part, listed while the read went on
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(N);
    // and that part is the most recent unfinished games, as home lists them
    const recent = all
      .filter((s) => !s.finished)
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .slice(0, listed.length)
      .map((s) => s.id);
    expect([...listed].sort()).toEqual([...recent].sort());
  });
});
