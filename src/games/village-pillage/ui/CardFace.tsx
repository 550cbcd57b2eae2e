// Card faces drawn by us: the colour band with its icon, the name, and the effect against each
// opposing colour in short symbols. Every face has a full text alternative in words.
import type { CardId, Colour } from '../rules/types';
import { cardColourOf, cardFace, type Token } from './cardInfo';
import {
  BankIcon,
  BuyIcon,
  ColourIcon,
  DrawIcon,
  ExhaustIcon,
  OppIcon,
  RelicIcon,
  StealIcon,
  SwapIcon,
  TurnipIcon,
} from './Icons';
import { cardName, colourKey, useVpT } from './strings';
import { useLang } from '../../../i18n/useT';
import { tokenSymbol, tokenWords, type VpT } from './words';

function TokenView({ tk }: { tk: Token }) {
  const sym = tokenSymbol(tk);
  const icon =
    tk.k === 'gain' || tk.k === 'oppGain' ? (
      <TurnipIcon size={16} />
    ) : tk.k === 'steal' || tk.k === 'oppSteal' ? (
      <StealIcon size={16} />
    ) : tk.k === 'bank' || tk.k === 'unbank' ? (
      <BankIcon size={16} />
    ) : tk.k === 'buy' ? (
      <BuyIcon size={16} />
    ) : tk.k === 'draw' ? (
      <DrawIcon size={16} />
    ) : tk.k === 'swap' ? (
      <SwapIcon size={16} />
    ) : (
      <ExhaustIcon size={16} />
    );
  const opp = tk.k === 'oppGain' || tk.k === 'oppSteal';
  return (
    <span className={`vp-tk vp-tk-${tk.k}`}>
      {opp && <OppIcon size={12} className="vp-tk-opp" />}
      {icon}
      {tk.k === 'unbank' && <span className="vp-tk-arrow">→</span>}
      {tk.k === 'exhaustSelf' && <span className="vp-tk-self">↺</span>}
      {sym && <b className="num">{sym}</b>}
    </span>
  );
}

/** The card's effect in words, one line per opposing colour (or the relic buy and its fallback). */
export function cardEffectLines(t: VpT, card: CardId): string[] {
  const info = cardFace(card);
  const lines: string[] = [];
  const tks = (list: Token[]) => (list.length ? list.map((x) => tokenWords(t, x)).join(', ') : t('noEffect'));
  if (info.kind === 'yellow') {
    lines.push(info.discount ? t('relicBuyDiscount') : t('relicBuy'));
    lines.push(`${t('ifUnable')}: ${tks(info.fallback)}`);
  } else {
    for (const r of info.rows) {
      if (r.vs === 'any' && r.tokens.length === 0 && info.refreshGain) continue;
      const vs = r.vs === 'any' ? t('vsAny') : t('vsColour', { colour: t(colourKey[r.vs]).toLowerCase() });
      lines.push(`${vs}: ${tks(r.tokens)}`);
    }
    if (info.refreshGain) lines.push(t('tkRefreshGain', { n: info.refreshGain }));
  }
  return lines;
}

function cardWords(t: VpT, lang: 'ru' | 'en', card: CardId): string {
  const colour = cardColourOf(card);
  return [
    `${cardName(card, lang)} (${t(colourKey[colour]).toLowerCase()})`,
    ...cardEffectLines(t, card),
  ].join('; ');
}

/** The full face: name, colour, and one line per opposing colour. */
export function CardFace({ card, compact = false }: { card: CardId; compact?: boolean }) {
  const t = useVpT();
  const lang = useLang();
  const colour = cardColourOf(card);
  const info = cardFace(card);
  return (
    <span className={`vp-card${compact ? ' vp-card-compact' : ''}`} data-vp-colour={colour} data-card={card}>
      <span className="vp-card-head">
        <ColourIcon colour={colour} size={20} />
        <span className="vp-card-name">{cardName(card, lang)}</span>
      </span>
      <span className="vp-card-body" aria-hidden="true">
        {info.kind === 'yellow' ? (
          <>
            <span className="vp-row">
              <RelicIcon size={16} />
              <span className="vp-relic-word">{t('relicShort')}</span>
              {info.discount > 0 && <b className="num">−{info.discount}</b>}
            </span>
            <span className="vp-row vp-row-else">
              <span className="vp-else">{t('ifUnable')}:</span>
              {info.fallback.map((tk, i) => (
                <TokenView key={i} tk={tk} />
              ))}
            </span>
          </>
        ) : (
          <>
            {info.rows.map((r) => (
              <span className="vp-row" key={r.vs}>
                {r.vs === 'any' ? (
                  <span className="vp-vs vp-vs-any">
                    {(['green', 'blue', 'red', 'yellow'] as Colour[]).map((c) => (
                      <ColourIcon key={c} colour={c} size={10} />
                    ))}
                  </span>
                ) : (
                  <span className="vp-vs">
                    <ColourIcon colour={r.vs} size={16} />
                  </span>
                )}
                {r.tokens.length === 0 ? (
                  <span className="vp-none">—</span>
                ) : (
                  r.tokens.map((tk, i) => <TokenView key={i} tk={tk} />)
                )}
              </span>
            ))}
            {info.refreshGain > 0 && (
              <span className="vp-row">
                <span className="vp-else">{t('atRefresh')}:</span>
                <TokenView tk={{ k: 'gain', n: info.refreshGain }} />
              </span>
            )}
          </>
        )}
      </span>
      <span className="visually-hidden">{cardWords(t, lang, card)}</span>
    </span>
  );
}

/** A small chip for the table and the market: colour icon and name. */
export function CardChip({ card, label }: { card: CardId | null; label?: string }) {
  const lang = useLang();
  const t = useVpT();
  if (card === null)
    return (
      <span className="vp-chip vp-chip-back">
        <DrawIcon size={16} />
        <span className="visually-hidden">{label ?? t('faceDown')}</span>
      </span>
    );
  const colour = cardColourOf(card);
  return (
    <span className="vp-chip" data-vp-colour={colour} data-card={card}>
      <ColourIcon colour={colour} size={16} />
      <span className="vp-chip-name">{cardName(card, lang)}</span>
    </span>
  );
}
