// The shell's strings, in two chunks per language (issue 32, first screen): the first screen's few
// (shellFirst.en.ts, shellFirst.ru.ts), which the boot script runs before the first paint, and all
// of them (shell.en.ts, shell.ru.ts), fetched once home is up. English is the key set; a missing
// Russian key is a compile error. A phone in Russian never downloads the English strings, and the
// first paint waits for the right ones (main.tsx), so the other language never flashes. Every
// screen but home waits for all of its language's strings before it renders (App.tsx and home's
// own lazy parts: `loadShellStrings(lang, 'all')`), so no screen shows a key.
import type { Entry, Lang } from './core';
import type { en } from './shell.en';
import type { EarlyShell } from './earlyShell';

export type ShellDict = typeof en;
export type ShellKey = keyof ShellDict;
/** The first screen's strings (shellFirst.*.ts), or all of them. */
export type ShellPart = 'first' | 'all';
type Words = Record<ShellKey, Entry>;

/** Runs a language's first-screen chunk, which puts its words in `early` as it runs (below). */
const FIRST: Record<Lang, () => Promise<unknown>> = {
  en: () => import('./shellFirst.en'),
  ru: () => import('./shellFirst.ru'),
};
const ALL: Record<Lang, () => Promise<Words>> = {
  en: () => import('./shell.en').then((m) => m.en),
  ru: () => import('./shell.ru').then((m) => m.ru),
};

/**
 * The first screen's strings: each first-screen chunk puts its words here when it runs
 * (shellFirst.*.ts), and says so (`ran`). The boot script runs the chunk of its language while
 * the page is parsed (app/boot/): the app's first render takes the words from here at once when
 * the chunk ran first, or in the chunk's own task when it runs later, rather than a task after
 * that, which is the soonest an import() answers (issue 32: React mounted sooner).
 */
export type { EarlyShell };
const early = ((globalThis as EarlyShell).pocketTableShell ??= {});
const waiting: Partial<Record<Lang, (value?: unknown) => void>> = {};
early.ran = (lang) => waiting[lang]?.();
/** all of a language's strings, once loaded */
const all: Partial<Record<Lang, Words>> = {};

/** The shell's strings in `lang` loaded so far: all of them, else the first screen's (undefined
 *  before either). */
export function shellDict(lang: Lang): Partial<Words> | undefined {
  return all[lang] ?? (early[lang] as Partial<Words> | undefined);
}

/** Whether `part` of the strings in `lang` is loaded. */
export function shellLoaded(lang: Lang, part: ShellPart = 'all'): boolean {
  return !!(part === 'all' ? all[lang] : shellDict(lang));
}

/** Loads `part` of the shell's strings in `lang` (a failed load may be tried again; the browser
 *  fetches a chunk once however often it is asked for). */
export function loadShellStrings(lang: Lang, part: ShellPart = 'all'): Promise<unknown> {
  if (shellLoaded(lang, part)) return Promise.resolve();
  if (part === 'all') return ALL[lang]().then((words) => (all[lang] = words));
  return Promise.race([FIRST[lang](), new Promise((ran) => (waiting[lang] = ran))]);
}
