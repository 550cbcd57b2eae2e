// Seats panel: for each seat its name and colour letter, cards in hand, what lies in front of
// it (broken tools, Trapped!, Theft) and its gold, as public as the rules allow (§13).
import { useEffect, useRef } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { FrontCardId, View } from '../rules/types';
import { CardImage } from './CardArt';
import { useSabT } from './strings';
import { cardName } from './words';

export function FrontCards({
  cards,
  doorLetters,
}: {
  cards: FrontCardId[];
  doorLetters: { green: string; blue: string };
}) {
  const t = useSabT();
  if (!cards.length) return null;
  return (
    <ul className="sab-front" aria-label={cards.map((c) => cardName(t, c)).join(', ')}>
      {cards.map((c) => (
        <li key={c} className="sab-front-card" title={cardName(t, c)}>
          <CardImage id={c} doorLetters={doorLetters} size={22} />
          <span className="sab-front-name">{cardName(t, c)}</span>
        </li>
      ))}
    </ul>
  );
}

export function SeatsPanel({
  view,
  seats,
  highlight,
}: {
  view: View;
  seats: SeatInfo[];
  highlight?: number | null;
}) {
  const t = useSabT();
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };
  const deluxe = view.config.mode === 'deluxe';
  const list = useRef<HTMLUListElement>(null);
  // keep the seat to move in sight on a narrow phone
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (el && typeof el.scrollIntoView === 'function')
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [view.current]);
  return (
    <section className="sab-seats" aria-label={t('seatsTitle')}>
      <ul ref={list} className="sab-seat-list" tabIndex={0} aria-label={t('seatsTitle')}>
        {view.seats.map((s) => {
          const info = seats[s.seat];
          const current = view.current === s.seat;
          // §13: a deluxe total is known only to its own seat; everybody sees whether it has gold
          const gold = !deluxe
            ? t('nuggetCards', { count: s.nuggetCards })
            : s.gp !== null
              ? t('gp', { count: s.gp })
              : t(s.hasGold ? 'hasGold' : 'noGold');
          return (
            <li
              key={s.seat}
              className={`sab-seat${current ? ' sab-seat-current' : ''}${highlight === s.seat ? ' sab-seat-me' : ''}`}
              data-colour={info?.colour}
              aria-current={current ? 'true' : undefined}
            >
              <div className="sab-seat-head">
                <SeatBadge seat={info} size={28} />
                <span className="sab-seat-name">
                  {current && <span aria-hidden="true">▶ </span>}
                  {info?.name}
                  {info?.kind.startsWith('bot') && <span className="sab-seat-bot"> · {t('bot')}</span>}
                </span>
              </div>
              <div className="sab-seat-stats">
                <span className="num">{t('handCards', { count: s.handSize })}</span>
                <span className="num">{gold}</span>
              </div>
              <FrontCards cards={s.front.map((f) => f.card)} doorLetters={doorLetters} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
