// companion §4 / companion §3.3: for the same cards, the companion's villages after resolution
// equal what the full game's kernel computes. Every round of random companion games, at every
// player count (and with the Expansion Pack), is recomputed here by calling `resolveRound` itself
// with the board before the round, the entered cards, the deck cards the table named, the market
// cards taken and the round's chicken seed; the villages, market, winners, owned cards and resting
// cards the companion keeps must be exactly the kernel's.
import { describe, expect, it } from 'vitest';
import { at } from '../../at';
import {
  companion,
  resolveRound,
  type CardId,
  type RoundInput,
} from '../../../../src/games/village-pillage/rules';
import type {
  CompanionAction,
  CompanionConfig,
  CompanionState,
} from '../../../../src/games/village-pillage/rules/companion';
import { randomCompanionGame } from './helpers';

function sorted(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort();
}

/** Checks every completed round of one random game against resolveRound; returns the rounds checked. */
function checkGame(config: CompanionConfig, seed: number): number {
  let deck: CardId[] = [];
  let picks: number[] = [];
  let rounds = 0;
  randomCompanionGame(
    config,
    seed,
    (before: CompanionState, a: CompanionAction, after: CompanionState) => {
      if (a.type === 'deck' && a.card) deck.push(a.card);
      if (a.type === 'buy') picks.push(a.index);
      if (after.rounds.length === before.rounds.length) return;
      // a round completed: recompute it with the kernel from what the test saw
      const b = before.board;
      const entries = [...before.entries];
      if (a.type === 'enter') entries[a.seat] = { ...a } as never;
      const villages = b.seats.map((s) => ({ stockpile: s.stockpile, bank: s.bank, relics: s.relics }));
      const input: RoundInput =
        before.mode === 'duel'
          ? {
              mode: 'duel',
              villages,
              plays: b.seats.map((s, i) => ({ front: s.front ?? (entries[i] as { front: CardId }).front })),
              market: b.market.slice(),
              deck,
            }
          : {
              mode: 'standard',
              villages,
              plays: entries.map((e) => ({
                left: (e as { left: CardId }).left,
                right: (e as { right: CardId }).right,
              })),
              market: b.market.slice(),
              deck,
            };
      let k = 0;
      const seed = after.last!.record.seed;
      const r = resolveRound(input, { seed, choose: () => at(picks, k++) });
      expect(k).toBe(picks.length);
      const got = after.board;
      expect(got.seats.map((s) => ({ stockpile: s.stockpile, bank: s.bank, relics: s.relics }))).toEqual(
        r.villages,
      );
      expect(got.market).toEqual(r.market);
      expect(after.winners).toEqual(r.winners);
      b.seats.forEach((s, i) => {
        const owned = s.owned.slice();
        for (const c of r.lost[i]!) owned.splice(owned.indexOf(c), 1);
        expect(sorted(got.seats[i]!.owned)).toEqual(sorted([...owned, ...r.gained[i]!]));
        const resting = r.exhausted
          .filter((x) => x.seat === i)
          .map((x) => (input.mode === 'duel' ? input.plays[i]!.front : (input.plays[i] as never)[x.side]));
        expect(sorted(got.seats[i]!.exhausted)).toEqual(sorted(resting));
      });
      rounds++;
      deck = [];
      picks = [];
    },
    true,
  );
  return rounds;
}

describe('companion villages equal the kernel (companion §4)', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players: every round of 40 random games equals resolveRound`, () => {
      let rounds = 0;
      for (let g = 0; g < 40; g++) rounds += checkGame(companion.defaultConfig(players), 3000 + g);
      expect(rounds).toBeGreaterThan(40);
    });
  }

  it('with the Expansion Pack at 2–5 players (§12: Shepherd, Monastery, Turncoat, Smuggler)', () => {
    let rounds = 0;
    for (let players = 2; players <= 5; players++)
      for (let g = 0; g < 25; g++) rounds += checkGame({ players, expansion: true }, 4000 + g);
    expect(rounds).toBeGreaterThan(100);
  });
});
