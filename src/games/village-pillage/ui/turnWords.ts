// Whose turn it is, in words: what the live region announces while the phone waits for a seat,
// and the purpose a handoff names. Pure: no React.
import type { Step } from '../../../kit/ui/passAndPlay';
import type { TurnData } from './useTurnFlow';
import type { VpT } from './words';

function buyWords(t: VpT, price: number): string {
  return price === 0 ? t('buyPurposeFree') : t('buyPurpose', { price: t('turnips', { count: price }) });
}

/** the announcement for the seat the phone waits for (behind a handoff), or '' */
export function turnAnnouncement(
  t: VpT,
  { step, gated }: { step: Step<TurnData> | null; gated: boolean },
  name: (seat: number) => string,
  buyPrice: number,
): string {
  const gatedSeat = gated ? (step?.seat ?? null) : null;
  return gatedSeat === null
    ? ''
    : step?.data === 'peek'
      ? `${name(gatedSeat)}: ${t('bardPeekPurpose')}`
      : step?.data === 'plan'
        ? t('nextToPlan', { name: name(gatedSeat) })
        : `${name(gatedSeat)}: ${buyWords(t, buyPrice)}`;
}

/** what a handoff to a seat is for: a peek, a plan of `round`, a buy at `price` */
export function handoffPurpose(t: VpT, data: TurnData, round: number, price: number): string {
  return data === 'peek'
    ? t('bardPeekPurpose')
    : data === 'plan'
      ? t('planPurpose', { n: round })
      : buyWords(t, price);
}
