// Village Pillage keeps past rounds (issue 13 item 3, spec §11): the view's history holds every
// resolved round, in order, each round's events exactly as the resolution logged them (with
// the public table after each event, so any round can be played back), and nothing private:
// no plan before the reveal, and no Bard draw of another seat.
import { describe, expect, it } from 'vitest';
import { rules, type GameEvent, type State, type View } from '../../../../src/games/village-pillage/rules';
import { randomGame } from './helpers';

const view = (s: State, seat: number | null) => rules.view(s, seat) as View;

describe('Village Pillage game log', () => {
  for (const players of [2, 3, 5]) {
    it(`${players} players: every resolved round is in the history, round 1 first, the last one equal to lastLog`, () => {
      let rounds = 0;
      const end = randomGame(players, 21, (_before, _a, after) => {
        const table = view(after, null);
        const resolved = after.phase === 'over' ? after.round : after.round - 1;
        expect(table.history.map((r) => r.round)).toEqual(Array.from({ length: resolved }, (_, i) => i + 1));
        if (resolved > 0) expect(table.history[resolved - 1]!.events).toEqual(table.lastLog);
        rounds = resolved;
      });
      expect(rounds).toBe(end.round);
      expect(rounds).toBeGreaterThan(2);
    });
  }

  it('§14 a past round keeps its complete events: the same as when it was the last round, with its tables', () => {
    const lastLogs: GameEvent[][] = [];
    const end = randomGame(4, 8, (before, _a, after) => {
      if (after.round !== before.round || after.phase === 'over') lastLogs.push(view(after, null).lastLog);
    });
    const history = view(end, null).history;
    expect(history.map((r) => r.events)).toEqual(lastLogs);
    for (const r of history) {
      expect(r.events[0]!.kind).toBe('reveal');
      for (const e of r.events) expect(e.after.villages).toHaveLength(4);
    }
  });

  it('§11 no plan before the reveal: while seats plan, the log holds nothing of the round being planned', () => {
    let planning = 0;
    randomGame(3, 4, (_b, _a, after) => {
      if (after.phase !== 'plan') return;
      for (const seat of [null, 0, 1, 2]) {
        const v = view(after, seat);
        expect(v.log).toEqual([]);
        expect(v.history.every((r) => r.round < after.round)).toBe(true);
      }
      planning++;
    });
    expect(planning).toBeGreaterThan(5);
  });

  it('§11 a Bard draw shows its card only to the drawer, in every past round', () => {
    let draws = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const end = randomGame(3, seed);
      for (const viewer of [null, 0, 1, 2]) {
        for (const r of view(end, viewer).history)
          for (const e of r.events) {
            if (e.kind !== 'draw' || e.deckEmpty) continue;
            draws++;
            if (e.seat === viewer) expect(e.card).not.toBeNull();
            else expect([e.card, e.hidden]).toEqual([null, true]);
          }
      }
    }
    expect(draws).toBeGreaterThan(0);
  });
});
