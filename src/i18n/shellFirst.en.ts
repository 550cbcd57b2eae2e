// The words the first screen shows in English (issue 32, first screen): home as it first paints,
// the loading line of a screen on its way and the notice of a new version (a tab left open across
// an update: the other strings' chunk may be gone too). The boot script runs this small chunk
// before the first paint (app/boot/paint.ts); every other shell string is in shell.en.ts, fetched
// once home is up, which every other screen waits for (i18n/shell.ts). Keys: the shell's keys.
import type { EarlyShell } from './earlyShell';

export const enFirst = {
  appName: 'Pocket Table',
  tagline: 'Board games at a real table, one phone',
  games: 'Games',
  notYetPlayable: 'Not yet playable: its screens are still being built.',
  newGame: 'New game',
  rules: 'Rules',
  severalPhones: 'Several phones',
  playerHistory: 'Players and results',
  menu: 'Menu',
  savedGames: 'Saved games',
  settings: 'Settings',
  loading: 'Loading…',
  staleVersion:
    'A new version of the app is installed. Reload to open this screen; your saved games are kept.',
  reloadNow: 'Reload',
};

// for the app's first render, which takes them from here when the boot script ran this chunk
// (shell.ts)
const early = ((globalThis as EarlyShell).pocketTableShell ??= {});
early.en = enFirst;
early.ran?.('en');
