// Help inside the game (issue 13 item 5): every scoring element of a sheet (an avenue, an object
// type, the bonus) opens what it scores, in the person's language, in a dialog
// over the game. The facts come from the rules' constants (avenue sums, dice faces).
import {
  AVENUE_LABELS,
  AVENUE_SUMS,
  BASIC_TYPES,
  FACES_OF_TYPE,
  type BasicType,
  type ObjectType,
} from '../rules';
import { ObjectIcon } from './Icons';
import { RvModal } from './Parts';
import { TYPE_TITLE, TYPE_WORD, type RvT } from './present';

export type HelpTopic =
  { kind: 'avenue'; row: number } | { kind: 'type'; type: ObjectType } | { kind: 'bonus' };

function sumsWords(t: RvT, sums: readonly number[]): string {
  const [a, b] = sums; // an avenue scores one sum or two (§2)
  return sums.length === 2 ? t('sumsOr', { a: a!, b: b! }) : String(a);
}

function helpText(t: RvT, topic: HelpTopic): { title: string; lines: string[] } {
  switch (topic.kind) {
    case 'avenue':
      // topic.row is the row of the avenue the person tapped on the sheet, 0–4
      return {
        title: t('helpAvenue', { label: AVENUE_LABELS[topic.row]! }),
        lines: [
          t('helpAvenueWhen', { sums: sumsWords(t, AVENUE_SUMS[topic.row]!) }),
          t('helpAvenueHow'),
          t('helpPoints'),
        ],
      };
    case 'type': {
      if (topic.type === 'square') return { title: t('Square'), lines: [t('helpSquare')] };
      const [a, b] = FACES_OF_TYPE[topic.type]; // two faces for each basic type (§3)
      return {
        title: t(TYPE_TITLE[topic.type]),
        lines: [
          t('helpTypeDice', { a: a!, b: b!, type: t(TYPE_WORD[topic.type]) }),
          t('helpGroup'),
          t('helpPoints'),
        ],
      };
    }
    default:
      return { title: t('stageBonus'), lines: [t('helpBonus')] };
  }
}

export function HelpDialog({ topic, onClose, t }: { topic: HelpTopic | null; onClose(): void; t: RvT }) {
  const help = topic ? helpText(t, topic) : null;
  return (
    <RvModal open={topic !== null} title={help?.title ?? ''} onClose={onClose}>
      <div data-testid="rv-help">
        {help?.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </RvModal>
  );
}

/** marks a help button apart from the object buttons of the type picker */
function Q() {
  return (
    <span className="rv-legend-q" aria-hidden="true">
      ?
    </span>
  );
}

/**
 * The sheet's legend: each object type and the bonus, as buttons that open their help. Bonus
 * types already used carry a star (and say so in words).
 */
export function ScoringLegend({
  usedBonus,
  onHelp,
  t,
}: {
  usedBonus: readonly BasicType[];
  onHelp(topic: HelpTopic): void;
  t: RvT;
}) {
  return (
    <div className="rv-legend" role="group" aria-label={t('legendTitle')}>
      {[...BASIC_TYPES, 'square' as const].map((ty) => (
        <button
          key={ty}
          type="button"
          className="rv-legend-item"
          onClick={() => onHelp({ kind: 'type', type: ty })}
        >
          <ObjectIcon type={ty} size={18} />
          <span>{t(TYPE_TITLE[ty])}</span>
          <Q />
        </button>
      ))}
      <button type="button" className="rv-legend-item" onClick={() => onHelp({ kind: 'bonus' })}>
        <span aria-hidden="true">★</span>
        <span>{t('legendBonus')}</span>
        {usedBonus.length > 0 && (
          <span className="rv-legend-used">
            {usedBonus.map((ty) => (
              <ObjectIcon key={ty} type={ty} size={14} title={t('bonusStar') + ': ' + t(TYPE_WORD[ty])} />
            ))}
          </span>
        )}
        <Q />
      </button>
    </div>
  );
}
