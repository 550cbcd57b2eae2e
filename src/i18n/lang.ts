// The language the screens render in. The settings store pushes the person's choice here
// (store → i18n), so i18n reads no store and a test can set the language directly.
import { create } from 'zustand';
import { detectLang, type Lang } from './core';

export const useCurrentLang = create<{ lang: Lang }>()(() => ({
  lang: detectLang(typeof navigator === 'undefined' ? [] : navigator.languages),
}));

export function setCurrentLang(lang: Lang): void {
  if (useCurrentLang.getState().lang !== lang) useCurrentLang.setState({ lang });
}
