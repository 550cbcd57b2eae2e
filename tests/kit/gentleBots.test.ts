// Issue 34 item 5: in a first game every bot plays at the game's gentlest level.
import { describe, expect, it } from 'vitest';
import { gentleBots } from '../../src/kit/gentleBots';

describe('issue 34 item 5: a first game’s bots play gently', () => {
  it('issue 34: every level a seat may have plays as the easy bot, or the first the game declares', () => {
    expect(gentleBots({ easy: 'E', strong: 'S' })).toEqual({ easy: 'E', strong: 'E' });
    expect(gentleBots({ calm: 'C', greedy: 'G' })).toEqual({ calm: 'C', greedy: 'C' });
    expect(gentleBots({})).toEqual({});
  });
});
