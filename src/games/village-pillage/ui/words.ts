// Events, tokens and frames in words, for the written log and the screen reader. Pure: no React.
import type { Lang, Translator } from '../../../i18n/core';
import { RELICS_TO_WIN } from '../rules/cards';
import type { CardId, Colour, EventBody, Side } from '../rules/types';
import type { Token } from './cardInfo';
import type { Frame } from './playback';
import { RULE_ERROR_CODES, type VpErrorCode } from '../rules/errors';
import { cardName, colourKey, reasonWords, type vpStrings } from './strings';

export type VpT = Translator<(typeof vpStrings)['en']>;

export interface WordsCtx {
  t: VpT;
  lang: Lang;
  names: readonly string[];
}

export function listNames(ctx: WordsCtx, seats: readonly number[]): string {
  const names = seats.map((s) => ctx.names[s] ?? `#${s + 1}`);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${ctx.t('and')}${names[names.length - 1]}`;
}

function turnips(ctx: WordsCtx, n: number): string {
  return ctx.t('turnips', { count: n });
}

export function sideWord(t: VpT, side: Side): string {
  return t(side === 'left' ? 'sideLeft' : side === 'right' ? 'sideRight' : 'sideFront');
}

// oxlint-disable-next-line max-lines-per-function -- a word table: one case per event kind, each that kind's sentence
export function eventWords(ctx: WordsCtx, e: EventBody): string {
  const { t, lang } = ctx;
  const nm = (s: number) => ctx.names[s] ?? `#${s + 1}`;
  const cn = (c: CardId) => cardName(c, lang);
  switch (e.kind) {
    case 'reveal':
      return t('evReveal');
    case 'resolve':
      return e.noEffect
        ? t('evResolveNone', {
            name: nm(e.source.seat),
            card: cn(e.source.card),
            against: cn(e.against.card),
          })
        : t('evResolve', {
            name: nm(e.source.seat),
            card: cn(e.source.card),
            other: nm(e.against.seat),
            against: cn(e.against.card),
          });
    case 'relic-check':
      return e.able
        ? t('evRelicAble', { name: nm(e.source.seat), card: cn(e.source.card), price: turnips(ctx, e.price) })
        : t('evRelicUnable', {
            name: nm(e.source.seat),
            card: cn(e.source.card),
            total: e.total,
            price: e.price,
          });
    case 'gain':
      return t('evGain', { name: nm(e.seat), turnips: turnips(ctx, e.amount), card: cn(e.source.card) });
    case 'chicken':
      return t('evChicken', { names: listNames(ctx, e.order) });
    case 'steal': {
      const got = e.fromStockpile + e.fromBank;
      const p = {
        thief: nm(e.thief),
        victim: nm(e.victim),
        turnips: turnips(ctx, got),
        claim: e.claim,
        fromBank: e.fromBank,
      };
      if (got === 0) return t('evStealNone', p);
      return e.fromBank > 0 ? t('evStealBank', p) : t('evSteal', p);
    }
    case 'bank':
      return e.amount < e.requested
        ? t('evBankShort', { name: nm(e.seat), turnips: turnips(ctx, e.amount), requested: e.requested })
        : t('evBank', { name: nm(e.seat), turnips: turnips(ctx, e.amount) });
    case 'unbank':
      return t('evUnbank', { name: nm(e.seat), turnips: turnips(ctx, e.amount) });
    case 'buy-order':
      return t('evBuyOrder', { names: listNames(ctx, e.order) });
    case 'relic':
      return t('evRelic', {
        name: nm(e.seat),
        price: turnips(ctx, e.price),
        relics: e.relics,
        goal: RELICS_TO_WIN,
      });
    case 'card-buy':
      return e.price === 0
        ? t('evCardBuyFree', { name: nm(e.seat), card: cn(e.card) })
        : t('evCardBuy', { name: nm(e.seat), card: cn(e.card), price: turnips(ctx, e.price) });
    case 'card-buy-failed':
      return e.reason === 'market-empty'
        ? t('evCardBuyFailedEmpty', { name: nm(e.seat) })
        : t('evCardBuyFailedPay', { name: nm(e.seat), price: turnips(ctx, e.price) });
    case 'draw':
      if (e.deckEmpty) return t('evDrawEmpty', { name: nm(e.seat) });
      return e.card
        ? t('evDraw', { name: nm(e.seat), card: cn(e.card) })
        : t('evDrawHidden', { name: nm(e.seat) });
    case 'exhaust':
      return t(e.already ? 'evExhaustAlready' : 'evExhaust', {
        name: nm(e.target.seat),
        card: cn(e.target.card),
      });
    case 'swap':
      return t('evSwap', { a: nm(e.a.seat), cardA: cn(e.a.card), b: nm(e.b.seat), cardB: cn(e.b.card) });
    case 'end':
      return e.winners.length > 0
        ? t('evEndWin', { names: listNames(ctx, e.winners) })
        : t('evEndNone', { goal: RELICS_TO_WIN });
  }
}

/** The heading of a frame: "Green · Gains", "Reveal", "Refresh", ... */
export function frameTitle(t: VpT, f: Pick<Frame, 'step' | 'sub'>): string {
  if (f.step === 'reveal') return t('stepReveal');
  if (f.step === 'refresh') return t('stepRefresh');
  if (f.step === 'end') return t('stepEnd');
  const colour = t(colourKey[f.step as Colour]);
  const sub =
    f.sub === 'intro'
      ? t('subIntro')
      : f.sub === 'relic-check'
        ? t('subRelicCheck')
        : f.sub === 'gains'
          ? t('subGains')
          : f.sub === 'steals'
            ? t('subSteals')
            : f.sub === 'banks'
              ? t('subBanks')
              : f.sub === 'buys'
                ? t('subBuys')
                : f.sub === 'exhausts'
                  ? t('subExhausts')
                  : '';
  return sub ? `${colour} · ${sub}` : colour;
}

/** A card-face token in words (for screen readers and the rules page). */
export function tokenWords(t: VpT, tk: Token): string {
  switch (tk.k) {
    case 'gain':
      return t('tkGain', { n: tk.n });
    case 'oppGain':
      return t('tkOppGain', { n: tk.n });
    case 'steal':
      return t(tk.bank ? 'tkStealBank' : 'tkSteal', { n: tk.n });
    case 'oppSteal':
      return t('tkOppSteal', { n: tk.n });
    case 'bank':
      return t('tkBank', { n: tk.n });
    case 'unbank':
      return t('tkUnbank');
    case 'buy':
      return tk.n === 0 ? t('tkBuyFree') : t('tkBuy', { n: tk.n });
    case 'draw':
      return t('tkDraw');
    case 'exhaustIt':
      return t('tkExhaustIt');
    case 'exhaustSelf':
      return t('tkExhaustSelf');
    case 'swap':
      return t('tkSwap');
  }
}

/** Short symbol text of a token, shown next to its icon: "+3", "4", "4*", "2". */
export function tokenSymbol(tk: Token): string {
  switch (tk.k) {
    case 'gain':
    case 'oppGain':
      return `+${tk.n}`;
    case 'steal':
      return tk.bank ? `${tk.n}*` : `${tk.n}`;
    case 'oppSteal':
    case 'bank':
    case 'buy':
      return `${tk.n}`;
    default:
      return '';
  }
}

/** A refused action in words: the engine's code (RuleError) in the screen's language. */
export function refusal(err: { code?: unknown }, lang: Lang): string {
  const code = typeof err.code === 'string' ? err.code : '';
  return (RULE_ERROR_CODES as readonly string[]).includes(code)
    ? reasonWords(code as VpErrorCode, lang)
    : reasonWords('bad-action', lang);
}
