// Where a first-screen strings chunk (shellFirst.en.ts, shellFirst.ru.ts) puts its words as it
// runs, for the app's first render to take at once (shell.ts reads them: issue 32). A leaf, so the
// chunks need not import shell.ts, which imports them. In the build, each chunk also puts the home
// cards' words in its language under `cards` (scripts/home-cards-plugin.ts; app/home/cards.ts).
import type { Entry, Lang } from './core';

export type EarlyShell = {
  pocketTableShell?: Partial<Record<Lang, Record<string, Entry>>> & { ran?: (lang: Lang) => void };
};
