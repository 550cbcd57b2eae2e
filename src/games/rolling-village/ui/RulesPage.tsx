// The rules reference of Rolling Village, in both languages (spec: docs/rules/rolling-village.md).
import type { Lang } from '../../../i18n/core';
import { useLang } from '../../../i18n/useT';
import { BASIC_TYPES } from '../rules';
import { ruleWords } from './ruleWords';
import { SheetGrid } from './SheetGrid';
import { rvStrings, useRvT } from './strings';
import './rolling-village.css';

const en = ruleWords('en');
const ru = ruleWords('ru');
/** 1 or 4 house, 2 or 5 forest, 3 or 6 lake (from the rules' TYPE_OF_FACE) */
const faces = (lang: Lang, dash: string) =>
  BASIC_TYPES.map((t) => `${ruleWords(lang).faces[t]}${dash}${rvStrings[lang][t]}`).join(', ');

const SECTIONS: Record<Lang, { h: string; p: string[] }[]> = {
  en: [
    {
      h: 'The sheet',
      p: [
        `Each player has a village of ${en.rows} avenues (rows ${en.avenueLabels}) by ${en.cols} columns. Some cells carry printed points.`,
        `Dice faces name object types: ${faces('en', ' ')}. The square is special.`,
      ],
    },
    {
      h: 'Setup',
      p: [
        'One setup roll (a, b): draw two objects of different types, one in column a and one in column b, in any rows. On a double both go in column a.',
      ],
    },
    {
      h: `Building (${en.lastRound} rounds)`,
      p: [
        'Roll (a, b): draw the type of die a in column b and the type of die b in column a, in any empty cells of those columns, in either order.',
        'A double asks for one object of that type in its column and one square anywhere.',
        'Full column: use the nearest columns with room, outward, no wrap-around; keep the one with more empty cells; on a tie you choose.',
      ],
    },
    {
      h: `Bonus (rounds ${en.bonusRoundsShort})`,
      p: [
        'After building, draw one more house, forest or lake anywhere, of a type you have not used in an earlier bonus. The last one is forced.',
      ],
    },
    {
      h: 'Scoring',
      p: [
        `A scoring roll picks the avenue by its sum (${en.choiceSums}: each player chooses). Every group of connected same-type objects touching that avenue scores the printed points of all its cells, once.`,
        'Squares never belong to a group and split groups. Option: the building roll picks the avenue (original rules).',
        `At the end each square with a house, a forest and a lake among its orthogonal neighbours earns ${en.squarePoints}. Highest total wins; ties are shared.`,
      ],
    },
    {
      h: 'On the phone',
      p: [
        'Dice only: everyone plays on paper and the app rolls. Digital sheets: everyone builds on the same roll, sheet by sheet. Several phones: one phone makes a game code, the others type it and roll the same dice, with no network.',
        'Placements can be undone until the sheet confirms. Rolls are never undone.',
      ],
    },
  ],
  ru: [
    {
      h: 'Лист',
      p: [
        `У каждого игрока деревня: ${ru.rows} улиц (строки ${ru.avenueLabels}) на ${ru.cols} столбцов. В некоторых клетках напечатаны очки.`,
        `Грани кубиков задают тип объекта: ${faces('ru', ' — ')}. Площадь — особый объект.`,
      ],
    },
    {
      h: 'Подготовка',
      p: [
        'Один бросок (a, b): нарисуйте два объекта разных типов — один в столбце a, другой в столбце b, в любых строках. При дубле оба идут в столбец a.',
      ],
    },
    {
      h: `Строительство (${ru.lastRound} раундов)`,
      p: [
        'Бросок (a, b): тип кубика a рисуется в столбце b, тип кубика b — в столбце a, в любых пустых клетках этих столбцов, в любом порядке.',
        'Дубль: один объект этого типа в его столбце и одна площадь в любой клетке.',
        'Столбец заполнен: ищите ближайшие столбцы со свободными клетками, без перехода через край; берите тот, где больше пустых клеток; при равенстве — на выбор.',
      ],
    },
    {
      h: `Бонус (раунды ${ru.bonusRoundsShort})`,
      p: [
        'После строительства нарисуйте ещё один дом, лес или озеро в любой клетке — тип, который ещё не был бонусом. Последний определён заранее.',
      ],
    },
    {
      h: 'Подсчёт',
      p: [
        `Бросок подсчёта выбирает улицу по сумме (${ru.choiceSums} — каждый выбирает сам). Каждая группа соседних объектов одного типа, касающаяся улицы, приносит очки всех своих клеток, один раз.`,
        'Площади не входят в группы и разделяют их. Вариант: улицу выбирает бросок строительства (оригинальные правила).',
        `В конце каждая площадь, у которой среди соседей по сторонам есть дом, лес и озеро, приносит ${ru.squarePoints}. Побеждает наибольший итог; ничьи делятся.`,
      ],
    },
    {
      h: 'В телефоне',
      p: [
        'Только кубики: все играют на бумаге, приложение бросает. Листы в телефоне: все строят по одному броску, лист за листом. Несколько телефонов: один телефон создаёт код игры, остальные вводят его и бросают те же кубики без сети.',
        'Рисунки можно отменять, пока лист не подтверждён. Броски не отменяются.',
      ],
    },
  ],
};

/** The docs/rules sections each part above tells, in its order, so a lesson opens the rules there. */
const SECTION_CITES = [
  '§1 §2 §2.1 §2.2',
  '§5 §5.1 §5.2 §5.3 §5.4 §5.5 §10',
  '§3 §4 §6 §6.1 §6.2 §6.3 §6.4',
  '§7',
  '§8 §8.1 §8.2 §8.3 §9 §9.1 §9.2 §9.3',
  '§12.2 §12.3 §13',
];

export function RvRulesPage() {
  const t = useRvT();
  const lang = useLang();
  return (
    <article className="rv-rules page">
      <h1>{t('rulesTitle')}</h1>
      <SheetGrid cells={null} label={t('blankSheet')} />
      {SECTIONS[lang].map((s, i) => (
        <section key={s.h} data-rules-section={SECTION_CITES[i]}>
          <h2>{s.h}</h2>
          {s.p.map((x) => (
            <p key={x}>{x}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

export default RvRulesPage;
