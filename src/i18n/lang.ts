// The language the screens render in. The settings store pushes the person's choice here
// (store → i18n), so i18n reads no store and a test can set the language directly. A language
// whose shell strings are not loaded yet is switched to once they are: no screen ever shows a
// key, and the previous language stays until the new one can be shown whole.
// Not a zustand store: this is in the first download, which needs no store library (issue 32,
// first screen); it has the three calls of one that are used (getState, setState, subscribe).
import { browserLang, type Lang } from './core';
import { loadShellStrings, shellLoaded, type ShellPart } from './shell';

type LangState = { lang: Lang };
let state: LangState = { lang: browserLang() };
const listeners = new Set<() => void>();

export const useCurrentLang = {
  getState: (): LangState => state,
  setState(next: LangState): void {
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The language asked for last (it may still be loading). */
let wanted: Lang = state.lang;

/** Shows `lang` once `part` of its strings is loaded: all of them (a change in the settings),
 *  or the first screen's (the app's start: the rest follow once it is up, App.tsx). */
export function setCurrentLang(lang: Lang, part: ShellPart = 'all'): Promise<void> {
  wanted = lang;
  const show = () => {
    if (wanted === lang && state.lang !== lang) useCurrentLang.setState({ lang });
  };
  if (!shellLoaded(lang, part)) return loadShellStrings(lang, part).then(show);
  show();
  return Promise.resolve();
}

/** Resolves once the first screen's strings of the language asked for last are loaded and shown. */
export function currentLangReady(): Promise<void> {
  return setCurrentLang(wanted, 'first');
}

/** Loads all the strings of the language shown (what every screen but home waits for). Never
 *  fails: strings that cannot be read leave their keys in place of words, not a screen unshown. */
export function allStringsOfCurrentLang(): Promise<unknown> {
  return loadShellStrings(state.lang, 'all').catch(() => {});
}
