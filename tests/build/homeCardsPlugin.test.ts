// Build step of issue 32, first screen (scripts/home-cards-plugin.ts): the first chunk holds the
// home cards as values, not the games' definitions; the values must be what the definitions give.
// The cards' words travel in each language's first-screen strings chunk (the boot script runs the
// phone's language's only), so the first download carries them in one language, not both.
import { describe, expect, it } from 'vitest';
import { cardWords, HOME_CARDS } from '../../src/app/home/cards';
import { GAMES } from '../../src/games/registry';
import { HOME_CARDS_MODULE, homeCards } from '../../scripts/home-cards-plugin';

const FIRST_STRINGS = (lang: string) =>
  HOME_CARDS_MODULE.replace(/app\/home\/cards\.ts$/, `i18n/shellFirst.${lang}.ts`);

/** the plugin's hooks, as the build calls them */
async function load(id: string): Promise<unknown> {
  const hook = homeCards().load as (this: unknown, id: string) => unknown;
  return await hook.call({}, id);
}
async function transform(code: string, id: string): Promise<{ code: string } | null> {
  const hook = homeCards().transform as (this: unknown, code: string, id: string) => unknown;
  return (await hook.call({}, code, id)) as { code: string } | null;
}

describe('issue 32 first screen: the home cards written into the build', () => {
  it('are the values the games’ definitions give, one card per game in the registry’s order', async () => {
    const source = String(await load(HOME_CARDS_MODULE));
    const written = JSON.parse(source.match(/^export const HOME_CARDS = (.*);$/m)![1]!);
    expect(written).toEqual(HOME_CARDS);
    expect(written.map((c: { id: string }) => c.id)).toEqual(GAMES.map((g) => g.id));
    // no words in the first chunk: they are read from the strings chunk that ran
    expect(source).not.toContain(GAMES[0]!.title.en);
    expect(source).not.toContain(GAMES[0]!.title.ru);
  });

  for (const [lang, other] of [
    ['ru', 'en'],
    ['en', 'ru'],
  ] as const) {
    it(`put the cards' words in ${lang}, and only them, in the ${lang} first-screen strings chunk`, async () => {
      const out = await transform('export const x = 1;\n', FIRST_STRINGS(lang));
      const g = globalThis as { pocketTableShell?: { cards?: Record<string, unknown> } };
      const saved = g.pocketTableShell;
      const written = () => g.pocketTableShell?.cards?.[lang];
      try {
        delete g.pocketTableShell;
        // the words are put where the first chunk's cards read them, before the chunk's own code
        new Function(out!.code.replace('export const x = 1;', ''))();
        expect(written()).toEqual(cardWords(lang));
      } finally {
        g.pocketTableShell = saved;
      }
      expect(out!.code.endsWith('export const x = 1;\n')).toBe(true);
      for (const game of GAMES) {
        expect(out!.code).toContain(game.blurb[lang]);
        expect(out!.code).not.toContain(game.blurb[other]);
      }
    });
  }

  it('leave every other module as it is', async () => {
    expect(await load(HOME_CARDS_MODULE.replace('cards.ts', 'HomeScreen.tsx'))).toBeNull();
    expect(await transform('x', HOME_CARDS_MODULE.replace('cards.ts', 'HomeScreen.tsx'))).toBeNull();
    expect(await transform('x', FIRST_STRINGS('x').replace('shellFirst.x', 'shell.ru'))).toBeNull();
  });
});
