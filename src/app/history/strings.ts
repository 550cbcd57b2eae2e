// Strings of the player history screens, English and Russian (loaded with the screens).
import type { Bilingual } from '../../i18n/core';
import { makeUseT } from '../../i18n/useT';

const en = {
  title: 'Players',
  intro: 'Results of finished games. They stay here when a saved game is deleted.',
  empty: 'No players yet. Names typed on the new-game screen appear here.',
  played: 'Played',
  won: 'Won',
  playedWon: '{played} played · {won} won',
  noGames: 'No finished games yet.',
  recent: 'Recent results',
  place: 'Place {place} of {seats}',
  tie: 'shared',
  winner: 'Won',
  result: 'Result',
  seat: 'Player',
  unknownPlayer: 'The app has not seen a player with this name.',
  unknownResult: 'This result is not in the history.',
  readFailed: 'The history could not be read.',
  historyNewer:
    'This history was saved by a newer version of the app: update the app to see all of it. Games finished here keep their results.',
  historyUnreadable:
    'The history could not be read: it was kept aside for download. Games finished from now on keep their results.',
  adding: 'Adding finished saved games to the history…',
  // issue 33, scale: the list shows what is counted so far while the rest is added
  addingLeft: {
    one: 'Still counting: {count} finished saved game to add. The figures above will grow.',
    other: 'Still counting: {count} finished saved games to add. The figures above will grow.',
  },
  allPlayers: 'All players',
  finishedOn: 'Finished {date}',
  bgStatsExport: 'Export plays for BG Stats',
  bgStatsDone: { one: 'Exported {count} play for BG Stats.', other: 'Exported {count} plays for BG Stats.' },
  bgStatsFuture: {
    one: '{count} game was left out: its date is later than today (the phone’s clock was probably wrong).',
    other:
      '{count} games were left out: their date is later than today (the phone’s clock was probably wrong).',
  },
  scoreStats: '{unit}: average {average} · best {best}',
  /** what a game's score counts, before its average (issue 30: «Средний счёт 2» said nothing of relics) */
  'score-village-pillage': 'Relics',
  'score-saboteur': 'Gold',
  'score-rolling-village': 'Points',
  score: 'Score',
  headToHead: 'Head to head',
  headToHeadRow: '{me} ahead: {won} · {them} ahead: {lost} · level: {even}',
  headToHeadHint: 'Games you both played: who placed higher.',
  fixNames: 'Correct the names',
  fixNamesHint: 'The names as they will read in the history. Results of a name move with it.',
  nameOfSeat: 'Name of player {n}',
  saveNames: 'Save names',
  cancelFix: 'Cancel',
  namesSaved: 'Names saved.',
  nameEmpty: 'A name cannot be empty.',
  nameTwice: 'Two players cannot have the same name.',
};

const ru: Bilingual<typeof en>['ru'] = {
  title: 'Игроки',
  intro: 'Итоги законченных игр. Они остаются здесь, даже когда сохранённая игра удалена.',
  empty: 'Игроков пока нет. Здесь появятся имена, введённые при начале новой игры.',
  played: 'Сыграно',
  won: 'Побед',
  playedWon: 'Сыграно: {played} · побед: {won}',
  noGames: 'Законченных игр пока нет.',
  recent: 'Последние результаты',
  place: 'Место: {place} из {seats}',
  tie: 'поровну',
  winner: 'Победа',
  result: 'Итог игры',
  seat: 'Игрок',
  unknownPlayer: 'Игрока с таким именем приложение не встречало.',
  unknownResult: 'Этого результата нет в истории.',
  readFailed: 'Не удалось прочитать историю.',
  historyNewer:
    'Эта история сохранена более новой версией приложения: обновите приложение, чтобы увидеть её целиком. Итоги игр, законченных здесь, сохраняются.',
  historyUnreadable:
    'Историю не удалось прочитать: она отложена, её можно скачать. Итоги игр, законченных с этого момента, сохраняются.',
  adding: 'Добавляем в историю законченные сохранённые игры…',
  addingLeft: {
    one: 'Ещё считаем: осталось добавить {count} законченную сохранённую игру. Числа выше ещё вырастут.',
    few: 'Ещё считаем: осталось добавить {count} законченные сохранённые игры. Числа выше ещё вырастут.',
    many: 'Ещё считаем: осталось добавить {count} законченных сохранённых игр. Числа выше ещё вырастут.',
    other: 'Ещё считаем: осталось добавить {count} законченной сохранённой игры. Числа выше ещё вырастут.',
  },
  allPlayers: 'Все игроки',
  finishedOn: 'Закончена {date}',
  bgStatsExport: 'Экспорт партий для BG Stats',
  bgStatsDone: {
    one: 'Для BG Stats выгружена {count} партия.',
    few: 'Для BG Stats выгружены {count} партии.',
    many: 'Для BG Stats выгружено {count} партий.',
    other: 'Для BG Stats выгружено {count} партии.',
  },
  bgStatsFuture: {
    one: '{count} игра не выгружена: её дата позже сегодняшней (видимо, на телефоне сбились часы).',
    few: '{count} игры не выгружены: их дата позже сегодняшней (видимо, на телефоне сбились часы).',
    many: '{count} игр не выгружено: их дата позже сегодняшней (видимо, на телефоне сбились часы).',
    other: '{count} игры не выгружено: их дата позже сегодняшней (видимо, на телефоне сбились часы).',
  },
  scoreStats: '{unit}: в среднем {average} · лучший результат {best}',
  'score-village-pillage': 'Реликвии',
  'score-saboteur': 'Золото',
  'score-rolling-village': 'Очки',
  score: 'Счёт',
  headToHead: 'Один на один',
  headToHeadRow: '{me} выше: {won} · {them} выше: {lost} · вровень: {even}',
  headToHeadHint: 'Игры, сыгранные вместе: кто занял место выше.',
  fixNames: 'Исправить имена',
  fixNamesHint: 'Имена, как они будут записаны в истории. Итоги переходят вместе с именем.',
  nameOfSeat: 'Имя игрока {n}',
  saveNames: 'Сохранить имена',
  cancelFix: 'Отмена',
  namesSaved: 'Имена сохранены.',
  nameEmpty: 'Имя не может быть пустым.',
  nameTwice: 'У двух игроков не может быть одного имени.',
};

const historyStrings: Bilingual<typeof en> = { en, ru };
export const useHistoryT = makeUseT(historyStrings);
