// The name the new-game form gives a seat left unnamed ("Player 3"), in each language: the shell's
// `playerN` (shell.en.ts, shell.ru.ts), here on its own, since the form recognises both languages'
// made-up names (app/newGame/seats.ts) and must not download the other language's strings for it
// (a Russian phone never downloads the English strings: issue 32, first screen).
import type { Lang } from './core';

export const PLAYER_N = { en: 'Player {n}', ru: 'Игрок {n}' } as const satisfies Record<Lang, string>;
