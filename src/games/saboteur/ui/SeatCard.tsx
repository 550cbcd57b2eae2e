// One seat on the seats panel: colour and letter badge, name, cards in hand, gold as public as
// the rules allow (saboteur.md §13: classic nugget cards are counted in public; Deluxe shows
// whether a seat holds gold, the total only to that seat), and what lies in front of it as small
// icons. Screen readers get all of it as one line of words.
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { isBot } from '../../../kit/botSeat';
import type { CardId, SeatView } from '../rules/types';
import { ActionIcon } from './CardArt';
import { toolEffect } from './choices';
import { useSabT } from './strings';
import { cardName } from './words';

/** A card lying in front of a seat as a small icon (a break card's tool is crossed out). */
function FrontIcon({ card }: { card: CardId }) {
  return (
    <svg viewBox="-20 -20 40 40" className="sab-front-icon" aria-hidden="true" focusable="false">
      <ActionIcon id={card} />
      {toolEffect(card) === 'break' && (
        <path d="M-16 -16 L16 16 M16 -16 L-16 16" className="sab-break-x" strokeWidth={5} />
      )}
    </svg>
  );
}

export function SeatCard({
  s,
  info,
  deluxe,
  current,
  me,
  since,
  compact,
}: {
  s: SeatView;
  info: SeatInfo | undefined;
  deluxe: boolean;
  /** the seat whose turn it is */
  current: boolean;
  /** the seat whose screen this is */
  me: boolean;
  /** an action card was played on it since the viewer's last turn */
  since: boolean;
  /** four across: the name gets a row of its own, the icons another */
  compact: boolean;
}) {
  const t = useSabT();
  const bot = isBot(info);
  const goldWords = !deluxe
    ? t('nuggetCards', { count: s.nuggetCards })
    : s.gp !== null
      ? t('gp', { count: s.gp })
      : t(s.hasGold ? 'hasGold' : 'noGold');
  // classic: nugget cards in public; Deluxe: the own total, else only whether there is gold
  const goldMark = !deluxe ? String(s.nuggetCards) : s.gp !== null ? String(s.gp) : s.hasGold ? '✓' : '–';
  const front = s.front.map((f) => f.card);
  const badge = <SeatBadge seat={info ?? { name: `${s.seat + 1}`, colour: 0 }} size={18} />;
  const icons = front.map((c) => <FrontIcon key={c} card={c} />);
  const summary = [
    t('handCards', { count: s.handSize }),
    goldWords,
    ...front.map((c) => cardName(t, c)),
  ].join(', ');
  return (
    <li
      className={`sab-seat${current ? ' sab-seat-current' : ''}${me ? ' sab-seat-me' : ''}${since ? ' sab-seat-since' : ''}`}
      data-colour={info?.colour}
      aria-current={current ? 'true' : undefined}
    >
      {!compact && badge}
      <span className="sab-seat-name">
        {info?.name}
        {bot && <span className="visually-hidden"> · {t('bot')}</span>}
        {since && (
          <span className="sab-seat-since-mark">
            <span aria-hidden="true"> ★</span>
            <span className="visually-hidden"> · {t('sinceMark')}</span>
          </span>
        )}
      </span>
      <span className="visually-hidden">{summary}</span>
      <div className="sab-seat-stats" aria-hidden="true">
        {current && !compact && <span className="sab-seat-turn">▶</span>}
        {compact && badge}
        <span className="sab-stat num" title={t('handCards', { count: s.handSize })}>
          <span className="sab-stat-hand" />
          {s.handSize}
        </span>
        <span className={`sab-stat num${s.hasGold ? ' sab-stat-gold' : ''}`} title={goldWords}>
          <span className="sab-stat-nugget" />
          {goldMark}
        </span>
        {bot && !compact && <span className="sab-stat sab-stat-bot">{t('bot')}</span>}
        {!compact && icons}
      </div>
      {compact && (
        <div className="sab-seat-icons" aria-hidden="true">
          {icons}
        </div>
      )}
    </li>
  );
}
