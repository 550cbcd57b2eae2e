// Strings of the multi-phone join screen, English and Russian.
import type { Bilingual } from '../../i18n/core';
import { makeUseT } from '../../i18n/useT';

const en = {
  title: 'Several phones',
  intro:
    'Each person plays on their own phone. Phones talk directly over the same Wi-Fi or one phone’s hotspot: no internet needed.',
  host: 'Host a table',
  join: 'Join a table',
  preparing: 'Preparing the code…',
  hostShow: 'Let the guest scan this code',
  guestShow: 'Show this answer to the host',
  codeText: 'The same code as text',
  copy: 'Copy',
  copied: 'Copied',
  scanHost: 'Scan the host’s code',
  scanAnswer: 'Scan the guest’s answer',
  stopScan: 'Stop the camera',
  pasteLabel: 'Or paste the code',
  useCode: 'Use this code',
  connecting: 'Connecting…',
  connected: 'Connected',
  ping: 'Send a ping',
  pingFrom: 'Ping received (#{n})',
  pongIn: 'The other phone answered ping #{n} in {ms} ms',
  failed: 'The connection failed: both phones must be on the same network. Start again.',
  again: 'Start again',
  'camera-insecure': 'The camera needs HTTPS or the installed app: paste the code instead.',
  'camera-refused':
    'Camera access was refused: paste the code instead, or allow the camera in the browser settings.',
  'camera-missing': 'This device has no camera: paste the code instead.',
  'camera-failed': 'The camera could not start: paste the code instead.',
  scanning: 'Point the camera at the code',
};

const ru: Bilingual<typeof en>['ru'] = {
  title: 'Несколько телефонов',
  intro:
    'Каждый играет на своём телефоне. Телефоны связываются напрямую через одну сеть Wi-Fi или точку доступа одного из телефонов: интернет не нужен.',
  host: 'Собрать стол',
  join: 'Присоединиться',
  preparing: 'Готовлю код…',
  hostShow: 'Дайте гостю отсканировать этот код',
  guestShow: 'Покажите этот ответ хозяину',
  codeText: 'Тот же код текстом',
  copy: 'Скопировать',
  copied: 'Скопировано',
  scanHost: 'Сканировать код хозяина',
  scanAnswer: 'Сканировать ответ гостя',
  stopScan: 'Выключить камеру',
  pasteLabel: 'Или вставьте код',
  useCode: 'Подключиться по коду',
  connecting: 'Подключаюсь…',
  connected: 'Подключено',
  ping: 'Отправить сигнал',
  pingFrom: 'Сигнал получен (№{n})',
  pongIn: 'Другой телефон ответил на сигнал №{n} за {ms} мс',
  failed: 'Подключиться не удалось: телефоны должны быть в одной сети. Начните заново.',
  again: 'Начать заново',
  'camera-insecure': 'Камере нужен HTTPS или установленное приложение: вставьте код вручную.',
  'camera-refused':
    'Доступ к камере запрещён: вставьте код вручную или разрешите камеру в настройках браузера.',
  'camera-missing': 'На этом устройстве нет камеры: вставьте код вручную.',
  'camera-failed': 'Камера не включилась: вставьте код вручную.',
  scanning: 'Наведите камеру на код',
};

export const multiStrings: Bilingual<typeof en> = { en, ru };
export const useMultiT = makeUseT(multiStrings);
