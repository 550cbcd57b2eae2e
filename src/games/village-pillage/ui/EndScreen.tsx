// End of game: the winner with the tie-break explained (the view's result and its reason), the
// kit's final ranking with relics and turnips per seat, the last round's table, rematch.
import type { SeatInfo } from '../../../kit/session';
import { FinalRanking } from '../../../kit/ui/FinalRanking';
import { useLang } from '../../../i18n/useT';
import type { View } from '../rules/types';
import { RelicRow } from './Icons';
import { useVpT } from './strings';
import { TableView } from './TableView';
import { listNames } from './words';

export function EndScreen({
  table,
  seats,
  rematch,
  exit,
  replay,
}: {
  table: View;
  seats: SeatInfo[];
  rematch: (() => void) | null;
  exit(): void;
  replay(): void;
}) {
  const t = useVpT();
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
            name: name(sum.winners[0] ?? 0),
            total: t('turnipsTotal', { count: sum.total }),
            goal: table.relicsToWin,
          })
        : t('tieShared', { names: listNames(ctx, sum.winners), total: sum.total, goal: table.relicsToWin });
  const score = (s: number) => {
    const seat = table.seats[s]!; // s is a seat of the result's ranking
    return (
      <span className="vp-end-score">
        <span
          className="vp-relics"
          role="img"
          aria-label={t('relicsOf', { count: seat.relics, goal: table.relicsToWin })}
        >
          <RelicRow count={seat.relics} goal={table.relicsToWin} />
        </span>{' '}
        <span>
          {t('turnipsTotal', { count: seat.total })}{' '}
          <span className="vp-muted">{t('turnipSplit', { stockpile: seat.stockpile, bank: seat.bank })}</span>
        </span>
      </span>
    );
  };
  return (
    <FinalRanking
      className="vp-end"
      title={headline}
      reasons={[why, t('rounds', { count: table.round })]}
      ranking={sum.ranking}
      seats={seats}
      score={score}
      rematch={rematch}
      exit={exit}
      actions={
        <button type="button" className="btn" onClick={replay}>
          {t('replayRound', { n: table.round })}
        </button>
      }
    >
      <details className="vp-plan-table">
        <summary>{t('wholeTable')}</summary>
        <TableView view={table} seats={seats} />
      </details>
    </FinalRanking>
  );
}
