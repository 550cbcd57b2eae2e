// The planning seat's hand, in the order it is given (the catalogue's, the same every round): a
// tap puts a card in the active slot or takes it back, a long press opens its help; a picked card
// names its slot. The exhausted cards come last, shown as unavailable.
import type { PlanCardView } from '../rules/types';
import { CardFace } from './CardFace';
import type { VpHelp } from './cardHelp';
import { useVpT } from './strings';

export function PlanHand({
  cards,
  order,
  picked,
  slotLabel,
  pick,
  help,
}: {
  cards: readonly PlanCardView[];
  /** the indices of the cards in the order they are shown (PlanScreen's handOrder) */
  order: readonly number[];
  /** per slot: the index of the hand card in it, or null */
  picked: readonly (number | null)[];
  /** the name of slot k */
  slotLabel(k: number): string;
  pick(index: number): void;
  help: Pick<VpHelp, 'hold'>;
}) {
  const t = useVpT();
  return (
    <ul className="vp-hand" aria-label={t('hand')} data-lesson-target="hand">
      {order.map((i) => {
        const h = cards[i]!; // order gives the indexes of cards
        if (h.blocked) return null;
        const inSlot = picked.indexOf(i);
        return (
          <li key={`h${i}`}>
            <button
              type="button"
              className={`vp-hand-card${inSlot >= 0 ? ' vp-picked' : ''}`}
              aria-pressed={inSlot >= 0}
              data-card={h.card}
              {...help.hold(h.card, () => pick(i))}
            >
              <CardFace card={h.card} />
              {inSlot >= 0 && <span className="vp-picked-tag">{slotLabel(inSlot)}</span>}
              {h.secret && <span className="vp-secret-tag">{t('bardSecret')}</span>}
            </button>
          </li>
        );
      })}
      {cards.map((h, i) =>
        h.blocked ? (
          <li key={`x${i}`}>
            <button
              type="button"
              className="vp-hand-card vp-exhausted"
              disabled
              aria-disabled="true"
              data-card={h.card}
            >
              <CardFace card={h.card} />
              <span className="vp-exhausted-tag">
                <span aria-hidden="true">Zz </span>
                {t('exhaustedCard')}
              </span>
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
