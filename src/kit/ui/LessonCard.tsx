// A first game's lesson as a person sees it (issue 34): the title, whose lesson it is, the rule it
// tells (a button to the rules page there when the game has one), its words, and "Got it" / "I know
// this".
import type { Ref } from 'react';
import type { Lang } from '../../i18n/core';
import type { Text } from '../game';
import type { LessonEnd } from '../lessonMemory';
import type { ShownLesson } from '../lessons';

const WORDS: Record<'title' | 'gotIt' | 'known' | 'rule', Text> = {
  title: { ru: 'Первая игра', en: 'First game' },
  gotIt: { ru: 'Понятно', en: 'Got it' },
  known: { ru: 'Я это знаю', en: 'I know this' },
  rule: { ru: 'Правила', en: 'Rules' },
};

interface LessonCardProps {
  lesson: ShownLesson;
  lang: Lang;
  /** the person it is for on their own screen; null: the table */
  who: string | null;
  openRules?(section: string): void;
  onEnd(how: LessonEnd): void;
  ref: Ref<HTMLElement>;
}

export function LessonCard({ lesson: shown, lang, who, openRules, onEnd, ref }: LessonCardProps) {
  // the section as the game's rules page numbers it (a companion's, without the document's name)
  const cite = shown.section.replace(/^[^§]*(?=§)/, '');
  return (
    <aside
      ref={ref}
      className="lesson"
      aria-labelledby={`lesson-${shown.id}`}
      data-lesson={shown.id}
      data-lesson-section={shown.section}
    >
      <p className="lesson-head" id={`lesson-${shown.id}`}>
        {WORDS.title[lang]}
        {who ? ` · ${who}` : ''}
        {openRules ? (
          <button type="button" className="btn-link lesson-cite" onClick={() => openRules(shown.section)}>
            {WORDS.rule[lang]} {cite}
          </button>
        ) : (
          <span className="lesson-cite">
            {WORDS.rule[lang]} {cite}
          </span>
        )}
      </p>
      <p className="lesson-text">{shown.text}</p>
      <div className="lesson-buttons">
        <button type="button" className="btn btn-primary" onClick={() => onEnd('taught')}>
          {WORDS.gotIt[lang]}
        </button>
        <button type="button" className="btn" onClick={() => onEnd('known')}>
          {WORDS.known[lang]}
        </button>
      </div>
    </aside>
  );
}
