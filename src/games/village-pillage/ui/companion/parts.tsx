// Small pieces of the companion's screens: the villages at a glance, and a grid of card pictures
// to tap (one tap = one answer; a long press opens the card's help, as in the full game).
import type { SeatInfo } from '../../../../kit/session';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import type { CardId } from '../../rules/types';
import { CardFace } from '../CardFace';
import { useVpHelp } from '../cardHelp';
import { BankIcon, RelicRow, TurnipIcon } from '../Icons';
import { useVpT } from '../strings';

interface VillageNums {
  stockpile: number;
  bank: number;
  relics: number;
}

/** Every village: stockpile, bank and relics, with the change since `before` when given. */
export function VillageStrip({
  villages,
  before,
  seats,
  goal,
}: {
  villages: readonly VillageNums[];
  before?: readonly VillageNums[];
  seats: SeatInfo[];
  goal: number;
}) {
  const t = useVpT();
  const delta = (now: number, was: number | undefined) =>
    was === undefined || was === now ? null : (
      <b className="vpc-delta num" data-up={now > was}>
        {now > was ? `+${now - was}` : now - was}
      </b>
    );
  return (
    <ul className="vpc-villages" aria-label={t('title')}>
      {villages.map((v, i) => {
        const info = seats[i] ?? { name: `#${i + 1}`, colour: i, who: 'person', where: 'this-phone' };
        const b = before?.[i];
        return (
          <li key={i} className="vpc-village" data-colour={info.colour} data-testid={`vpc-village-${i}`}>
            <span className="vpc-village-name">
              <SeatBadge seat={info} size={24} />
              <span>{info.name}</span>
            </span>
            <span className="vpc-village-nums">
              <span title={t('stockpile')}>
                <TurnipIcon size={16} /> <b className="num">{v.stockpile}</b>
                {delta(v.stockpile, b?.stockpile)}
              </span>
              <span title={t('bankSlots', { bank: v.bank, capacity: '' })}>
                <BankIcon size={16} /> <b className="num">{v.bank}</b>
                {delta(v.bank, b?.bank)}
              </span>
              <span className="vp-relics" role="img" aria-label={t('relicsOf', { count: v.relics, goal })}>
                <RelicRow count={v.relics} goal={goal} />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Card pictures to tap. */
export function CardGrid({
  cards,
  onPick,
  picked,
  testId,
}: {
  cards: readonly CardId[];
  onPick(card: CardId, index: number): void;
  picked?: number | null;
  testId?: string;
}) {
  const help = useVpHelp();
  return (
    <>
      <ul className="vp-hand vpc-grid" data-testid={testId}>
        {cards.map((c, i) => (
          <li key={`${c}-${i}`}>
            <button
              type="button"
              className={`vp-hand-card${picked === i ? ' vp-picked' : ''}`}
              aria-pressed={picked === undefined ? undefined : picked === i}
              data-card={c}
              {...help.hold(c, () => onPick(c, i))}
            >
              <CardFace card={c} compact />
            </button>
          </li>
        ))}
      </ul>
      {help.dialog}
    </>
  );
}
