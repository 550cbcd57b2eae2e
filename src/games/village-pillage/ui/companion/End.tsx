// companion §3.5: the end at the third relic, with the official tie-break in words (§9).
import type { SeatInfo } from '../../../../kit/session';
import { FinalRanking } from '../../../../kit/ui/FinalRanking';
import { useLang } from '../../../../i18n/useT';
import type { CompanionView } from '../../rules/companion/types';
import { RelicRow } from '../Icons';
import { useVpT } from '../strings';
import { listNames } from '../words';

export function End({
  table,
  seats,
  rematch,
  exit,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  rematch: (() => void) | null;
  exit(): void;
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
            total: t('turnips', { count: sum.total }),
            goal: table.relicsToWin,
          })
        : t('tieShared', { names: listNames(ctx, sum.winners), total: sum.total, goal: table.relicsToWin });
  return (
    <FinalRanking
      className="vp-end"
      testId="vpc-end"
      title={headline}
      reasons={[why, t('rounds', { count: table.round })]}
      ranking={sum.ranking}
      seats={seats}
      rematch={rematch}
      exit={exit}
      score={(s) => {
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
            <span>{t('turnips', { count: seat.total })}</span>
          </span>
        );
      }}
    />
  );
}
