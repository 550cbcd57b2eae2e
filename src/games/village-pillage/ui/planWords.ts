// The plan screen in words: each slot's name, the hint under the hand and the plan read back
// before it is final. Pure: no React.
import type { Mode, PlanSlotView } from '../rules/types';
import type { VpT } from './words';

/** the name of a seat by its index */
type NameOf = (seat: number) => string;

export function slotLabel(t: VpT, name: NameOf, { slot, target }: PlanSlotView): string {
  return slot === 'left'
    ? t('toLeft', { name: name(target ?? 0) })
    : slot === 'right'
      ? t('toRight', { name: name(target ?? 0) })
      : slot === 'front'
        ? t('frontSlot')
        : t('backSlot');
}

export function planHint(t: VpT, mode: Mode, slots: readonly PlanSlotView[]): string {
  return mode === 'standard'
    ? t('planHintStandard')
    : slots.length === 2
      ? t('planHintDuelFirst')
      : t('planHintDuelBack');
}

/** the plan as a sentence; `card(k)` names the card in slot k, or '' */
export function planSummary(
  t: VpT,
  name: NameOf,
  mode: Mode,
  slots: readonly PlanSlotView[],
  card: (k: number) => string,
): string {
  return mode === 'standard'
    ? t('planSummaryStandard', {
        left: card(0),
        leftName: name(slots[0]?.target ?? 0),
        right: card(1),
        rightName: name(slots[1]?.target ?? 0),
      })
    : slots.length === 2
      ? t('planSummaryDuelFirst', { front: card(0), back: card(1) })
      : t('planSummaryDuelBack', { back: card(0) });
}
