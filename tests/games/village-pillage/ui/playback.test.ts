import { describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/village-pillage/rules';
import type { State, View } from '../../../../src/games/village-pillage/rules/types';
import {
  activeCards,
  buildPlayback,
  frameMoves,
  playbackSource,
} from '../../../../src/games/village-pillage/ui/playback';
import { playBotGame } from './helpers';

const tv = (s: State) => rules.view(s, null) as View;
const nums = (v: View) =>
  v.seats.map((s) => ({
    stockpile: s.stockpile,
    bank: s.bank,
    relics: s.relics,
    nextRelicPrice: s.nextRelicPrice,
  }));

describe('resolution playback from the event log', () => {
  for (const [players, seed] of [
    [3, 11],
    [5, 7],
    [2, 3],
    [4, 99],
  ] as const) {
    it(`the recorded tables give every round's starting and final villages, market and deck size (${players} seats)`, () => {
      let rounds = 0;
      playBotGame(players, seed, (before, after) => {
        const start = tv(before);
        const end = tv(after);
        const src = playbackSource(end)!;
        expect(src.round).toBe(start.round);
        const pb = buildPlayback(src.events)!;
        expect(pb.start).toEqual(nums(start));
        expect(pb.startMarket).toEqual(start.market);
        expect(pb.startDeckCount).toBe(start.deckCount);
        const last = pb.frames[pb.frames.length - 1];
        expect(last!.after).toEqual(nums(end));
        expect(last!.market).toEqual(end.market);
        expect(last!.deckCount).toBe(end.deckCount);
        // consecutive frames chain: one frame's "after" is the next one's "before"
        for (let i = 1; i < pb.frames.length; i++)
          expect(pb.frames[i]!.before).toEqual(pb.frames[i - 1]!.after);
        rounds++;
      });
      expect(rounds).toBeGreaterThan(1);
    });
  }

  it('frames follow the rules order: reveal, colour steps green→blue→red→yellow with sub-steps in order, then end', () => {
    const colourRank: Record<string, number> = {
      reveal: 0,
      green: 1,
      blue: 2,
      red: 3,
      yellow: 4,
      refresh: 5,
      end: 6,
    };
    const subRank: Record<string, number> = {
      intro: 0,
      'relic-check': 0.5,
      gains: 1,
      steals: 2,
      banks: 3,
      buys: 4,
      exhausts: 5,
    };
    playBotGame(4, 5, (_b, after) => {
      const end = tv(after);
      const src = playbackSource(end)!;
      const pb = buildPlayback(src.events)!;
      expect(pb.frames[0]!.step).toBe('reveal');
      expect(pb.frames[pb.frames.length - 1]!.step).toBe('end');
      for (let i = 1; i < pb.frames.length; i++) {
        const a = pb.frames[i - 1];
        const b = pb.frames[i];
        const ra = colourRank[a!.step];
        const rb = colourRank[b!.step];
        expect(rb).toBeGreaterThanOrEqual(ra!);
        if (ra === rb && a!.sub && b!.sub && a!.sub in subRank && b!.sub in subRank)
          expect(subRank[b!.sub]).toBeGreaterThan(subRank[a!.sub]!);
      }
    });
  });

  it('steals move turnips from the victim to the thief; active cards include the stealing cards', () => {
    let steals = 0;
    playBotGame(3, 21, (_b, after) => {
      const end = tv(after);
      const pb = buildPlayback(end.lastLog)!;
      for (const f of pb.frames)
        for (const e of f.events)
          if (e.kind === 'steal' && e.fromStockpile > 0) {
            steals++;
            expect(frameMoves(f)).toContainEqual(
              expect.objectContaining({ from: e.victim, to: e.thief, amount: e.fromStockpile }),
            );
            for (const src of e.sources) expect(activeCards(f)).toContain(`${src.seat}:${src.side}`);
          }
    });
    expect(steals).toBeGreaterThan(0);
  });

  it('playbackSource: a paused buy plays the current round; after a round, the previous round; nothing in round 1', () => {
    const s0 = rules.setup(rules.defaultConfig(3), 1);
    expect(playbackSource(tv(s0))).toBeNull();
    const fake = { ...tv(s0), phase: 'buy', round: 4, log: [{ kind: 'reveal' }] } as unknown as View;
    expect(playbackSource(fake)).toMatchObject({ round: 4, paused: true });
    const after = { ...tv(s0), phase: 'plan', round: 5, lastLog: [{ kind: 'reveal' }] } as unknown as View;
    expect(playbackSource(after)).toMatchObject({ round: 4, paused: false });
    const over = { ...tv(s0), phase: 'over', round: 9, lastLog: [{ kind: 'reveal' }] } as unknown as View;
    expect(playbackSource(over)).toMatchObject({ round: 9, paused: false });
  });
});
