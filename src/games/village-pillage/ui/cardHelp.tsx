// Village Pillage's content for the kit's card-help dialog: a card's face, its colour and group,
// and its effect against each colour in words (from the rules' catalogue through cardInfo.ts);
// a relic's price and the goal. One dialog per screen.
import { useLang } from '../../../i18n/useT';
import {
  useCardHelp,
  useHelpPress,
  type CardHelpContent,
  type HelpPressProps,
} from '../../../kit/ui/CardHelp';
import type { Lang } from '../../../i18n/core';
import { RELIC_PRICES, RELICS_TO_WIN } from '../rules/cards';
import type { CardId } from '../rules/types';
import { CardFace, cardEffectLines } from './CardFace';
import { cardColourOf, cardFlags } from './cardInfo';
import { RelicIcon } from './Icons';
import { cardName, colourKey, useVpT } from './strings';
import { listNames, type VpT } from './words';

function vpCardHelp(t: VpT, lang: Lang, card: CardId): CardHelpContent {
  const flags = cardFlags(card);
  const colour = t(colourKey[cardColourOf(card)]);
  const note = flags.starter
    ? t('helpNoteStarter', { colour })
    : flags.expansion
      ? t('helpNoteExpansion', { colour })
      : t('helpNoteMarket', { colour });
  const lines = cardEffectLines(t, card).map((l) => l.charAt(0).toUpperCase() + l.slice(1));
  const yellow = cardColourOf(card) === 'yellow';
  return {
    name: cardName(card, lang),
    note: flags.threePlus ? `${note} · ${t('threePlus')}` : note,
    picture: <CardFace card={card} />,
    effect: yellow ? [...lines, t('rulesYellow')] : [t('helpVsIntro'), ...lines],
  };
}

function relicHelp(t: VpT, lang: Lang, nextPrice: number | null): CardHelpContent {
  const names = (prices: readonly number[]) => listNames({ t, lang, names: prices.map(String) }, [0, 1, 2]);
  return {
    name: t('relicName'),
    picture: <RelicIcon size={64} filled />,
    effect: [
      nextPrice === null
        ? t('relicHelpDone', { goal: RELICS_TO_WIN })
        : t('relicHelpPrice', { price: t('turnips', { count: nextPrice }) }),
      t('rulesGoal', {
        goal: RELICS_TO_WIN,
        prices: names(RELIC_PRICES.standard),
        duelPrices: names(RELIC_PRICES.duel),
      }),
      t('rulesYellow'),
    ],
  };
}

export interface VpHelp {
  card(card: CardId): void;
  /** props for a card whose tap does `onTap`: a long press opens its help */
  hold(card: CardId, onTap: () => void): HelpPressProps;
  relic(nextPrice: number | null): void;
  dialog: React.ReactNode;
}

/** The help dialog of one screen: `help.card(id)`, `help.relic(price)`; render `help.dialog`. */
export function useVpHelp(): VpHelp {
  const t = useVpT();
  const lang = useLang();
  const { show, dialog } = useCardHelp();
  const press = useHelpPress();
  return {
    card: (card) => show(vpCardHelp(t, lang, card)),
    hold: (card, onTap) => press(() => show(vpCardHelp(t, lang, card)), onTap),
    relic: (price) => show(relicHelp(t, lang, price)),
    dialog,
  };
}
