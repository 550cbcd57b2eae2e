import { useMemo } from 'react';
import { translator, type Bilingual, type Dict, type Lang, type Translator } from './core';
import { useCurrentLang } from './lang';
import { shellStrings, type ShellKey } from './shell';

export function useLang(): Lang {
  return useCurrentLang((s) => s.lang);
}

/** Strings of the shell. */
export function useT(): Translator<typeof shellStrings.en> {
  const lang = useLang();
  return useMemo(() => translator(shellStrings, lang), [lang]);
}

/** A game's own strings: `const useVpT = makeUseT(vpStrings)`. */
export function makeUseT<D extends Dict>(strings: Bilingual<D>): () => Translator<D> {
  return function useGameT() {
    const lang = useLang();
    return useMemo(() => translator(strings, lang), [lang]);
  };
}

export type { ShellKey };
