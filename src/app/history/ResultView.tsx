// A finished game's result: the places and the per-round score table, as the game's rules
// summarised them (kit/history.ts); seats are listed best place first.
import { findGame } from '../../games/registry';
import { useLang } from '../../i18n/useT';
import type { FinishedGame } from '../../kit/history';
import { placesOf } from '../../kit/ranking';
import { botLevel } from '../../kit/session';
import { SeatName } from '../../kit/ui/SeatBadge';
import { formatWhen } from '../home/formatDate';
import { AllPlayersLink } from './AllPlayersLink';
import { useHistoryT } from './strings';

type Row = { seat: number; place: number };

export function ResultView({ entry, ready }: { entry: FinishedGame | null; ready: boolean }) {
  const t = useHistoryT();
  const lang = useLang();
  if (!entry)
    return ready ? (
      <>
        {<p>{t('unknownResult')}</p>}
        <AllPlayersLink />
      </>
    ) : null;
  const rows: Row[] = placesOf(entry.ranking).flatMap((p) =>
    p.seats.map((seat) => ({ seat, place: p.place })),
  );
  const title = findGame(entry.gameId)?.title[lang] ?? entry.gameId;
  const sheet = entry.sheet;
  return (
    <>
      <h2>
        {t('result')}: {title}
      </h2>
      <p className="muted">{t('finishedOn', { date: formatWhen(lang, entry.finishedAt) })}</p>
      {sheet ? (
        <>
          <ScoreTable
            entry={entry}
            rows={rows}
            caption={t(`unit_${sheet.unit}`)}
            cells={sheet.rounds}
            total={sheet.rows === 'gained'}
            idPrefix="main"
          />
          {sheet.extra && sheet.extraUnit && (
            <ScoreTable
              entry={entry}
              rows={rows}
              caption={t(`extra_${sheet.extraUnit}`)}
              cells={sheet.extra}
              total={false}
              idPrefix="extra"
            />
          )}
        </>
      ) : (
        <>
          <ScoreTable entry={entry} rows={rows} caption={t('places')} cells={[]} total idPrefix="main" />
          <p className="muted">{t('noSheet')}</p>
        </>
      )}
      <AllPlayersLink />
    </>
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
  const t = useHistoryT();
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
