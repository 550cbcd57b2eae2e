// Issue 33, "Scale: 5,000 saved games feel like none": the first Players open after an upgrade
// summarises every finished saved game; one 12-seat Deluxe Saboteur log replayed in one task was
// its longest task (hundreds of ms at 4× throttle). The replay now lets the browser in between
// actions (a `breathe` of kit/timeSlice.ts), with the same entry as the replay in one go.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { summarize, summarizeSliced } from '../../src/kit/history';
import type { Session } from '../../src/kit/session';

const sessions = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8')) as {
    data: { sessions: Session[] };
  }
).data.sessions.filter((s) => s.finished);

describe('issue 33 scale: a finished game is summarised a slice at a time', () => {
  it.each(sessions.map((s) => [s.gameId, s] as const))(
    '%s: a pause offered after every action, and the same entry as in one go',
    async (_, session) => {
      const game = await GAMES.find((g) => g.id === session.gameId)!.load();
      const config = game.restoreConfig ? game.restoreConfig(session.config, session.seats) : session.config;
      const s = { ...session, config };
      let pauses = 0;
      const entry = await summarizeSliced(game.rules, game.summary, s, async () => void pauses++);
      expect(pauses).toBe(session.actions.length);
      expect(entry).toEqual(summarize(game.rules, game.summary, s));
    },
  );
});
