// A finished game's per-round score table (kit/history.ts FinishedGame): one table of the score
// by round (and a second of the game's extra figure, Village Pillage's turnips), seats best place
// first. Shown at the end of every game (FinalRanking, from FinishedGameContext) and in the
// player history. Every figure comes from the game's rules (its summary spec); nothing is
// computed here but the layout.
import { createContext, useContext } from 'react';
import type { FinishedGame } from '../history';
import { placesOf } from '../ranking';
import { botLevel } from '../botSeat';
import { SeatName } from './SeatBadge';
import { useScoreSheetT } from './scoreSheetStrings';
import './scoreSheet.css';
import type { ScoreUnitLabels } from '../game';
import { useLang } from '../../i18n/useT';

/**
 * The finished game the open screen shows, with its game's captions of the units (GameHost
 * provides it once the game is over).
 */
export const FinishedGameContext = createContext<{ entry: FinishedGame; units: ScoreUnitLabels } | null>(
  null,
);

type Row = { seat: number; place: number };

/** The tables of a finished game; a game without rounds gets its places and a note. */
export function ScoreSheetTables({
  entry,
  units,
  idPrefix = 'sheet',
}: {
  entry: FinishedGame;
  /** the game's captions of its units (GameModule.scoreUnits); an unknown unit shows its id */
  units: ScoreUnitLabels;
  idPrefix?: string;
}) {
  const t = useScoreSheetT();
  const lang = useLang();
  const caption = (unit: string) => (Object.hasOwn(units, unit) ? units[unit]![lang] : unit);
  const rows: Row[] = placesOf(entry.ranking).flatMap((p) =>
    p.seats.map((seat) => ({ seat, place: p.place })),
  );
  const sheet = entry.sheet;
  if (!sheet)
    return (
      <>
        <ScoreTable entry={entry} rows={rows} caption={t('places')} cells={[]} total idPrefix={idPrefix} />
        <p className="muted">{t('noSheet')}</p>
      </>
    );
  return (
    <>
      <ScoreTable
        entry={entry}
        rows={rows}
        caption={caption(sheet.unit)}
        cells={sheet.rounds}
        total={sheet.rows === 'gained'}
        idPrefix={idPrefix}
      />
      {sheet.extra && sheet.extraUnit && (
        <ScoreTable
          entry={entry}
          rows={rows}
          caption={caption(sheet.extraUnit)}
          cells={sheet.extra}
          total={false}
          idPrefix={`${idPrefix}-extra`}
        />
      )}
    </>
  );
}

/** The end screen's section: the finished game's table under its heading, when there is one. */
export function FinishedGameSheet() {
  const t = useScoreSheetT();
  const finished = useContext(FinishedGameContext);
  if (!finished?.entry.sheet) return null;
  return (
    <section className="score-sheet" aria-labelledby="score-sheet-title" data-testid="score-sheet">
      <h3 id="score-sheet-title">{t('sheetTitle')}</h3>
      <ScoreSheetTables entry={finished.entry} units={finished.units} idPrefix="end" />
    </section>
  );
}

/**
 * One seat takes two rows: its place and name across the whole width (a long name is never cut
 * or squeezed), then its numbers, one column per round, each cell pointing at both headers.
 */
function ScoreTable({
  entry,
  rows,
  caption,
  cells,
  total,
  idPrefix,
}: {
  entry: FinishedGame;
  rows: Row[];
  caption: string;
  /** by round, by seat */
  cells: (number | null)[][];
  total: boolean;
  idPrefix: string;
}) {
  const t = useScoreSheetT();
  const columns = cells.length + (total ? 1 : 0);
  const colId = (r: number | 'total') => `${idPrefix}-c${r}`;
  return (
    <table className="history-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {cells.map((_, r) => (
            <th scope="col" key={r} id={colId(r)} className="num">
              <span aria-hidden="true">{r + 1}</span>
              <span className="visually-hidden">{t('round', { n: r + 1 })}</span>
            </th>
          ))}
          {total && (
            <th scope="col" id={colId('total')} className="num history-total">
              <span aria-hidden="true">Σ</span>
              <span className="visually-hidden">{t('total')}</span>
            </th>
          )}
        </tr>
      </thead>
      {rows.map(({ seat, place }) => {
        const info = entry.seats[seat];
        const nameId = `${idPrefix}-s${seat}`;
        return (
          <tbody key={seat} data-place={place}>
            <tr className="history-seat-row">
              <th scope="colgroup" colSpan={Math.max(1, columns)} id={nameId}>
                <span className="history-place">
                  {place === 1 && <span aria-hidden="true">🏆 </span>}
                  {t('placeShort', { place })}
                </span>{' '}
                {info && <SeatName seat={info} />}
                {info && botLevel(info) !== null && <span className="muted"> · {t('bot')}</span>}
              </th>
            </tr>
            {columns > 0 && (
              <tr className="history-score-row">
                {cells.map((row, r) => (
                  <td key={r} className="num" headers={`${nameId} ${colId(r)}`}>
                    {row[seat] ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t('notKnown')}</span>
                      </>
                    )}
                  </td>
                ))}
                {total && (
                  <td className="num history-total" headers={`${nameId} ${colId('total')}`}>
                    {entry.scores[seat]}
                  </td>
                )}
              </tr>
            )}
          </tbody>
        );
      })}
    </table>
  );
}
