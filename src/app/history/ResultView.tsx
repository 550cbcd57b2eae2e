// A finished game's result: the places and the per-round score table, as the game's rules
// summarised them (kit/history.ts); seats are listed best place first.
import { findGame } from '../../games/registry';
import { useLang } from '../../i18n/useT';
import type { FinishedGame } from '../../kit/history';
import { placesOf } from '../../kit/ranking';
import { botLevel } from '../../kit/session';
import { SeatName } from '../../kit/ui/SeatBadge';
import { formatWhen } from '../home/formatDate';
import { href } from '../router';
import { useHistoryT } from './strings';

type Row = { seat: number; place: number };

export function ResultView({ entry, ready }: { entry: FinishedGame | null; ready: boolean }) {
  const t = useHistoryT();
  const lang = useLang();
  const back = (
    <p>
      <a className="btn" href={href({ name: 'players' })}>
        {t('allPlayers')}
      </a>
    </p>
  );
  if (!entry)
    return ready ? (
      <>
        {<p>{t('unknownResult')}</p>}
        {back}
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
          />
          {sheet.extra && sheet.extraUnit && (
            <ScoreTable
              entry={entry}
              rows={rows}
              caption={t(`extra_${sheet.extraUnit}`)}
              cells={sheet.extra}
              total={false}
            />
          )}
        </>
      ) : (
        <>
          <ScoreTable entry={entry} rows={rows} caption={t('places')} cells={[]} total />
          <p className="muted">{t('noSheet')}</p>
        </>
      )}
      {back}
    </>
  );
}

function ScoreTable({
  entry,
  rows,
  caption,
  cells,
  total,
}: {
  entry: FinishedGame;
  rows: Row[];
  caption: string;
  /** by round, by seat */
  cells: (number | null)[][];
  total: boolean;
}) {
  const t = useHistoryT();
  return (
    <div className="history-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="history-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="history-place">
              №
            </th>
            <th scope="col">{t('seat')}</th>
            {cells.map((_, r) => (
              <th scope="col" key={r} className="num">
                <span aria-hidden="true">{r + 1}</span>
                <span className="visually-hidden">{t('round', { n: r + 1 })}</span>
              </th>
            ))}
            {total && (
              <th scope="col" className="num">
                {t('total')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ seat, place }) => {
            const info = entry.seats[seat];
            return (
              <tr key={seat} data-place={place}>
                <td className="history-place num">
                  {place === 1 && <span aria-hidden="true">🏆</span>}
                  {place}
                </td>
                <th scope="row">
                  {info && <SeatName seat={info} />}
                  {info && botLevel(info) !== null && <span className="muted"> · {t('bot')}</span>}
                </th>
                {cells.map((row, r) => (
                  <td key={r} className="num">
                    {row[seat] ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t('notKnown')}</span>
                      </>
                    )}
                  </td>
                ))}
                {total && <td className="num history-total">{entry.scores[seat]}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
