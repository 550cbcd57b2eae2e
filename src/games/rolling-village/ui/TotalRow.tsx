// One paper player's line in the totals (spec §12.3): the total saved, or the total being typed,
// whole or by round plus squares, with what is wrong with it once the results were asked for.
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { LAST_ROUND } from '../rules';
import type { RvT } from './present';
import { digits, TOTAL_DIGITS, totalOf, type Draft } from './totalDrafts';

/** A total already given to the rules: final, shown as saved. */
export function SavedTotalRow({
  name,
  colour,
  total,
  t,
}: {
  name: string;
  colour: number;
  total: number;
  t: RvT;
}) {
  return (
    <p className="rv-total-row">
      <span className="rv-total-name">
        <SeatBadge seat={{ name, colour }} size={24} /> {name}
      </span>
      <span>{t('totalSaved', { total })}</span>
    </p>
  );
}

/** A total still open: its field, the switch to points by round, and its error once checked. */
export function TotalRow({
  seat,
  name,
  colour,
  draft: d,
  showBad,
  edit,
  t,
}: {
  seat: number;
  name: string;
  colour: number;
  draft: Draft | undefined;
  showBad: boolean;
  edit(seat: number, patch: Partial<Draft>): void;
  t: RvT;
}) {
  const id = `rv-total-${seat}`;
  return (
    <div className="rv-total-row" data-seat={seat}>
      <label htmlFor={id} className="rv-total-name">
        <SeatBadge seat={{ name, colour }} size={24} /> {t('enterTotal', { name })}
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
          onChange={(e) => edit(seat, { total: digits(e.target.value, TOTAL_DIGITS) })}
          aria-invalid={showBad}
          aria-describedby={showBad ? `${id}-err` : undefined}
        />
        <button
          type="button"
          className="btn"
          aria-expanded={!!d?.rounds}
          aria-controls={`${id}-rounds`}
          onClick={() =>
            edit(seat, {
              rounds: d?.rounds ? null : Array.from({ length: LAST_ROUND + 1 }, () => ''),
              total: d?.rounds ? totalOf(d) : (d?.total ?? ''),
            })
          }
        >
          {t('totalsByRound')}
        </button>
      </div>
      {d?.rounds && (
        <RoundInputs
          id={id}
          draft={d}
          rounds={d.rounds}
          onRounds={(rounds) => edit(seat, { rounds })}
          t={t}
        />
      )}
      {showBad && (
        <p id={`${id}-err`} className="error-text">
          {totalOf(d) === '' ? t('totalsMissing') : t('enterTotalBad')}
        </p>
      )}
    </div>
  );
}

/** The points of rounds 1–9 and the squares, each its own field, and their sum. */
function RoundInputs({
  id,
  draft,
  rounds,
  onRounds,
  t,
}: {
  id: string;
  draft: Draft;
  rounds: string[];
  onRounds(rounds: string[]): void;
  t: RvT;
}) {
  return (
    <fieldset id={`${id}-rounds`} className="rv-total-rounds">
      <legend className="visually-hidden">{t('totalsByRound')}</legend>
      {rounds.map((x, i) => (
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
              const next = rounds.slice();
              next[i] = digits(e.target.value, 2);
              onRounds(next);
            }}
          />
        </label>
      ))}
      <p className="rv-small rv-total-sum" aria-live="polite">
        {t('totalsSum', { total: totalOf(draft) || 0 })}
      </p>
    </fieldset>
  );
}
