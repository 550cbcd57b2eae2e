import { describe, expect, it } from 'vitest';
import { decideScreen, nextPlanner, type FlowInput } from '../../../../src/games/village-pillage/ui/flow';

const base: FlowInput = {
  phase: 'plan',
  toAct: [0, 1, 2],
  humans: [true, true, false],
  unlocked: null,
  playbackPending: false,
  playbackAtEnd: true,
};

describe('which screen the phone shows', () => {
  it('a person to plan gets the handoff first, never their hand straight away', () => {
    expect(decideScreen(base)).toEqual({ k: 'plan-handoff', seat: 0 });
  });
  it('the private plan only after that same seat passed its handoff', () => {
    expect(decideScreen({ ...base, unlocked: 0 })).toEqual({ k: 'plan', seat: 0 });
    // a stale unlock of another seat never opens the next person's hand
    expect(decideScreen({ ...base, toAct: [1, 2], unlocked: 0 })).toEqual({ k: 'plan-handoff', seat: 1 });
  });
  it('bots plan on their own: with only bots left to act the table waits', () => {
    expect(decideScreen({ ...base, toAct: [2] })).toEqual({ k: 'waiting' });
  });
  it('a resolution playback comes before the next round’s handoffs', () => {
    expect(decideScreen({ ...base, playbackPending: true, playbackAtEnd: false })).toEqual({ k: 'playback' });
  });
  it('a market buy: playback first, then the buyer; a bot buys by itself', () => {
    const buy = { ...base, phase: 'buy' as const, toAct: [2] };
    expect(decideScreen({ ...buy, playbackAtEnd: false, playbackPending: true })).toEqual({ k: 'playback' });
    expect(decideScreen({ ...buy, playbackPending: true })).toEqual({ k: 'bot-buy', seat: 2 });
  });
  it('a person’s buy: handoff when several people share the phone, straight to the market when alone', () => {
    const buy = { ...base, phase: 'buy' as const, toAct: [1], playbackPending: true };
    expect(decideScreen(buy)).toEqual({ k: 'buy-handoff', seat: 1 });
    expect(decideScreen({ ...buy, unlocked: 1 })).toEqual({ k: 'buy', seat: 1 });
    expect(decideScreen({ ...buy, toAct: [0], humans: [true, false, false] })).toEqual({ k: 'buy', seat: 0 });
  });
  it('the end screen once the last playback is dismissed', () => {
    expect(
      decideScreen({ ...base, phase: 'over', toAct: [], playbackPending: true, playbackAtEnd: true }),
    ).toEqual({
      k: 'playback',
    });
    expect(decideScreen({ ...base, phase: 'over', toAct: [] })).toEqual({ k: 'over' });
  });
  it('after a plan, the phone goes to the next person still to plan, or to the reveal', () => {
    expect(nextPlanner([0, 1, 2], [true, true, false], 0)).toBe(1);
    expect(nextPlanner([1, 2], [true, true, false], 1)).toBeNull();
  });
});
