// After a first game, one screen of what the table learnt (issue 34 item 5): for each person the
// rules they were taught (and those they already knew), and every lesson as it was shown, each
// opening the rules at its section.
import { useLang } from '../i18n/useT';
import type { Lang } from '../i18n/core';
import type { Text } from '../kit/game';
import { personKey } from '../kit/lessons';
import type { SeatInfo } from '../kit/session';
import { isBot } from '../kit/botSeat';
import { playsHere } from '../kit/seatPlace';
import { useLessons } from '../store/lessons';
import '../kit/ui/lesson.css';

const WORDS: Record<'title' | 'all' | 'none', Text> = {
  title: { ru: 'Чему научился стол', en: 'What the table learnt' },
  all: { ru: 'Все уроки партии', en: 'Every lesson of this game' },
  none: { ru: 'Всё это здесь уже знали', en: 'Everyone here knew it all already' },
};

function rules(lang: Lang, n: number): string {
  if (lang === 'en') return `${n} ${n === 1 ? 'rule' : 'rules'}`;
  const form = new Intl.PluralRules('ru').select(n);
  return `${n} ${form === 'one' ? 'правило' : form === 'few' ? 'правила' : 'правил'}`;
}

function known(lang: Lang, n: number): string {
  return lang === 'en' ? `${n} known already` : `знакомых заранее: ${n}`;
}

export function LessonsLearnt({
  sessionId,
  seats,
  openRules,
}: {
  sessionId: string;
  seats: readonly SeatInfo[];
  openRules(section: string): void;
}) {
  const lang = useLang();
  const lines = useLessons((s) => s.games[sessionId]) ?? [];
  if (lines.length === 0) return null;
  const people = seats.filter((s) => playsHere(s) && !isBot(s));
  const of = (name: string, end: 'taught' | 'known') =>
    lines.filter((l) => l.end === end && l.names.some((n) => personKey(n) === personKey(name))).length;
  const taught = lines.filter((l) => l.end === 'taught');
  return (
    <section className="card lessons-learnt" aria-labelledby="lessons-learnt-title">
      <h2 id="lessons-learnt-title">{WORDS.title[lang]}</h2>
      <ul className="lessons-learnt-people">
        {people.map((p) => {
          const k = of(p.name, 'known');
          return (
            <li key={p.name}>
              <strong>{p.name}</strong>: {rules(lang, of(p.name, 'taught'))}
              {k > 0 ? ` (${known(lang, k)})` : ''}
            </li>
          );
        })}
      </ul>
      {taught.length === 0 ? (
        <p className="muted">{WORDS.none[lang]}</p>
      ) : (
        <details>
          <summary>
            {WORDS.all[lang]} ({taught.length})
          </summary>
          <ol className="lessons-learnt-list">
            {taught.map((l, i) => (
              <li key={`${l.id}:${i}`}>
                <button type="button" className="btn-link" onClick={() => openRules(l.section)}>
                  {l.section}
                </button>{' '}
                {l.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
