// The one final-ranking screen every game ends on: places numbered once (kit/ranking.ts, ties
// share a place: 1, 1, 3), a seat badge and name per row, each game's score cell, the reason
// lines the game's view gives (who won and why), the per-round score table of the game's history
// entry (when the host gives one: FinishedGameContext), and Home and Rematch at the bottom.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { placesOf } from '../ranking';
import type { SeatInfo } from '../session';
import { SeatBadge } from './SeatBadge';
import { FinishedGameSheet } from './ScoreSheetTable';
import { useFocusOnMount } from './useFocusOnMount';

interface FinalRankingProps {
  /** groups of tied seats, best first, as the game's view gives them */
  ranking: readonly (readonly number[])[];
  /** names and colours of the seats */
  seats: readonly Pick<SeatInfo, 'name' | 'colour'>[];
  /** the heading; defaults to the shell's "Final ranking" */
  title?: string;
  /** the game's score cell of one seat (a number, relics…), with its meaning in words */
  score(seat: number): ReactNode;
  /** lines the game's view gives about the result: who won and by which rule */
  reasons?: readonly string[];
  /** starts a new game with the same seats; null when the game cannot offer it */
  rematch: (() => void) | null;
  /** shown instead of the Rematch button when `rematch` is null */
  noRematchNote?: string;
  exit(): void;
  /** more buttons beside Home (replay the last round, share the results) */
  actions?: ReactNode;
  /** more content under the ranking (a table, a summary) */
  children?: ReactNode;
  /** the game's own class on the screen, for its styling */
  className?: string;
  /** a panel inside a longer screen: the buttons follow the list instead of sticking to the bottom */
  inline?: boolean;
  testId?: string;
}

export function FinalRanking({
  ranking,
  seats,
  title,
  score,
  reasons = [],
  rematch,
  noRematchNote,
  exit,
  actions,
  children,
  className,
  inline = false,
  testId,
}: FinalRankingProps) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const seatOf = (s: number) => seats[s] ?? { name: `${s + 1}`, colour: 0 };
  return (
    <section
      className={`final-ranking${className ? ` ${className}` : ''}`}
      aria-labelledby="final-ranking-title"
      data-testid={testId}
    >
      <div className="final-ranking-page">
        <h2 id="final-ranking-title" tabIndex={-1} ref={heading}>
          {title ?? t('finalRanking')}
        </h2>
        {reasons.map((line, i) => (
          <p key={i} className="final-ranking-reason">
            {line}
          </p>
        ))}
        <ol className="final-ranking-list">
          {placesOf(ranking).flatMap((row) =>
            row.seats.map((s) => (
              <li key={s} data-place={row.place} className={row.place === 1 ? 'final-ranking-first' : ''}>
                <span className="final-ranking-place num">
                  {row.tied ? t('placeShared', { n: row.place }) : t('placeN', { n: row.place })}
                </span>
                <SeatBadge seat={seatOf(s)} size={28} />
                <span className="final-ranking-name">
                  {seatOf(s).name}
                  {row.place === 1 && (
                    <span className="final-ranking-star" role="img" aria-label={t('winner')}>
                      {' '}
                      ★
                    </span>
                  )}
                </span>
                <span className="final-ranking-score num">{score(s)}</span>
              </li>
            )),
          )}
        </ol>
        <FinishedGameSheet />
        {children}
      </div>
      <div className={inline ? 'final-ranking-actions' : 'bottom-bar'}>
        <div className="btn-row final-ranking-more">
          {actions}
          <button type="button" className="btn" onClick={exit}>
            {t('home')}
          </button>
        </div>
        {rematch ? (
          <button type="button" className="btn btn-primary btn-big" onClick={rematch}>
            {t('rematch')}
          </button>
        ) : (
          noRematchNote && <p className="muted">{noRematchNote}</p>
        )}
      </div>
    </section>
  );
}
