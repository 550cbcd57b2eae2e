import { useEffect } from 'react';
import { useSettings } from '../store/settings';
import { applyTheme, prefersDarkQuery } from './boot/theme';

/** Applies the theme (light, dark, or the system's) and the page language. */
export function useThemeAndLang(): void {
  const theme = useSettings((s) => s.theme);
  const lang = useSettings((s) => s.lang);
  useEffect(() => {
    const mq = prefersDarkQuery(window);
    const apply = () => applyTheme(document, theme, !!mq?.matches);
    apply();
    mq?.addEventListener?.('change', apply);
    return () => mq?.removeEventListener?.('change', apply);
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}
