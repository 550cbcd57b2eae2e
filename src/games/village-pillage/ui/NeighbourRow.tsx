// One seat beside the plan: its badge and name ("you" for the planning seat), its stockpile, its
// bank and capacity, its relics and next price (a button for the relic's help), its hand size
// and its tired cards (each a button for its help).
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { SeatView } from '../rules/types';
import type { VpHelp } from './cardHelp';
import { CardChip } from './CardFace';
import { BankIcon, HandIcon, RelicIcon, TurnipIcon } from './Icons';
import { useVpT } from './strings';

/** its relics and next price: a tap opens the relic's help */
function RelicsButton({
  village: sv,
  relicsToWin,
  help,
}: {
  village: SeatView;
  relicsToWin: number;
  help: Pick<VpHelp, 'relic'>;
}) {
  const t = useVpT();
  return (
    <button
      type="button"
      className="vp-stat vp-help-btn"
      data-stat="relics"
      onClick={() => help.relic(sv.nextRelicPrice)}
    >
      <RelicIcon size={16} filled={sv.relics > 0} />
      <b className="num">
        {sv.relics}
        {sv.nextRelicPrice !== null ? ` →${sv.nextRelicPrice}` : ' ✓'}
      </b>
      <span className="visually-hidden">
        {t('relicsOf', { count: sv.relics, goal: relicsToWin })}
        {', '}
        {sv.nextRelicPrice !== null ? t('nextRelic', { price: sv.nextRelicPrice }) : t('allRelics')}
      </span>
    </button>
  );
}

export function NeighbourRow({
  seat,
  info,
  village: sv,
  own,
  bankCapacity,
  relicsToWin,
  help,
}: {
  seat: number;
  info: Pick<SeatInfo, 'name' | 'colour'>;
  village: SeatView;
  /** the planning seat's own row */
  own: boolean;
  bankCapacity: number;
  relicsToWin: number;
  help: Pick<VpHelp, 'card' | 'relic'>;
}) {
  const t = useVpT();
  return (
    <li
      className={`vp-neighbour${own ? ' vp-neighbour-self' : ''}`}
      data-seat={seat}
      data-colour={info.colour}
    >
      <span className="vp-v-name">
        <SeatBadge seat={info} size={20} />
        <span className="vp-v-title">{own ? t('youRow') : info.name}</span>
      </span>
      <span className="vp-v-stats">
        <span className="vp-stat" data-stat="stockpile">
          <TurnipIcon size={18} />
          <b className="num">{sv.stockpile}</b>
          <span className="visually-hidden">{t('stockpile')}</span>
        </span>
        <span className="vp-stat" data-stat="bank">
          <BankIcon size={18} />
          <b className="num">
            {sv.bank}/{bankCapacity}
          </b>
          <span className="visually-hidden">{t('bankSlots', { bank: sv.bank, capacity: bankCapacity })}</span>
        </span>
        <RelicsButton village={sv} relicsToWin={relicsToWin} help={help} />
        <span className="vp-stat" data-stat="hand">
          <HandIcon size={16} />
          <b className="num">{sv.handSize}</b>
          <span className="visually-hidden">{t('handCount', { count: sv.handSize })}</span>
        </span>
        {sv.exhausted.map((c, k) => (
          <button key={k} type="button" className="vp-help-btn" onClick={() => help.card(c)}>
            <span className="vp-zz" aria-hidden="true">
              Zz
            </span>
            <span className="visually-hidden">{t('exhausted')}:</span>
            <CardChip card={c} />
          </button>
        ))}
      </span>
    </li>
  );
}
