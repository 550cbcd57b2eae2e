// A village's numbers on the table: stockpile and bank (with +/- badges during the playback),
// relics and the next price (a button for its help when asked), hand size and exhausted cards
// (not during the playback).
import type { View } from '../rules/types';
import type { VpHelp } from './cardHelp';
import { CardChip } from './CardFace';
import { BankIcon, HandIcon, RelicRow, TurnipIcon } from './Icons';
import type { Nums, TableOverlay } from './playback';
import { useVpT } from './strings';

function Delta({ now, before, id }: { now: number; before: number; id: string }) {
  const d = now - before;
  if (d === 0) return null;
  return (
    <span key={id} className={`vp-delta ${d > 0 ? 'vp-delta-up' : 'vp-delta-down'} num`} aria-hidden="true">
      {d > 0 ? `+${d}` : `−${-d}`}
    </span>
  );
}

/** the relics and the next price; with `help`, a button that opens the relic's help */
function RelicStat({ nums, goal, help }: { nums: Nums; goal: number; help?: Pick<VpHelp, 'relic'> }) {
  const t = useVpT();
  const nextPrice = nums.nextRelicPrice;
  const body = (
    <>
      <RelicRow count={nums.relics} goal={goal} />
      <span className="vp-price num" aria-hidden="true">
        {nextPrice !== null ? `→${nextPrice}` : '✓'}
      </span>
      <span className="visually-hidden">
        {t('relicsOf', { count: nums.relics, goal })}
        {', '}
        {nextPrice !== null ? t('nextRelic', { price: nextPrice }) : t('allRelics')}
      </span>
    </>
  );
  return help ? (
    <button
      type="button"
      className="vp-stat vp-relics vp-help-btn"
      data-stat="relics"
      onClick={() => help.relic(nextPrice)}
    >
      {body}
    </button>
  ) : (
    <span className="vp-stat vp-relics" data-stat="relics">
      {body}
    </span>
  );
}

export function VillageStats({
  view,
  seat,
  overlay,
  help,
}: {
  view: View;
  seat: number;
  overlay?: TableOverlay | null;
  help?: Pick<VpHelp, 'card' | 'relic'>;
}) {
  const t = useVpT();
  const sv = view.seats[seat]!; // rows are made from the view's seats
  // a playback frame records every seat's village
  const nums: Nums = overlay ? overlay.nums[seat]! : sv;
  const before = overlay ? overlay.before[seat]! : nums;
  return (
    <span className="vp-v-stats">
      <span className="vp-stat" data-stat="stockpile">
        <TurnipIcon size={18} />
        <b className="num">{nums.stockpile}</b>
        <span className="visually-hidden">{t('stockpile')}</span>
        {overlay && <Delta now={nums.stockpile} before={before.stockpile} id={overlay.frameId} />}
      </span>
      <span
        className="vp-stat vp-bankstat"
        data-stat="bank"
        title={t('bankSlots', { bank: nums.bank, capacity: view.bankCapacity })}
      >
        <BankIcon size={18} />
        <span className="vp-pips" aria-hidden="true">
          {Array.from({ length: view.bankCapacity }, (_, k) => (
            <i key={k} className={k < nums.bank ? 'on' : ''} />
          ))}
        </span>
        <b className="num">{nums.bank}</b>
        <span className="visually-hidden">
          {t('bankSlots', { bank: nums.bank, capacity: view.bankCapacity })}
        </span>
        {overlay && <Delta now={nums.bank} before={before.bank} id={overlay.frameId} />}
      </span>
      <RelicStat nums={nums} goal={view.relicsToWin} help={help && !overlay ? help : undefined} />
      {!overlay && (
        <span className="vp-stat vp-handsize" title={t('handCount', { count: sv.handSize })}>
          <HandIcon size={16} />
          <b className="num">{sv.handSize}</b>
          <span className="visually-hidden">{t('handCount', { count: sv.handSize })}</span>
        </span>
      )}
      {!overlay && sv.exhausted.length > 0 && (
        <span className="vp-exh">
          <span className="vp-zz" aria-hidden="true">
            Zz
          </span>
          <span className="visually-hidden">{t('exhausted')}:</span>
          {sv.exhausted.map((c, k) => (
            <CardChip key={k} card={c} />
          ))}
        </span>
      )}
    </span>
  );
}
