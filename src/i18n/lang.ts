// The language the screens render in. The settings store pushes the person's choice here
// (store → i18n), so i18n reads no store and a test can set the language directly. A language
// whose shell strings are not loaded yet is switched to once they are: no screen ever shows a
// key, and the previous language stays until the new one can be shown whole.
import { create } from 'zustand';
import { browserLang, type Lang } from './core';
import { loadShellStrings, shellDict } from './shell';

export const useCurrentLang = create<{ lang: Lang }>()(() => ({
  lang: browserLang(),
}));

/** The language asked for last (it may still be loading). */
let wanted: Lang = useCurrentLang.getState().lang;

export function setCurrentLang(lang: Lang): Promise<void> {
  wanted = lang;
  const show = () => {
    if (wanted === lang && useCurrentLang.getState().lang !== lang) useCurrentLang.setState({ lang });
  };
  if (!shellDict(lang)) return loadShellStrings(lang).then(show);
  show();
  return Promise.resolve();
}

/** Resolves once the strings of the language asked for last are loaded and shown. */
export function currentLangReady(): Promise<void> {
  return setCurrentLang(wanted);
}
