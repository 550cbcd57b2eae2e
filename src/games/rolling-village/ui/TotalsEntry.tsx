// After round 9, paper players' totals (spec §12.3, issue 13 item 7): each total stays editable,
// typed whole or as points per round plus squares that the app adds up, until the results are
// confirmed once for everybody; only then do the totals go to the rules, where they are final.
// Drafts survive a reload of this game (sessionStorage), and a bad entry keeps what was typed.
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { LAST_ROUND, MAX_TOTAL, type View } from '../rules';
import { useRvT } from './strings';
import type { Act, Seated } from './screenTypes';

interface Draft {
  /** the total as typed (digits only) */
  total: string;
  /** points of rounds 1–9 and the squares as typed, when entered by round; else null */
  rounds: string[] | null;
}

type Drafts = Record<number, Draft>;

/** the digits of the highest total */
const TOTAL_DIGITS = String(MAX_TOTAL).length;

const storeKey = (sessionId: string) => `rv-totals:${sessionId}`;

function loadDrafts(sessionId: string): Drafts {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storeKey(sessionId)) ?? '{}') as unknown;
    const out: Drafts = {};
    if (raw && typeof raw === 'object')
      for (const [k, v] of Object.entries(raw as Record<string, Partial<Draft>>)) {
        const seat = Number(k);
        if (!Number.isInteger(seat) || !v || typeof v.total !== 'string') continue;
        const rounds =
          Array.isArray(v.rounds) && v.rounds.length === LAST_ROUND + 1
            ? v.rounds.map((x) => (typeof x === 'string' ? digits(x, 2) : ''))
            : null;
        out[seat] = { total: digits(v.total, TOTAL_DIGITS), rounds };
      }
    return out;
  } catch {
    return {};
  }
}

function digits(s: string, max: number): string {
  return s.replace(/[^0-9]/g, '').slice(0, max);
}

/** The total a draft stands for: the sum of its rounds and squares, or the typed total. */
function totalOf(d: Draft | undefined): string {
  if (!d) return '';
  if (!d.rounds) return d.total;
  if (d.rounds.every((x) => x === '')) return '';
  return String(d.rounds.reduce((sum, x) => sum + (x === '' ? 0 : Number(x)), 0));
}

function validTotal(s: string): number | null {
  const n = Number(s);
  return s.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_TOTAL ? n : null;
}

export function TotalsEntry({
  view,
  session,
  here,
  act,
  sessionId,
}: {
  view: View;
  session: Seated;
  /** the seats this phone plays (issue 14): another phone's paper seat types its total there */
  here: readonly number[];
  act: Act;
  sessionId: string;
}) {
  const t = useRvT();
  const paper = view.seats.filter((s) => s.kind === 'paper' && here.includes(s.seat));
  const open = paper.filter((s) => s.toAct);
  const [drafts, setDrafts] = useState<Drafts>(() => loadDrafts(sessionId));
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    try {
      sessionStorage.setItem(storeKey(sessionId), JSON.stringify(drafts));
    } catch {
      // private mode or full storage: the drafts live on screen only
    }
  }, [drafts, sessionId]);
  if (open.length === 0) return null;

  const edit = (seat: number, patch: Partial<Draft>) =>
    setDrafts((d) => {
      const base: Draft = d[seat] ?? { total: '', rounds: null };
      return { ...d, [seat]: { ...base, ...patch } };
    });
  const bad = open.filter((s) => validTotal(totalOf(drafts[s.seat])) === null).map((s) => s.seat);

  const confirm = () => {
    setAsking(false);
    for (const s of open) {
      const d = drafts[s.seat];
      const total = validTotal(totalOf(d));
      // issue 30: the points per round, when typed, are kept for the per-round table (§12.3)
      const rounds = d?.rounds ? d.rounds.slice(0, LAST_ROUND).map((x) => (x === '' ? 0 : Number(x))) : null;
      if (total === null || !act({ type: 'enter-total', seat: s.seat, total, ...(rounds ? { rounds } : {}) }))
        return;
    }
    try {
      sessionStorage.removeItem(storeKey(sessionId));
    } catch {
      // nothing to clean up
    }
  };

  return (
    <>
      <section className="card rv-totals" data-testid="rv-totals">
        <h2>{t('askEnterTotals')}</h2>
        <p className="muted rv-small">{t('totalsEditHint')}</p>
        {paper.map((s) => {
          const id = `rv-total-${s.seat}`;
          const colour = session.seats[s.seat]?.colour ?? 0;
          if (!s.toAct)
            return (
              <p key={s.seat} className="rv-total-row">
                <span className="rv-total-name">
                  <SeatBadge seat={{ name: s.name, colour }} size={24} /> {s.name}
                </span>
                <span>{t('totalSaved', { total: s.total ?? 0 })}</span>
              </p>
            );
          const d = drafts[s.seat];
          const showBad = checked && bad.includes(s.seat);
          return (
            <div key={s.seat} className="rv-total-row" data-seat={s.seat}>
              <label htmlFor={id} className="rv-total-name">
                <SeatBadge seat={{ name: s.name, colour }} size={24} /> {t('enterTotal', { name: s.name })}
              </label>
              <div className="rv-total-input">
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  value={totalOf(d)}
                  readOnly={!!d?.rounds}
                  onChange={(e) => edit(s.seat, { total: digits(e.target.value, TOTAL_DIGITS) })}
                  aria-invalid={showBad}
                  aria-describedby={showBad ? `${id}-err` : undefined}
                />
                <button
                  type="button"
                  className="btn"
                  aria-expanded={!!d?.rounds}
                  aria-controls={`${id}-rounds`}
                  onClick={() =>
                    edit(s.seat, {
                      rounds: d?.rounds ? null : Array.from({ length: LAST_ROUND + 1 }, () => ''),
                      total: d?.rounds ? totalOf(d) : (d?.total ?? ''),
                    })
                  }
                >
                  {t('totalsByRound')}
                </button>
              </div>
              {d?.rounds && (
                <fieldset id={`${id}-rounds`} className="rv-total-rounds">
                  <legend className="visually-hidden">{t('totalsByRound')}</legend>
                  {d.rounds.map((x, i) => (
                    <label key={i} className={`rv-total-round${i < LAST_ROUND ? '' : ' rv-total-squares'}`}>
                      <span>{i < LAST_ROUND ? i + 1 : t('totalsSquares')}</span>
                      <input
                        type="text"
                        inputMode="numeric"
                        pattern="[0-9]*"
                        autoComplete="off"
                        aria-label={i < LAST_ROUND ? t('roundShort', { n: i + 1 }) : t('totalsSquares')}
                        value={x}
                        onChange={(e) => {
                          const rounds = d.rounds!.slice();
                          rounds[i] = digits(e.target.value, 2);
                          edit(s.seat, { rounds });
                        }}
                      />
                    </label>
                  ))}
                  <p className="rv-small rv-total-sum" aria-live="polite">
                    {t('totalsSum', { total: totalOf(d) || 0 })}
                  </p>
                </fieldset>
              )}
              {showBad && (
                <p id={`${id}-err`} className="error-text">
                  {totalOf(d) === '' ? t('totalsMissing') : t('enterTotalBad')}
                </p>
              )}
            </div>
          );
        })}
      </section>
      <div className="bottom-bar rv-bottom">
        <button
          type="button"
          className="btn btn-primary btn-big"
          data-testid="rv-confirm-totals"
          onClick={() => {
            setChecked(true);
            if (bad.length === 0) setAsking(true);
          }}
        >
          {t('totalsConfirm')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        message={t('totalsConfirmAsk')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
