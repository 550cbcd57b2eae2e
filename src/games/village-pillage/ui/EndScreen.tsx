// End of game: the winner with the tie-break explained, a summary, rematch with the same seats.
import { placesOf } from '../../../kit/ranking';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useT } from '../../../i18n/useT';
import type { View } from '../rules/types';
import { RelicIcon } from './Icons';
import { useVpT } from './strings';
import { TableView } from './TableView';
import { listNames } from './words';
import { useLang } from '../../../i18n/useT';

export function EndScreen({
  table,
  seats,
  rematch,
  exit,
  replay,
}: {
  table: View;
  seats: SeatInfo[];
  rematch(): void;
  exit(): void;
  replay(): void;
}) {
  const t = useVpT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const shell = useT();
  const lang = useLang();
  const sum = table.result;
  if (!sum) return null;
  const ctx = { t, lang, names: seats.map((s) => s.name) };
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const headline =
    sum.winners.length > 1
      ? t('winnersShared', { names: listNames(ctx, sum.winners) })
      : t('winnerIs', { name: name(sum.winners[0] ?? 0) });
  const why =
    sum.reason === 'only'
      ? t('tieOnlyOne', { name: name(sum.winners[0] ?? 0), goal: table.relicsToWin })
      : sum.reason === 'turnips'
        ? t('tieTurnips', {
            names: listNames(ctx, sum.contenders),
            name: name(sum.winners[0]),
            total: t('turnips', { count: sum.total }),
            goal: table.relicsToWin,
          })
        : t('tieShared', { names: listNames(ctx, sum.winners), total: sum.total, goal: table.relicsToWin });
  return (
    <section className="vp-end" aria-labelledby="vp-end-title">
      <div className="vp-end-card">
        <p className="vp-muted">{t('gameOverTitle')}</p>
        <h2 id="vp-end-title" className="vp-end-title" tabIndex={-1} ref={heading}>
          {sum.winners.map((w) => (
            <SeatBadge key={w} seat={seats[w] ?? { name: '?', colour: 0 }} size={40} />
          ))}
          <span>{headline}</span>
        </h2>
        <p>{why}</p>
        <p className="vp-muted">{t('rounds', { count: table.round })}</p>
      </div>
      <h3>{t('summary')}</h3>
      <table className="vp-summary">
        <thead>
          <tr>
            <th scope="col">{t('place')}</th>
            <th scope="col">{shell('name')}</th>
            <th scope="col">{t('relics')}</th>
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {placesOf(sum.ranking).flatMap(({ place, seats: group }) =>
            group.map((s) => (
              <tr key={s} className={sum.winners.includes(s) ? 'vp-win' : ''}>
                <td className="num">{place}</td>
                <td>
                  <span className="seat-name">
                    <SeatBadge seat={seats[s] ?? { name: '?', colour: 0 }} size={24} />
                    <span>{name(s)}</span>
                  </span>
                </td>
                <td className="num">
                  <span
                    className="vp-relics"
                    role="img"
                    aria-label={t('relicsOf', { count: table.seats[s].relics, goal: table.relicsToWin })}
                  >
                    {Array.from({ length: table.relicsToWin }, (_, k) => (
                      <RelicIcon
                        key={k}
                        size={16}
                        filled={k < table.seats[s].relics}
                        className={k < table.seats[s].relics ? 'on' : 'off'}
                      />
                    ))}
                  </span>
                </td>
                <td className="num">
                  {table.seats[s].total}{' '}
                  <span className="vp-muted">
                    ({table.seats[s].stockpile}+{table.seats[s].bank})
                  </span>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <details className="vp-plan-table">
        <summary>{t('title')}</summary>
        <TableView view={table} seats={seats} />
      </details>
      <div className="bottom-bar">
        <div className="vp-bar-row">
          <button type="button" className="btn" onClick={replay}>
            {t('replayRound', { n: table.round })}
          </button>
          <button type="button" className="btn" onClick={exit}>
            {shell('home')}
          </button>
        </div>
        <button type="button" className="btn btn-primary btn-big" onClick={rematch}>
          {shell('rematch')}
        </button>
      </div>
    </section>
  );
}
