// companion §3.4: the questions a resolution stops at, in the kernel's buy order: which market
// card the buyer took, which card came up to refill the market (or the deck is empty), which
// card a Bard drew.
import type { SeatInfo } from '../../../../kit/session';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import { useLang } from '../../../../i18n/useT';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { cardName, useVpT } from '../strings';
import { CardGrid } from './parts';
import { useCompanionT } from './strings';

export function Question({
  table,
  seats,
  act,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  act(a: CompanionAction): void;
}) {
  const t = useCompanionT();
  const vt = useVpT();
  const lang = useLang();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const q = table.question;
  if (!q || (q.kind !== 'buy' && q.kind !== 'deck')) return null;
  const info = seats[q.seat] ?? {
    name: `#${q.seat + 1}`,
    colour: q.seat,
    who: 'person',
    where: 'this-phone',
  };
  const card = cardName(q.source.card, lang);
  const title =
    q.kind === 'buy'
      ? t('buyTitle', { name: info.name })
      : q.reason === 'refill'
        ? t('refillTitle')
        : t('drawTitle', { name: info.name });
  const hint =
    q.kind === 'buy'
      ? q.price === 0
        ? t('buyHintFree', { card })
        : t('buyHint', { card, price: vt('turnips', { count: q.price }) })
      : q.reason === 'refill'
        ? t('refillHint', { card: q.taken ? cardName(q.taken, lang) : '' })
        : t('drawHint', { name: info.name, card });
  return (
    <section className="vpc-screen" data-colour={info.colour} aria-labelledby="vpc-q-title">
      <h1 id="vpc-q-title" className="vpc-title" tabIndex={-1} ref={heading}>
        <SeatBadge seat={info} size={32} />
        <span>{title}</span>
      </h1>
      <p className="vp-muted">{hint}</p>
      {q.kind === 'buy' ? (
        <CardGrid
          cards={q.options.map((o) => o.card)}
          testId="vpc-buy-options"
          onPick={(_, index) => act({ type: 'buy', seat: q.seat, index })}
        />
      ) : (
        <CardGrid
          cards={q.options}
          testId="vpc-deck-options"
          onPick={(c) => act({ type: 'deck', seat: q.seat, card: c })}
        />
      )}
      {q.kind === 'deck' && (
        <div className="bottom-bar">
          <button
            type="button"
            className="btn"
            data-testid="vpc-deck-empty"
            onClick={() => act({ type: 'deck', seat: q.seat, card: null })}
          >
            {t('deckEmpty')}
          </button>
        </div>
      )}
    </section>
  );
}
