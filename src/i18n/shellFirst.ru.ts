// The words the first screen shows in Russian (shellFirst.en.ts says which and why): every key of
// the English ones, in Russian (a missing key is a compile error).
import type { Bilingual } from './core';
import type { enFirst } from './shellFirst.en';
import type { EarlyShell } from './earlyShell';

export const ruFirst: Bilingual<typeof enFirst>['ru'] = {
  appName: 'Pocket Table',
  tagline: 'Настольные игры за настоящим столом с одним телефоном',
  games: 'Игры',
  notYetPlayable: 'Пока нельзя сыграть: экраны этой игры ещё делаются.',
  newGame: 'Новая игра',
  rules: 'Правила',
  severalPhones: 'Несколько телефонов',
  playerHistory: 'Игроки и результаты',
  menu: 'Меню',
  savedGames: 'Сохранённые игры',
  settings: 'Настройки',
  loading: 'Загрузка…',
  staleVersion:
    'Установлена новая версия приложения. Перезагрузите страницу, чтобы открыть этот экран; сохранённые игры не пропадут.',
  reloadNow: 'Перезагрузить',
};

// for the app's first render, which takes them from here when the boot script ran this chunk
// (shell.ts)
const early = ((globalThis as EarlyShell).pocketTableShell ??= {});
early.ru = ruFirst;
early.ran?.('ru');
