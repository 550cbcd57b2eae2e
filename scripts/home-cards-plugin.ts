// Build step (issue 32, first screen): the home screen's game cards (src/app/home/cards.ts) are
// made from the games' definitions, which carry far more than a card shows (modes, settings,
// facts, the kit's defineGame). In the production build this plugin loads that module as the
// values it computes, so the first chunk holds only what the cards show; the registry and the
// definitions go to the chunks of the screens that use them. Tests and `vite dev` read the module
// itself (a test's fake registry makes its cards as before).
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { HomeCard } from '../src/app/home/cards';

const ROOT = resolve(import.meta.dirname, '..');
export const HOME_CARDS_MODULE = resolve(ROOT, 'src/app/home/cards.ts');

/** The module's text with the cards written out as values (plain JSON: texts, counts, flags). */
function homeCardsSource(cards: readonly HomeCard[]): string {
  return `export const HOME_CARDS = ${JSON.stringify(cards)};\n`;
}

export function homeCards(): Plugin {
  return {
    name: 'pocket-table:home-cards',
    apply: 'build',
    async load(id) {
      if (id.split('?')[0]!.replace(/\\/g, '/') !== HOME_CARDS_MODULE.replace(/\\/g, '/')) return null;
      // a fresh module runner: the definitions as they are in src/, evaluated in node
      const { module } = await runnerImport<{ HOME_CARDS: readonly HomeCard[] }>(HOME_CARDS_MODULE, {
        configFile: false,
        root: ROOT,
        logLevel: 'warn',
      });
      return homeCardsSource(module.HOME_CARDS);
    },
  };
}
