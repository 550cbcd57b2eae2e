// The shell's strings. Every key exists in both languages (the type makes a missing Russian
// key a compile error): English in shell.en.ts, Russian in shell.ru.ts.
import type { Bilingual } from './core';
import { en } from './shell.en';
import { ru } from './shell.ru';

export type ShellKey = keyof typeof en;

export const shellStrings: Bilingual<typeof en> = { en, ru };
