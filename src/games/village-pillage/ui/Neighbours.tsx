// What a raid decision needs, on the plan screen itself: each seat a slot faces (both
// neighbours; in a duel the one opponent) with its stockpile (what a steal can take), its bank
// (safe from ordinary steals), its relics and next price (will its yellow card buy?), its hand
// size and its tired cards; then the market. Public facts from the seat's own view only.
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules/types';
import type { VpHelp } from './cardHelp';
import { CardChip } from './CardFace';
import { NeighbourRow } from './NeighbourRow';
import { useVpT } from './strings';

export function Neighbours({
  view,
  seats,
  targets,
  self,
  help,
}: {
  view: View;
  seats: SeatInfo[];
  /** the seats the plan's slots face, each once */
  targets: readonly number[];
  /** the planning seat: its own row comes first (whether its yellow card buys a relic depends
      on its own turnips and the next price, issue 23 item 3) */
  self?: number;
  help: Pick<VpHelp, 'card' | 'relic'>;
}) {
  const t = useVpT();
  // with the planning seat: left neighbour, you, right neighbour, as round the table
  const rows =
    self === undefined
      ? targets
      : targets.length === 2
        ? [targets[0]!, self, targets[1]!]
        : [self, ...targets];
  return (
    <section className="vp-neighbours" aria-labelledby="vp-neighbours-title">
      <h2 id="vp-neighbours-title" className={self === undefined ? 'vp-slot-label' : 'visually-hidden'}>
        {self === undefined
          ? targets.length === 1
            ? t('neighbourDuel')
            : t('neighbours')
          : targets.length === 1
            ? t('youAndOpponent')
            : t('youAndNeighbours')}
      </h2>
      <ul className={self === undefined ? undefined : 'vp-around'} data-count={rows.length}>
        {rows.map((s) => {
          const sv = view.seats[s];
          if (!sv) return null;
          return (
            <NeighbourRow
              key={s}
              seat={s}
              info={seats[s] ?? { name: `#${s + 1}`, colour: 0 }}
              village={sv}
              own={s === self}
              bankCapacity={view.bankCapacity}
              relicsToWin={view.relicsToWin}
              help={help}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The market on the plan screen: each card opens its help. */
export function MarketRow({ view, help }: { view: View; help: Pick<VpHelp, 'card'> }) {
  const t = useVpT();
  return (
    <div className="vp-neighbours-market">
      <span className="vp-slot-label">{t('market')}</span>
      {view.market.length === 0 && <span className="vp-muted">{t('marketEmpty')}</span>}
      {view.market.map((c, i) => (
        <button key={i} type="button" className="vp-help-btn" onClick={() => help.card(c)}>
          <CardChip card={c} />
        </button>
      ))}
    </div>
  );
}
