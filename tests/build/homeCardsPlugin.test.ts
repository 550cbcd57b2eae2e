// Build step of issue 32, first screen (scripts/home-cards-plugin.ts): the first chunk holds the
// home cards as values, not the games' definitions; the values must be what the definitions give.
import { describe, expect, it } from 'vitest';
import { HOME_CARDS } from '../../src/app/home/cards';
import { GAMES } from '../../src/games/registry';
import { HOME_CARDS_MODULE, homeCards } from '../../scripts/home-cards-plugin';

/** the plugin's load hook, as the build calls it */
async function load(id: string): Promise<unknown> {
  const hook = homeCards().load as (this: unknown, id: string) => unknown;
  return await hook.call({}, id);
}

describe('issue 32 first screen: the home cards written into the build', () => {
  it('are the values the games’ definitions give, one card per game in the registry’s order', async () => {
    const source = await load(HOME_CARDS_MODULE);
    expect(typeof source).toBe('string');
    const written = JSON.parse(String(source).match(/^export const HOME_CARDS = (.*);\n$/s)![1]!);
    expect(written).toEqual(HOME_CARDS);
    expect(written.map((c: { id: string }) => c.id)).toEqual(GAMES.map((g) => g.id));
    expect(written[0].playersLabel).toEqual(GAMES[0]!.playersLabel);
  });

  it('leave every other module as it is', async () => {
    expect(await load(HOME_CARDS_MODULE.replace('cards.ts', 'HomeScreen.tsx'))).toBeNull();
  });
});
