import { useMemo, useSyncExternalStore } from 'react';
import { format, translator, type Bilingual, type Dict, type Lang, type Translator } from './core';
import { useCurrentLang } from './lang';
import { shellDict, type ShellDict, type ShellKey } from './shell';

const currentLang = () => useCurrentLang.getState().lang;

/** The language screens render in; on the server too (the home screen is prerendered per language). */
export function useLang(): Lang {
  return useSyncExternalStore(useCurrentLang.subscribe, currentLang, currentLang);
}

/** The shell's strings in `lang`, as loaded when each is asked for; a key not loaded yet reads as
 *  itself (no screen asks for one: the first screen's are loaded before it renders, the others
 *  before any other screen does, i18n/shell.ts). */
export function shellTranslator(lang: Lang): Translator<ShellDict> {
  return (key, params) => {
    const entry = shellDict(lang)?.[key];
    return entry === undefined ? key : format(lang, entry, params);
  };
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
