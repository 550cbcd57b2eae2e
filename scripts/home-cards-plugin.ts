// Build step (issue 32, first screen): the home screen's game cards (src/app/home/cards.ts) are
// made from the games' definitions, which carry far more than a card shows (modes, settings,
// facts, the kit's defineGame). In the production build this plugin loads that module as the
// values it computes, so the first chunk holds only what the cards show; the registry and the
// definitions go to the chunks of the screens that use them. The cards' words go to each
// language's first-screen strings chunk (src/i18n/shellFirst.*.ts, which the boot script runs
// before the first render), where the module reads them: the first download carries them in the
// phone's language only. Tests and `vite dev` read the module itself (a test's fake registry makes
// its cards as before).
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { CardWords, HomeCard } from '../src/app/home/cards';
import { LANGS, type Lang } from '../src/i18n/core';

const ROOT = resolve(import.meta.dirname, '..');
export const HOME_CARDS_MODULE = resolve(ROOT, 'src/app/home/cards.ts');
/** where a language's first-screen strings chunk puts the cards' words (src/i18n/earlyShell.ts) */
const WORDS = 'globalThis.pocketTableShell';

type Cards = { HOME_CARDS: readonly HomeCard[]; cardWords: (lang: Lang) => Record<string, CardWords> };

/** The module's text with the cards written out as values (plain JSON: ids and flags), and
 *  their words read from where the strings chunk of the language put them. */
function homeCardsSource(cards: readonly HomeCard[]): string {
  return (
    `export const HOME_CARDS = ${JSON.stringify(cards)};\n` +
    `export const cardWords = (lang) => ${WORDS}?.cards?.[lang];\n`
  );
}

/** What a language's strings chunk runs first: the cards' words in that language. */
function cardWordsSource(lang: Lang, words: Record<string, CardWords>): string {
  return `((${WORDS} ??= {}).cards ??= {})[${JSON.stringify(lang)}] = ${JSON.stringify(words)};\n`;
}

const firstStringsLang = (id: string) =>
  LANGS.find((lang) => id.split('?')[0]!.replace(/\\/g, '/').endsWith(`/src/i18n/shellFirst.${lang}.ts`));

export function homeCards(): Plugin {
  let cards: Promise<Cards> | undefined;
  // a fresh module runner: the definitions as they are in src/, evaluated in node
  const computed = () =>
    (cards ??= runnerImport<Cards>(HOME_CARDS_MODULE, {
      configFile: false,
      root: ROOT,
      logLevel: 'warn',
    }).then((r) => r.module));
  return {
    name: 'pocket-table:home-cards',
    apply: 'build',
    async load(id) {
      if (id.split('?')[0]!.replace(/\\/g, '/') !== HOME_CARDS_MODULE.replace(/\\/g, '/')) return null;
      return homeCardsSource((await computed()).HOME_CARDS);
    },
    async transform(code, id) {
      const lang = firstStringsLang(id);
      if (!lang) return null;
      return { code: cardWordsSource(lang, (await computed()).cardWords(lang)) + code, map: null };
    },
  };
}
