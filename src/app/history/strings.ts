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
  adding: 'Adding finished saved games to the history…',
  allPlayers: 'All players',
  finishedOn: 'Finished {date}',
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
  adding: 'Добавляем в историю законченные сохранённые игры…',
  allPlayers: 'Все игроки',
  finishedOn: 'Закончена {date}',
};

export const historyStrings: Bilingual<typeof en> = { en, ru };
export const useHistoryT = makeUseT(historyStrings);
