// Random-play fuzz over thousands of games at every player count (§14 contract): games end, every
// step keeps cards conserved (§7.5, §12), counts non-negative, banks within capacity (§7.3),
// relics ≤ 3 (§1), every seat to plan has ≥ 2 playable cards (§6); replays match exactly; an
// action by a seat not in actors() is refused with a RuleError and changes nothing.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/kit/rules';
import { bankCapacity, rules, type Action, type State } from '../../../../src/games/village-pillage/rules';
import { allCards, J, randomGame } from './helpers';

/** Cheap per-step checks (plain conditions, one failure message); the full card multiset is
 *  compared whenever a round has completed. Returns a problem description or ''. */
function invariantProblem(s: State, cards: string, roundDone: boolean): string {
  const cap = bankCapacity[s.mode];
  const villages = s.resolution ? s.resolution.villages : s.seats;
  for (const v of villages) {
    if (v.stockpile < 0 || v.bank < 0 || v.bank > cap || v.relics > 3) return `bad village ${J(v)}`;
  }
  if (s.phase === 'plan') {
    for (const p of s.seats)
      if (p.hand.length < (p.front === null ? 2 : 1)) return `too few playable cards ${J(p)}`;
  }
  if (roundDone && allCards(s).join() !== cards) return `cards changed: ${allCards(s).join()} vs ${cards}`;
  return '';
}

function fuzz(players: number, seed: number, expansion?: boolean): State {
  let cards = '';
  return randomGame(
    players,
    seed,
    (before, _a, after) => {
      if (!cards) cards = allCards(before).join();
      const problem = invariantProblem(after, cards, after.round !== before.round || after.phase === 'over');
      if (problem) expect.fail(`${players}p seed ${seed}: ${problem}`);
    },
    expansion,
  );
}

const GAMES_PER_COUNT = 1000;

describe('random-play fuzz', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: ${GAMES_PER_COUNT} random games end with invariants kept at every step (§6–§9, §14)`, () => {
      let winners = 0;
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const end = fuzz(players, g);
        if (rules.actors(end).length || end.winners.length === 0)
          expect.fail(`${players}p seed ${g} did not end properly`);
        winners += end.winners.length;
      }
      expect(winners).toBeGreaterThanOrEqual(GAMES_PER_COUNT);
    }, 120_000);
  }

  it('with the Expansion Pack at 2–5 players (§12) games end and keep the invariants', () => {
    for (const players of [2, 3, 4, 5]) {
      for (let g = 0; g < 200; g++) expect(fuzz(players, 10_000 + g, true).phase).toBe('over');
    }
  }, 120_000);

  it('replays from (config, seed, actions) match exactly; states stay plain JSON; forged seats are refused (§14)', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      for (let g = 0; g < 20; g++) {
        const log: Action[] = [];
        let k = 0;
        const end = randomGame(players, 2000 + g, (before, a, after) => {
          log.push(a);
          if (k++ % 7 !== 0) return;
          expect(JSON.parse(J(after))).toEqual(after);
          const idle = before.seats.map((_, i) => i).find((i) => !rules.actors(before).includes(i));
          if (idle === undefined) return;
          const text = J(before);
          expect(() => rules.apply(before, { ...a, seat: idle })).toThrow(RuleError);
          expect(J(before)).toBe(text);
        });
        let r = rules.setup(rules.defaultConfig(players), 2000 + g);
        for (const a of log) r = rules.apply(r, a);
        expect(J(r)).toBe(J(end));
      }
    }
  }, 120_000);
});
