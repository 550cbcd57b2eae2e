// Seats panel: every seat at once (2–12), in a grid that wraps and never scrolls sideways. Each
// seat card: colour and letter badge, name, cards in hand, gold as public as the rules allow
// (§13: classic nugget cards are counted in public; Deluxe shows whether a seat holds gold,
// the total only to that seat), and what lies in front of it (broken tools, Trapped!, Theft)
// as small icons in a row of fixed height, so a seat with broken tools is no taller.
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { CardId, SeatView, View } from '../rules/types';
import { ActionIcon } from './CardArt';
import { toolEffect } from './choices';
import { useSabT } from './strings';
import { cardName } from './words';
import { isBot } from '../../../kit/botSeat';

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

/** How many columns the seat grid has: as few rows as allow a readable name (≤ 4 across). */
export function seatColumns(n: number): number {
  const rows = Math.ceil(n / 4);
  return Math.max(1, Math.ceil(n / rows));
}

export function SeatsPanel({
  view,
  seats,
  highlight,
  since = [],
}: {
  view: View;
  seats: SeatInfo[];
  highlight?: number | null;
  /** issue 23 item 9: seats an action card was played on since the viewer's last turn */
  since?: readonly number[];
}) {
  const t = useSabT();
  const deluxe = view.config.mode === 'deluxe';
  const cols = seatColumns(view.seats.length);
  // four across: the name gets a row of its own, the icons another
  const compact = cols >= 4;
  const goldWords = (s: SeatView) =>
    !deluxe
      ? t('nuggetCards', { count: s.nuggetCards })
      : s.gp !== null
        ? t('gp', { count: s.gp })
        : t(s.hasGold ? 'hasGold' : 'noGold');
  // classic: nugget cards in public; Deluxe: the own total, else only whether there is gold
  const goldMark = (s: SeatView) =>
    !deluxe ? String(s.nuggetCards) : s.gp !== null ? String(s.gp) : s.hasGold ? '✓' : '–';
  return (
    <section className="sab-seats" aria-label={t('seatsTitle')} data-lesson-target="seats">
      <ul
        className="sab-seat-list"
        style={{ '--sab-cols': cols } as React.CSSProperties}
        data-compact={compact ? 'true' : undefined}
      >
        {view.seats.map((s) => {
          const info = seats[s.seat];
          const current = view.current === s.seat;
          const bot = isBot(info);
          const front = s.front.map((f) => f.card);
          const badge = <SeatBadge seat={info ?? { name: `${s.seat + 1}`, colour: 0 }} size={18} />;
          const icons = front.map((c) => <FrontIcon key={c} card={c} />);
          const summary = [
            t('handCards', { count: s.handSize }),
            goldWords(s),
            ...front.map((c) => cardName(t, c)),
          ].join(', ');
          return (
            <li
              key={s.seat}
              className={`sab-seat${current ? ' sab-seat-current' : ''}${highlight === s.seat ? ' sab-seat-me' : ''}${since.includes(s.seat) ? ' sab-seat-since' : ''}`}
              data-colour={info?.colour}
              aria-current={current ? 'true' : undefined}
            >
              {!compact && badge}
              <span className="sab-seat-name">
                {info?.name}
                {bot && <span className="visually-hidden"> · {t('bot')}</span>}
                {since.includes(s.seat) && (
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
                <span className={`sab-stat num${s.hasGold ? ' sab-stat-gold' : ''}`} title={goldWords(s)}>
                  <span className="sab-stat-nugget" />
                  {goldMark(s)}
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
        })}
      </ul>
    </section>
  );
}
