// After round 9, paper players' totals (spec §12.3, issue 13 item 7): each total stays editable,
// typed whole or as points per round plus squares that the app adds up, until the results are
// confirmed once for everybody; only then do the totals go to the rules, where they are final.
// Drafts survive a reload of this game (sessionStorage), and a bad entry keeps what was typed.
// The drafts: totalDrafts.ts; one player's line: TotalRow.tsx.
import { useState } from 'react';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import type { View } from '../rules';
import { useRvT } from './strings';
import type { Act, Seated } from './screenTypes';
import { enterTotal, totalOf, useTotalDrafts, validTotal } from './totalDrafts';
import { SavedTotalRow, TotalRow } from './TotalRow';

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
  const { drafts, edit, clear } = useTotalDrafts(sessionId);
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState(false);
  if (open.length === 0) return null;

  const bad = open.filter((s) => validTotal(totalOf(drafts[s.seat])) === null).map((s) => s.seat);

  const confirm = () => {
    setAsking(false);
    // each total in turn; the first refused stops there, and the drafts stay
    if (open.every((s) => enterTotal(act, s.seat, drafts[s.seat]))) clear();
  };

  return (
    <>
      <section className="card rv-totals" data-testid="rv-totals">
        <h2>{t('askEnterTotals')}</h2>
        <p className="muted rv-small">{t('totalsEditHint')}</p>
        {paper.map((s) => {
          const colour = session.seats[s.seat]?.colour ?? 0;
          return s.toAct ? (
            <TotalRow
              key={s.seat}
              seat={s.seat}
              name={s.name}
              colour={colour}
              draft={drafts[s.seat]}
              showBad={checked && bad.includes(s.seat)}
              edit={edit}
              t={t}
            />
          ) : (
            <SavedTotalRow key={s.seat} name={s.name} colour={colour} total={s.total ?? 0} t={t} />
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
