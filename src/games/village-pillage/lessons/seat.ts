// Village Pillage lessons for one seat, on its own plan or buy screen (issue 34).
import { lesson } from '../../../kit/lessons';
import type { CardId } from '../rules/types';
import { card, cardCol, own, planning, type VpMoment } from './common';

// ---- a seat's own plan and buy (its private screen, after its handoff) ----

export const planNeighbours = lesson<VpMoment, { left: number; right: number }>({
  id: 'plan-neighbours',
  section: '§6',
  also: ['§4', '§5'],
  audience: 'seat',
  target: 'plan-slots',
  when: (m) => {
    const me = own(m);
    return planning(m) && m.view.mode === 'standard' && me
      ? { left: me.leftNeighbour, right: me.rightNeighbour }
      : null;
  },
  text: {
    en: (f, c) =>
      `Play one card to each neighbour: the left one against ${c.name(f.left)}, the right one against ${c.name(f.right)}. Everyone plans in secret; all cards are turned over together.`,
    ru: (f, c) =>
      `Положите по карте каждому соседу: левую — против соседа слева (${c.name(f.left)}), правую — против соседа справа (${c.name(f.right)}). Все выбирают тайно, карты открываются разом.`,
  },
});

export const duelFirst = lesson<VpMoment, true>({
  id: 'duel-front-back',
  section: '§10',
  audience: 'seat',
  target: 'plan-slots',
  when: (m) => (m.view.mode === 'duel' && planning(m)?.slots.length === 2 ? true : null),
  text: {
    en: () =>
      'In the duel you place a front card and a back card. Only the two front cards fight this round; your back card moves to the front next round.',
    ru: () =>
      'В дуэли кладутся две карты: передняя и задняя. В этом раунде бьются только передние, а задняя выйдет вперёд в следующем.',
  },
});

export const duelBack = lesson<VpMoment, { front: CardId }>({
  id: 'duel-back',
  section: '§10',
  audience: 'seat',
  target: 'plan-slots',
  when: (m) => {
    const front = planning(m)?.front ?? null;
    return m.view.mode === 'duel' && front ? { front } : null;
  },
  text: {
    en: (f, c) =>
      `Your ${card(f.front, c)} is already at the front and fights this round. Choose your new back card: it fights next round.`,
    ru: (f, c) =>
      `Ваша карта «${card(f.front, c)}» уже впереди и бьётся в этом раунде. Выберите новую заднюю карту — она выйдет в следующем.`,
  },
});

export const colours = lesson<VpMoment, { hand: CardId[] }>({
  id: 'colours',
  section: '§2',
  also: ['§1', '§3'],
  audience: 'seat',
  target: 'hand',
  when: (m) => {
    const p = planning(m);
    return p && m.view.round === 1 ? { hand: p.cards.filter((x) => !x.blocked).map((x) => x.card) } : null;
  },
  text: {
    en: (f, c) =>
      `Everyone starts with these four cards, 1 turnip in the stockpile and 1 in the bank. Yours now: ${f.hand.map((x) => cardCol(x, c)).join(', ')}. What a card does depends on the colour of the card facing it; hold a card to read it.`,
    ru: (f, c) =>
      `Все начинают с четырёх карт, 1 репы в запасе и 1 в банке. Ваши карты сейчас: ${f.hand.map((x) => cardCol(x, c)).join(', ')}. Что делает карта, зависит от цвета карты напротив; подержите карту, чтобы прочитать её.`,
  },
});

export const exhaustedOwn = lesson<VpMoment, { card: CardId }>({
  id: 'exhausted-own',
  section: '§7.6',
  audience: 'seat',
  target: 'hand',
  when: (m) => {
    const x = planning(m)?.cards.find((k) => k.blocked === 'exhausted');
    return x ? { card: x.card } : null;
  },
  text: {
    en: (f, c) =>
      `Your ${card(f.card, c)} is exhausted: it rests this round and comes back to your hand after it.`,
    ru: (f, c) =>
      `Ваша карта «${card(f.card, c)}» истощена: она отдыхает этот раунд и вернётся в руку после него.`,
  },
});

export const bardSecret = lesson<VpMoment, { card: CardId }>({
  id: 'bard-secret',
  section: '§7.5',
  audience: 'seat',
  target: 'hand',
  when: (m) => {
    const x = planning(m)?.cards.find((k) => k.secret);
    return x ? { card: x.card } : null;
  },
  text: {
    en: (f, c) => `Your Bard drew ${card(f.card, c)}: only you know it until you play it.`,
    ru: (f, c) => `Ваш Бард вытянул карту «${card(f.card, c)}»: о ней знаете только вы, пока не сыграете её.`,
  },
});

export const relicNear = lesson<VpMoment, { total: number; price: number }>({
  id: 'relic-afford',
  section: '§7.4',
  audience: 'seat',
  target: 'hand',
  when: (m) => {
    const me = own(m);
    return planning(m) && me && me.nextRelicPrice !== null && me.total >= me.nextRelicPrice
      ? { total: me.total, price: me.nextRelicPrice }
      : null;
  },
  text: {
    en: (f) =>
      `You have ${f.total} turnips and your next relic costs ${f.price}. A yellow card (the Merchant) buys it at the yellow step, stockpile first, then bank.`,
    ru: (f) =>
      `У вас ${f.total} реп, а следующая реликвия стоит ${f.price}. Жёлтая карта (Купец) купит её на жёлтом шаге: сначала из запаса, потом из банка.`,
  },
});

export const bankSafe = lesson<VpMoment, { stock: number; cap: number }>({
  id: 'bank-safe',
  section: '§7.3',
  audience: 'seat',
  target: 'hand',
  when: (m) => {
    const me = own(m);
    return planning(m) && me && m.view.round > 1 && me.stockpile >= 3 && me.bank < me.bankCapacity
      ? { stock: me.stockpile, cap: me.bankCapacity }
      : null;
  },
  text: {
    en: (f) =>
      `${f.stock} turnips lie in your stockpile, open to thieves. A Wall banks 1: the bank holds ${f.cap}, and most thieves cannot touch it.`,
    ru: (f) =>
      `В вашем запасе ${f.stock} реп, и их могут украсть. Страж кладёт 1 в банк: там помещается ${f.cap}, и большинство воров до банка не дотянется.`,
  },
});

export const buyCard = lesson<VpMoment, { price: number; source: CardId }>({
  id: 'buy-card',
  section: '§7.5',
  audience: 'seat',
  target: 'market',
  when: (m) =>
    m.view.choice?.kind === 'buy' ? { price: m.view.choice.price, source: m.view.choice.source.card } : null,
  text: {
    en: (f, c) =>
      `Your ${card(f.source, c)} buys a market card${f.price > 0 ? ` for ${f.price}` : ' for free'}: pick any face-up card. It joins your hand and can be played from next round.`,
    ru: (f, c) =>
      `Ваша карта «${card(f.source, c)}» покупает карту с рынка${f.price > 0 ? ` за ${f.price}` : ' бесплатно'}: выберите любую открытую. Она придёт в руку и сыграет со следующего раунда.`,
  },
});

const PACK: Record<string, { en: string; ru: string }> = {
  shepherd: {
    en: 'The Shepherd gains 4 during the refresh, after the yellow step: too late to be stolen this round, even when exhausted.',
    ru: 'Пастушка приносит 4 во время обновления, после жёлтого шага: украсть их в этом раунде уже нельзя, даже если она истощена.',
  },
  monastery: {
    en: 'The Monastery gains 2, whatever faces it.',
    ru: 'Монастырь приносит 2 против любой карты.',
  },
  turncoat: {
    en: 'The Turncoat steals 6 from a green or yellow card; against a red card it changes hands with that card for good at the refresh.',
    ru: 'Перебежчик крадёт 6 у зелёной или жёлтой карты, а против красной после раунда навсегда меняется с ней владельцем.',
  },
  smuggler: {
    en: 'The Smuggler buys a relic for 2 less; when it cannot, it moves all your banked turnips back to the stockpile.',
    ru: 'Контрабандист покупает реликвию на 2 дешевле, а если не может — возвращает всю репу из банка в запас.',
  },
};

/** §12: the Expansion Pack's cards, each the first time it is in the person's hand. */
export const PACK_LESSONS = Object.entries(PACK).map(([card, words]) =>
  lesson<VpMoment, true>({
    id: `pack-${card}`,
    section: '§12',
    audience: 'seat',
    target: 'hand',
    when: (m) => (planning(m)?.cards.some((k) => k.card === card) ? true : null),
    text: { en: () => words.en, ru: () => words.ru },
  }),
);
