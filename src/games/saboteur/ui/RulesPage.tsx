// A short rules reference in the current language.
import { useLang } from '../../../i18n/useT';

const TEXT = {
  en: [
    [
      'Goal',
      'Gold-diggers dig a tunnel from the start to the gold, one of three face-down goal cards. Hidden saboteurs try to stop them. Three rounds; the most gold wins.',
    ],
    [
      'Your turn',
      'Do one thing, then draw a card: lay a path card (it must fit its neighbours and connect to the start; it may be turned 180°), play an action card, or pass by discarding a card face down.',
    ],
    [
      'Action cards',
      'Broken tools stop a player from laying path cards until repaired. Rockfall removes a path card. The Map lets you secretly look at a goal card.',
    ],
    [
      'End of a round',
      'The round ends when the gold is reached, or when the cards run out. Gold-diggers then share nugget cards; if the gold was not reached, the saboteurs are paid.',
    ],
    [
      'Deluxe',
      'Adds green and blue teams with doors, the Boss, the Profiteer and Geologists, ladders, bridges, crystals, and the cards Theft, Hands off!, Swap your hand, Inspection, Swap your hats, Trapped! and Free at last! You may also heal (discard 2 cards to remove a card in front of you) or pass with 1–3 cards.',
    ],
  ],
  ru: [
    [
      'Цель',
      'Старатели прокладывают туннель от входа к золоту — одной из трёх закрытых карт цели. Тайные вредители им мешают. Три раунда; побеждает тот, у кого больше золота.',
    ],
    [
      'Ваш ход',
      'Сделайте одно действие и возьмите карту: положите карту туннеля (она должна сходиться с соседями и соединяться со входом; её можно повернуть на 180°), сыграйте карту действия или пасуйте, сбросив карту рубашкой вверх.',
    ],
    [
      'Карты действий',
      'Сломанный инструмент не даёт класть карты туннеля, пока его не починят. Обвал убирает карту туннеля. Секретная карта позволяет тайно посмотреть карту цели.',
    ],
    [
      'Конец раунда',
      'Раунд кончается, когда туннель дошёл до золота или кончились карты. Тогда старатели делят карты золота; если золото не нашли, платят вредителям.',
    ],
    [
      'Делюкс',
      'Добавляет зелёную и синюю команды с дверями, Босса, Дельца и Геологов, лестницы, мосты, кристаллы и карты «Вор», «Руки прочь», «Смена карт», «Расследование», «Смена ролей», «Ловушка» и «Освобождение». Можно лечиться (сбросить 2 карты, чтобы убрать карту перед собой) или пасовать 1–3 картами.',
    ],
  ],
} as const;

export function RulesPage() {
  const lang = useLang();
  return (
    <div className="page sab-rules">
      {TEXT[lang].map(([h, p]) => (
        <section key={h}>
          <h2>{h}</h2>
          <p>{p}</p>
        </section>
      ))}
    </div>
  );
}
