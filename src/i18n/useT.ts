import { useMemo, useSyncExternalStore } from 'react';
import { format, translator, type Bilingual, type Dict, type Lang, type Translator } from './core';
import { useCurrentLang } from './lang';
import { shellDict, type ShellDict, type ShellKey } from './shell';

const currentLang = () => useCurrentLang.getState().lang;

/** The language screens render in; on the server too (the home screen is prerendered per language). */
export function useLang(): Lang {
  return useSyncExternalStore(useCurrentLang.subscribe, currentLang, currentLang);
}

/** The shell's strings in `lang`; a key whose language is not loaded yet reads as itself. */
export function shellTranslator(lang: Lang): Translator<ShellDict> {
  const dict = shellDict(lang);
  return (key, params) => (dict ? format(lang, dict[key], params) : key);
}

/** Strings of the shell. */
export function useT(): Translator<ShellDict> {
  const lang = useLang();
  return useMemo(() => shellTranslator(lang), [lang]);
}

/** A game's own strings: `const useVpT = makeUseT(vpStrings)`. */
export function makeUseT<D extends Dict>(strings: Bilingual<D>): () => Translator<D> {
  return function useGameT() {
    const lang = useLang();
    return useMemo(() => translator(strings, lang), [lang]);
  };
}

export type { ShellKey };
