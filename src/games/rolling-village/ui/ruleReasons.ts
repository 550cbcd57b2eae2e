// Why the engine refused an action, in words, per language. Typed by the engine's codes, so a
// new refusal code without its sentence is a compile error.
import type { Lang } from '../../../i18n/core';
import type { RvRuleCode } from '../rules';
import { ruleWords } from './ruleWords';

const wEn = ruleWords('en');
const wRu = ruleWords('ru');

const en: Record<RvRuleCode, string> = {
  'roll-not-due': 'No roll is due now.',
  'not-your-turn': 'This sheet has nothing to do now.',
  'cell-taken': 'That cell is already drawn on.',
  'wrong-column': 'This object may not go in that column.',
  'wrong-type': 'That object is not the one asked for.',
  'already-placed': 'That object is already drawn.',
  'bonus-not-now': `The bonus comes after both building objects, in rounds ${wEn.bonusRounds}.`,
  'bonus-type-used': 'That type was already used for a bonus.',
  'setup-same-type': 'The two setup objects must be of different types.',
  'setup-same-row': 'The two setup objects must be in different rows.',
  incomplete: 'Draw every object first, then confirm.',
  'nothing-to-undo': 'There is nothing to undo.',
  'no-avenue-choice': 'This roll does not let you choose an avenue.',
  'bad-avenue': `Choose one of the avenues ${wEn.avenueLabels}.`,
  'bad-total': `A total is a whole number from 0 to ${wEn.maxTotal}.`,
  'game-over': 'The game is over.',
  'wrong-phase': 'That is not possible at this stage.',
  'illegal-cell': 'There is no such cell.',
  'not-required': 'This roll does not ask for that object.',
  'bad-action': 'The app did not understand that action.',
};

const ru: Record<RvRuleCode, string> = {
  'roll-not-due': 'Сейчас бросать кубики не нужно.',
  'not-your-turn': 'У этого листа сейчас нет хода.',
  'cell-taken': 'Эта клетка уже занята.',
  'wrong-column': 'Этот объект нельзя рисовать в этом столбце.',
  'wrong-type': 'Нужен другой объект.',
  'already-placed': 'Этот объект уже нарисован.',
  'bonus-not-now': `Бонус рисуют после обоих объектов строительства, в раундах ${wRu.bonusRounds}.`,
  'bonus-type-used': 'Этот тип уже был бонусом.',
  'setup-same-type': 'Два стартовых объекта должны быть разных типов.',
  'setup-same-row': 'Два стартовых объекта должны быть в разных строках.',
  incomplete: 'Сначала нарисуйте все объекты, потом подтвердите.',
  'nothing-to-undo': 'Отменять нечего.',
  'no-avenue-choice': 'Этот бросок не даёт выбрать улицу.',
  'bad-avenue': `Выберите одну из улиц ${wRu.avenueLabels}.`,
  'bad-total': `Итог — целое число от 0 до ${wRu.maxTotal}.`,
  'game-over': 'Игра окончена.',
  'wrong-phase': 'На этом этапе так нельзя.',
  'illegal-cell': 'Такой клетки нет.',
  'not-required': 'Этот бросок не требует такого объекта.',
  'bad-action': 'Приложение не поняло это действие.',
};

const REASONS: Record<Lang, Record<RvRuleCode, string>> = { en, ru };

/** The sentence for a refusal code; an unknown code is named as it is. */
export function ruleReason(lang: Lang, code: string): string {
  const text = (REASONS[lang] as Record<string, string>)[code];
  return text ?? (lang === 'ru' ? `Так нельзя (${code}).` : `Not allowed (${code}).`);
}
