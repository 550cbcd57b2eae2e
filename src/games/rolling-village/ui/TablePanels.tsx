// Rolling Village panels around the sheets: whose sheet is shown, paper players' totals and
// the results table. Render the view they are given.
import { useState } from 'react';
import { placesOf } from '../../../kit/ranking';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { View } from '../rules';
import { shareText, type RvT } from './present';
import type { Seated } from './screenTypes';

export { TotalsEntry } from './TotalsEntry';

export function SeatPicker({
  view,
  session,
  seat,
  onPick,
  t,
}: {
  view: View;
  session: Seated;
  seat: number | null;
  onPick(seat: number): void;
  t: RvT;
}) {
  const seats = view.seats.filter((s) => s.kind === 'digital');
  if (seats.length < 2) return null;
  return (
    <div className="rv-seats" role="tablist" aria-label={t('whoActs')}>
      {seats.map((s) => {
        const info = session.seats[s.seat] ?? { name: s.name, colour: s.seat % 8 };
        const mark =
          s.status === 'to-act'
            ? `• ${t('stillToAct')}`
            : s.status === 'done'
              ? `✓ ${t('doneMark')}`
              : `… ${t('waitingRoll')}`;
        return (
          <button
            key={s.seat}
            type="button"
            role="tab"
            aria-selected={seat === s.seat}
            className={`rv-seat${seat === s.seat ? ' rv-seat-on' : ''}`}
            data-colour={info.colour}
            onClick={() => onPick(s.seat)}
          >
            <SeatBadge seat={{ name: s.name, colour: info.colour }} size={28} />
            <span className="rv-seat-name">{s.name}</span>
            <span className={`rv-seat-state rv-seat-${s.status}`} data-status={s.status}>
              {mark}
            </span>
          </button>
        );
      })}
    </div>
  );
}

export function Results({
  view,
  session,
  t,
  rematch,
  exit,
}: {
  view: View;
  session: Seated;
  t: RvT;
  rematch: (() => void) | null;
  exit(): void;
}) {
  const [note, setNote] = useState<string | null>(null);
  const text = shareText(t, view);
  const share = async () => {
    const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
    try {
      if (typeof nav.share === 'function') {
        await nav.share({ title: t('shareHeading'), text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setNote(t('shared'));
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return;
      setNote(t('shareFailed'));
    }
  };
  if (!view.ranking || !view.totals) return null;
  const shared = view.shared;
  return (
    <section className="card rv-results" data-testid="rv-results">
      <h2>{t('resultsTitle')}</h2>
      <ol className="rv-ranking">
        {placesOf(view.ranking).map((row) =>
          row.seats.map((s) => (
            <li key={s} className={row.place === 1 ? 'rv-winner' : ''} data-place={row.place}>
              <span className="rv-place num">
                {row.tied ? t('placeTied', { n: row.place }) : t('place', { n: row.place })}
              </span>
              <SeatBadge
                seat={{ name: view.seats[s].name, colour: session.seats[s]?.colour ?? 0 }}
                size={28}
              />
              <span className="rv-rank-name">{view.seats[s].name}</span>
              <span className="rv-rank-total num">{view.totals![s]}</span>
            </li>
          )),
        )}
      </ol>
      {shared && <p className="muted rv-small">{t('multiOwnSeats')}</p>}
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={share}>
          {t('share')}
        </button>
        {rematch && (
          <button type="button" className="btn" onClick={rematch}>
            {t('rematch')}
          </button>
        )}
        <button type="button" className="btn" onClick={exit}>
          {t('home')}
        </button>
      </div>
      {!rematch && <p className="muted rv-small">{t('rematchShared')}</p>}
      {note && (
        <p role="status" className="rv-note">
          {note}
        </p>
      )}
      {note === t('shareFailed') && (
        <textarea className="rv-share-text" readOnly value={text} rows={view.seats.length + 1} />
      )}
    </section>
  );
}
