// Issue 33 item 10: "Export all" of 5,000 saved games is a file this app imports again on the
// same phone. The games are the heaviest kind a backup holds: long 12-seat Deluxe Saboteur
// games (one random game to its end, copied under 5,000 ids). No timing is asserted; the games
// are made inside the test under its own generous limit (issue 31 item 4).
import { describe, expect, it } from 'vitest';
import { parseSaveFile, SAVE_FILE_MAX_CHARS, saveFileText, sessionEntry } from '../../src/app/saved/saveFile';
import { GAME_IDS, GAMES } from '../../src/games/registry';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import type { SeatAction } from '../../src/kit/rules';
import type { Session } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { playRandomly } from '../support/randomPlay';
import { flushWrites, freshStorage } from './helpers';

const N = 5_000;
const NAMES = [
  'Anna',
  'Boris',
  'Vera',
  'Gleb',
  'Dasha',
  'Egor',
  'Zoya',
  'Ivan',
  'Kira',
  'Lev',
  'Mila',
  'Nina',
];

function longDeluxeGame(): Session {
  const config = { mode: 'deluxe', players: 12, firstPlayer: 0 };
  const log: SeatAction[] = [];
  playRandomly(sabRules as never, sabRules.setup(config as never, 5), {
    rng: 5,
    seat: 'random',
    each: (step) => void log.push(step.action as SeatAction),
  });
  return {
    version: 1,
    id: 'g-0',
    gameId: 'saboteur',
    config,
    seed: 5,
    actions: log,
    seats: NAMES.map((name, colour) => ({ name, colour, who: 'person', where: 'this-phone' })),
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_100_000,
    finished: true,
  };
}

describe('issue 33 item 10: a backup of 5,000 games is restorable', () => {
  it('issue 33 item 10: "Export all" of 5,000 long 12-seat Deluxe games fits the import limit and every game comes back', async () => {
    freshStorage();
    await useSessions.getState().load(GAMES);
    const game = longDeluxeGame();
    expect(game.actions.length).toBeGreaterThan(100);
    const copies = Array.from({ length: N }, (_, i) => ({
      ...game,
      id: `g-${i}`,
      updatedAt: game.updatedAt + i,
    }));
    const text = saveFileText(copies.map(sessionEntry));
    expect(text.length).toBeLessThanOrEqual(SAVE_FILE_MAX_CHARS);
    const back = parseSaveFile(text, GAME_IDS);
    expect(back).toHaveLength(N);
    expect(back[N - 1]!.actions).toEqual(game.actions);

    // restored on the same phone: every game is added and stored
    expect(useSessions.getState().importSessions(back, false)).toEqual({ added: N, replaced: 0, skipped: 0 });
    await flushWrites();
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(N);
    expect((await useSessions.getState().readSession(`g-${N - 1}`))!.actions).toEqual(game.actions);
  }, 900_000);
});
