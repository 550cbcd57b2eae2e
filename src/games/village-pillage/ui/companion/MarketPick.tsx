// companion §3.1: the four face-up market cards, picked from pictures, one per tap.
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import { useLang } from '../../../../i18n/useT';
import type { CardId } from '../../rules/types';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { CardChip } from '../CardFace';
import { cardName } from '../strings';
import { CardGrid } from './parts';
import { useCompanionT } from './strings';

export function MarketPick({ table, act }: { table: CompanionView; act(a: CompanionAction): void }) {
  const t = useCompanionT();
  const lang = useLang();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const q = table.question?.kind === 'market' ? table.question : null;
  if (!q) return null;
  return (
    <section className="vpc-screen" aria-labelledby="vpc-market-title">
      <h1 id="vpc-market-title" className="vpc-title" tabIndex={-1} ref={heading}>
        {t('marketTitle')}
      </h1>
      <p className="vpc-ask">{t('marketPick', { i: q.picked.length + 1, n: 4 })}</p>
      {q.picked.length > 0 && (
        <p className="vpc-picked-row" aria-label={t('marketPicked')}>
          {q.picked.map((c: CardId) => (
            <CardChip key={c} card={c} />
          ))}
        </p>
      )}
      <CardGrid
        cards={q.options}
        testId="vpc-market-options"
        onPick={(card) => act({ type: 'market', seat: q.seat, card })}
      />
      {q.picked.length > 0 && (
        <div className="bottom-bar">
          <button
            type="button"
            className="btn"
            onClick={() => act({ type: 'undo', seat: q.seat })}
            aria-label={`${t('undoMarket')}: ${cardName(q.picked[q.picked.length - 1]!, lang)}`}
          >
            ↶ {t('undoMarket')}
          </button>
        </div>
      )}
    </section>
  );
}
