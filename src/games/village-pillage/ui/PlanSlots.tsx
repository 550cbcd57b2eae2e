// The slots a plan fills (left and right neighbour; in a duel front and back, later only a new
// back), each showing its card or that it is empty; a tap empties it and makes it the one to
// fill. Above them in a duel, the front card already in play.
import type { CardId, PlanSlotView } from '../rules/types';
import { CardChip } from './CardFace';
import type { VpHelp } from './cardHelp';
import { cardName, useVpT } from './strings';
import { useLang } from '../../../i18n/useT';

/** a duel's front card from the rounds before: a tap opens its help */
export function CurrentFront({ card, help }: { card: CardId; help: Pick<VpHelp, 'card'> }) {
  const t = useVpT();
  return (
    <div className="vp-current-front">
      <span className="vp-slot-label">{t('currentFront')}</span>
      <button type="button" className="vp-help-btn" onClick={() => help.card(card)}>
        <CardChip card={card} />
      </button>
    </div>
  );
}

export function PlanSlots({
  slots,
  cards,
  active,
  label,
  clear,
}: {
  slots: readonly PlanSlotView[];
  /** per slot: the card in it, or null */
  cards: readonly (CardId | null)[];
  /** the slot the next tapped card goes into */
  active: number;
  label(slot: PlanSlotView): string;
  clear(slot: number): void;
}) {
  const t = useVpT();
  const lang = useLang();
  return (
    <div className="vp-slots" role="group" aria-label={t('confirmPlan')} data-lesson-target="plan-slots">
      {slots.map((slotView, k) => {
        const slot = slotView.slot;
        const c = cards[k] ?? null;
        const isActive = active === k;
        return (
          <button
            key={slot}
            type="button"
            className={`vp-slot${isActive ? ' vp-slot-active' : ''}${c ? ' vp-slot-filled' : ''}`}
            aria-pressed={isActive}
            data-slot={slot}
            onClick={() => clear(k)}
          >
            {/* the name is this text, not an aria-label: axe's label-in-name rule wants an
                aria-label to hold the visible words as they run, arrows and all */}
            <span className="visually-hidden">
              {c
                ? `${label(slotView)}: ${cardName(c, lang)}. ${t('clearSlot', { slot: label(slotView) })}`
                : `${label(slotView)}: ${t('emptySlot')}`}
            </span>
            <span className="vp-slot-label" aria-hidden="true">
              {slot === 'left' ? '← ' : ''}
              {label(slotView)}
              {slot === 'right' ? ' →' : ''}
            </span>
            {c ? (
              <span aria-hidden="true">
                <CardChip card={c} />
              </span>
            ) : (
              <span className="vp-slot-empty" aria-hidden="true">
                {t('emptySlot')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
