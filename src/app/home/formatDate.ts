import type { Lang } from '../../i18n/core';

/**
 * A moment in the current language, e.g. "30 нояб. 2025 г., 07:40" or "Nov 30, 2025, 7:40 AM";
 * "—" for an unknown moment. Never throws: a date outside the Date range reads as unknown.
 */
export function formatWhen(lang: Lang, ms: number): string {
  const when = new Date(ms);
  if (!ms || Number.isNaN(when.getTime())) return '—';
  return (formats[lang] ??= new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })).format(when);
}

/**
 * One formatter a language: making one costs more than formatting (the saved-games list formats
 * 90 dates as it opens; issue 33 "Scale").
 */
const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
