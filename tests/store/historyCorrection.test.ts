// Issue 29 item 3: the winning round of a Village Pillage companion game can be taken back after
// the end; the player history follows the correction: the result leaves the history while the
// game is open again, and the result of the corrected game replaces it (one entry, never two).
import { beforeEach, describe, expect, it } from 'vitest';
import { companion } from '../../src/games/village-pillage/rules';
import { reopenAt } from '../../src/games/village-pillage/rules/companion';
import { GAME_IDS } from '../../src/games/registry';
import type { LoadedGame } from '../../src/kit/game';
import { useHistory } from '../../src/store/history';
import { listSettled, useSessions } from '../../src/store/sessions';
import { freshStorage } from './helpers';
import { reload } from './historyReload';

const vpc: LoadedGame = {
  rules: companion,
  bots: {},
  undoable: () => false,
  reopenAt: reopenAt as LoadedGame['reopenAt'],
  configFor: () => companion.defaultConfig(3),
  Screen: () => null,
  RulesPage: () => null,
};
const seats = ['Ann', 'Bob', 'Cid'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

const act = (a: object) => expect(useSessions.getState().act(a as never)).toBeNull();

beforeEach(async () => {
  freshStorage();
  await useSessions.getState().load(GAME_IDS);
});

describe('issue 29 item 3: the history follows a correction of the winning round', () => {
  it('undo after the end removes the result; the corrected end writes one entry with the new result', async () => {
    const id = useSessions
      .getState()
      .create('village-pillage', companion.defaultConfig(3), seats, 5, 'companion');
    useSessions.getState().openSession(id, vpc);
    for (const card of ['florist', 'mason', 'bard', 'moat']) act({ type: 'market', seat: 0, card });
    // Ann has two relics and turnips enough for a third; Bob too
    for (const target of [0, 1]) {
      for (let i = 0; i < 2; i++) act({ type: 'adjust', seat: 0, target, field: 'relics', delta: 1 });
      for (let i = 0; i < 15; i++) act({ type: 'adjust', seat: 0, target, field: 'stockpile', delta: 1 });
    }
    // mis-entered: Ann's Merchant, where Bob played his
    act({ type: 'enter', seat: 0, left: 'merchant', right: 'farmer' });
    act({ type: 'enter', seat: 1, left: 'farmer', right: 'wall' });
    act({ type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    await listSettled(); // the list takes the moves once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[id]!.finished).toBe(true);
    await reload();
    expect(useHistory.getState().games[id]!.ranking[0]).toEqual([0]);

    await useSessions.getState().openSession(id, vpc);
    // the rules refuse every action after the end (kernel contract): the session cuts the log
    expect(useSessions.getState().act({ type: 'undo', seat: 2 } as never)?.code).toBe('not-your-turn');
    expect(useSessions.getState().reopen()).toBe(true);
    await listSettled(); // the list takes the moves once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[id]!.finished).toBe(false);
    await reload();
    expect(useHistory.getState().games[id]).toBeUndefined();

    await useSessions.getState().openSession(id, vpc);
    act({ type: 'enter', seat: 0, left: 'farmer', right: 'wall' });
    act({ type: 'enter', seat: 1, left: 'merchant', right: 'farmer' });
    act({ type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    await listSettled(); // the list takes the moves once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[id]!.finished).toBe(true);
    await reload();
    const games = Object.values(useHistory.getState().games);
    expect(games).toHaveLength(1);
    expect(games[0]!.ranking[0]).toEqual([1]);
  });
});
