// Rolling Village panels around the sheets: whose sheet is shown, paper players' totals and
// the results table. Render the view they are given.
import { useState } from 'react';
import { FinalRanking } from '../../../kit/ui/FinalRanking';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { View } from '../rules';
import { shareText, type RvT } from './present';
import type { Seated } from './screenTypes';

export { TotalsEntry } from './TotalsEntry';

export function SeatPicker({
  view,
  session,
  only,
  seat,
  onPick,
  t,
}: {
  view: View;
  session: Seated;
  /** the seats this phone plays (issue 14): sheets of other phones are filled there */
  only: readonly number[];
  seat: number | null;
  onPick(seat: number): void;
  t: RvT;
}) {
  const seats = view.seats.filter((s) => s.kind === 'digital' && only.includes(s.seat));
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
  noRematchNote,
  exit,
}: {
  view: View;
  session: Seated;
  t: RvT;
  rematch: (() => void) | null;
  /** why there is no rematch button (a game shared by code, or on several phones) */
  noRematchNote: string;
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
  const totals = view.totals;
  const shared = view.shared;
  return (
    <FinalRanking
      inline
      className="card rv-results"
      testId="rv-results"
      title={t('resultsTitle')}
      ranking={view.ranking}
      seats={view.seats.map((s, i) => ({ name: s.name, colour: session.seats[i]?.colour ?? 0 }))}
      score={(s) => totals[s]}
      rematch={rematch}
      noRematchNote={noRematchNote}
      exit={exit}
      actions={
        <button type="button" className="btn" onClick={share}>
          {t('share')}
        </button>
      }
    >
      {shared && <p className="muted rv-small">{t('multiOwnSeats')}</p>}
      {note && (
        <p role="status" className="rv-note">
          {note}
        </p>
      )}
      {note === t('shareFailed') && (
        <textarea className="rv-share-text" readOnly value={text} rows={view.seats.length + 1} />
      )}
    </FinalRanking>
  );
}
