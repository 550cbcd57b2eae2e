// Where a strings chunk (shell.en.ts, shell.ru.ts) puts its words as it runs, for the app's first
// render to take at once (shell.ts reads them: issue 32). A leaf, so the chunks need not import
// shell.ts, which imports them.
import type { Entry, Lang } from './core';

export type EarlyShell = {
  pocketTableShell?: Partial<Record<Lang, Record<string, Entry>>> & { ran?: (lang: Lang) => void };
};
