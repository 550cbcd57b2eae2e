// Rolling Village panels around the sheets: whose sheet is shown, paper players' totals and
// the results table. Render the view they are given.
import { useState } from 'react';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { FinalRanking } from '../../../kit/ui/FinalRanking';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { MAX_TOTAL, type View } from '../rules';
import { sharedOf } from '../rules/setup-config';
import { shareText, type RvT } from './present';
import { useRvT } from './strings';
import type { Act, Seated } from './screenTypes';

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
        const toAct = s.toAct && !view.due;
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
            <span className={`rv-seat-state${toAct ? ' rv-seat-todo' : ''}`}>
              {toAct ? `• ${t('stillToAct')}` : `✓ ${t('doneMark')}`}
            </span>
          </button>
        );
      })}
    </div>
  );
}

export function TotalsEntry({ view, session, act }: { view: View; session: Seated; act: Act }) {
  const t = useRvT();
  const paper = view.seats.filter((s) => s.kind === 'paper' && s.toAct);
  const [values, setValues] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState<{ seat: number; total: number } | null>(null);
  const [bad, setBad] = useState<number | null>(null);
  if (paper.length === 0) return null;
  return (
    <section className="card rv-totals">
      <h2>{t('askEnterTotals')}</h2>
      {paper.map((s) => {
        const id = `rv-total-${s.seat}`;
        const raw = values[s.seat] ?? '';
        return (
          <form
            key={s.seat}
            className="rv-total-row"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(raw);
              if (raw.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_TOTAL) setBad(s.seat);
              else {
                setBad(null);
                setAsking({ seat: s.seat, total: n });
              }
            }}
          >
            <label htmlFor={id}>
              <SeatBadge seat={{ name: s.name, colour: session.seats[s.seat]?.colour ?? 0 }} size={24} />{' '}
              {t('enterTotal', { name: s.name })}
            </label>
            <div className="rv-total-input">
              <input
                id={id}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                value={raw}
                onChange={(e) =>
                  setValues({ ...values, [s.seat]: e.target.value.replace(/[^0-9]/g, '').slice(0, 3) })
                }
                aria-invalid={bad === s.seat}
                aria-describedby={bad === s.seat ? `${id}-err` : undefined}
              />
              <button type="submit" className="btn btn-primary">
                {t('enterTotalSave')}
              </button>
            </div>
            {bad === s.seat && (
              <p id={`${id}-err`} className="error-text">
                {t('enterTotalBad')}
              </p>
            )}
          </form>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        message={
          asking ? t('enterTotalConfirm', { total: asking.total, name: view.seats[asking.seat].name }) : ''
        }
        onConfirm={() => {
          if (asking) act({ type: 'enter-total', seat: asking.seat, total: asking.total });
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
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
  const totals = view.totals;
  const shared = sharedOf(session.config);
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
      noRematchNote={t('rematchShared')}
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
