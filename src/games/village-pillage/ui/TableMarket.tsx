// The market under the table (a frame's during the playback): its cards, buttons for their help
// when asked, and the deck count.
import type { View } from '../rules/types';
import type { VpHelp } from './cardHelp';
import { CardChip } from './CardFace';
import { BuyIcon, DrawIcon } from './Icons';
import type { TableOverlay } from './playback';
import { useVpT } from './strings';

export function TableMarket({
  view,
  overlay,
  help,
}: {
  view: View;
  overlay?: TableOverlay | null;
  help?: Pick<VpHelp, 'card'>;
}) {
  const t = useVpT();
  const market = overlay ? overlay.market : view.market;
  const deckCount = overlay ? overlay.deckCount : view.deckCount;
  return (
    <div className="vp-market" aria-label={t('market')} data-lesson-target="market">
      <span className="vp-market-label">
        <BuyIcon size={18} />
        <span className="vp-market-word">{t('market')}</span>
      </span>
      <span className="vp-market-cards">
        {market.map((c, i) =>
          help && !overlay ? (
            <button key={i} type="button" className="vp-help-btn" onClick={() => help.card(c)}>
              <CardChip card={c} />
            </button>
          ) : (
            <CardChip key={i} card={c} />
          ),
        )}
        {market.length === 0 && <span className="muted">{t('marketEmpty')}</span>}
      </span>
      <span className="vp-deck" title={t('deckCount', { count: deckCount })}>
        <DrawIcon size={18} />
        <b className="num">{deckCount}</b>
        <span className="visually-hidden">{t('deckCount', { count: deckCount })}</span>
      </span>
    </div>
  );
}
