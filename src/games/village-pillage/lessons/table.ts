// Village Pillage lessons for the shared table: the round played back, the waiting screen and
// the end (issue 34). They read the table view and the round's public events only.
import { lesson } from '../../../kit/lessons';
import { cardColour } from '../rules/cards';
import type { GameEvent } from '../rules/events';
import type { CardId } from '../rules/types';
import { card, cardCol, first, type VpMoment } from './common';

// ---- the shared table: the round played back, the waiting screen, the end ----

export const reveal = lesson<VpMoment, true>({
  id: 'reveal',
  section: '§7',
  audience: 'table',
  target: 'table',
  when: (m) => (first(m, 'reveal') ? true : null),
  text: {
    en: () =>
      'All plans are turned over. The cards resolve by colour: green, then blue, red and yellow; each reads the colour of the card facing it.',
    ru: () =>
      'Все планы открыты. Карты срабатывают по цветам: зелёные, синие, красные, жёлтые; каждая смотрит на цвет карты напротив.',
  },
});

type Pair = { a: number; ac: CardId; b: number; bc: CardId };
const pairOf = (e: Extract<GameEvent, { kind: 'resolve' }>): Pair => ({
  a: e.source.seat,
  ac: e.source.card,
  b: e.against.seat,
  bc: e.against.card,
});

export const greenGains = lesson<VpMoment, Pair>({
  id: 'green-gains',
  section: '§2.1',
  also: ['§7.1'],
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'resolve', (x) => cardColour(x.source.card) === 'green');
    return e ? pairOf(e) : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.a)}'s ${card(f.ac, c)} gains turnips: a green card gains whatever faces it. New turnips go to the stockpile.`,
    ru: (f, c) =>
      `${card(f.ac, c)} (${c.name(f.a)}) приносит репу: зелёная карта получает её против любой карты. Новая репа идёт в запас.`,
  },
});

export const redSteals = lesson<VpMoment, Pair>({
  id: 'red-steals',
  section: '§2.3',
  also: ['§7.2'],
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(
      m,
      'resolve',
      (x) => cardColour(x.source.card) === 'red' && !x.noEffect && x.row !== 'blue' && x.row !== 'red',
    );
    return e ? pairOf(e) : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.a)}'s ${card(f.ac, c)} faces ${c.name(f.b)}'s ${cardCol(f.bc, c)} and steals: red robs a green or yellow card's owner, from the stockpile only.`,
    ru: (f, c) =>
      `${card(f.ac, c)} (${c.name(f.a)}) против карты «${card(f.bc, c)}» (${c.name(f.b)}) ворует: красная грабит владельца зелёной или жёлтой карты, и только из запаса.`,
  },
});

export const wallBlocks = lesson<VpMoment, Pair>({
  id: 'wall-blocks',
  section: '§2.2',
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'resolve', (x) => cardColour(x.source.card) === 'red' && x.row === 'blue');
    return e ? pairOf(e) : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.a)}'s ${card(f.ac, c)} meets ${c.name(f.b)}'s ${card(f.bc, c)}: red gets nothing against blue, and a Wall facing red steals 1 back and banks 1.`,
    ru: (f, c) =>
      `${card(f.ac, c)} (${c.name(f.a)}) упирается в карту «${card(f.bc, c)}» (${c.name(f.b)}): красная ничего не берёт у синей, а Страж против красной сам крадёт 1 и кладёт 1 в банк.`,
  },
});

export const redMeetsRed = lesson<VpMoment, Pair>({
  id: 'red-meets-red',
  section: '§2.3',
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'resolve', (x) => cardColour(x.source.card) === 'red' && x.row === 'red');
    return e ? pairOf(e) : null;
  },
  text: {
    en: (f, c) =>
      `Two red cards face each other (${c.name(f.a)} and ${c.name(f.b)}): thieves do not rob thieves, so the Raiders get nothing.`,
    ru: (f, c) =>
      `Друг против друга две красные карты (${c.name(f.a)} и ${c.name(f.b)}): вор у вора не ворует, Бандиты ничего не берут.`,
  },
});

export const bankLimit = lesson<VpMoment, { seat: number; amount: number; cap: number }>({
  id: 'bank-limit',
  section: '§7.3',
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'bank', (x) => x.amount > 0);
    return e ? { seat: e.seat, amount: e.amount, cap: m.view.bankCapacity } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)} banks ${f.amount}. A bank holds at most ${f.cap} turnips; banked turnips still count for relics and are safe from most thieves.`,
    ru: (f, c) =>
      `${c.name(f.seat)} кладёт в банк ${f.amount}. В банке помещается не больше ${f.cap} реп; они идут на реликвии, и большинство воров их не достанет.`,
  },
});

export const relicBought = lesson<VpMoment, { seat: number; price: number; goal: number }>({
  id: 'relic',
  section: '§7.4',
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'relic');
    return e ? { seat: e.seat, price: e.price, goal: m.view.relicsToWin } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)} buys a relic for ${f.price}. A yellow card must buy one when its owner can pay; ${f.goal} relics win, and each costs more than the last.`,
    ru: (f, c) =>
      `${c.name(f.seat)} покупает реликвию за ${f.price}. Жёлтая карта обязана её купить, если хватает репы; побеждают ${f.goal} реликвии, и каждая дороже прошлой.`,
  },
});

export const merchantFallback = lesson<
  VpMoment,
  { seat: number; card: CardId; total: number; price: number }
>({
  id: 'yellow-fallback',
  section: '§2.4',
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'relic-check', (x) => !x.able && x.relics < m.view.relicsToWin);
    return e ? { seat: e.source.seat, card: e.source.card, total: e.total, price: e.price } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)}'s ${card(f.card, c)} cannot buy a relic (${f.total} turnips of ${f.price}), so it does its second line instead${f.card === 'merchant' ? ': a market card for 1' : ''}.`,
    ru: (f, c) =>
      `${card(f.card, c)} (${c.name(f.seat)}) не может купить реликвию (${f.total} реп из ${f.price}) и делает вместо этого другое${f.card === 'merchant' ? ': покупает карту с рынка за 1' : ''}.`,
  },
});

export const cardBought = lesson<VpMoment, { seat: number; card: CardId }>({
  id: 'card-bought',
  section: '§7.5',
  audience: 'table',
  target: 'market',
  when: (m) => {
    const e = first(m, 'card-buy');
    return e ? { seat: e.seat, card: e.card } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)} takes ${card(f.card, c)} from the market into the hand, playable from next round; the deck refills the market.`,
    ru: (f, c) =>
      `${c.name(f.seat)} берёт с рынка карту «${card(f.card, c)}» в руку, играть ею можно со следующего раунда; колода пополняет рынок.`,
  },
});

export const exhausted = lesson<VpMoment, { seat: number; card: CardId }>({
  id: 'exhaust',
  section: '§7.6',
  also: ['§8'],
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'exhaust', (x) => !x.already);
    return e ? { seat: e.target.seat, card: e.target.card } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)}'s ${card(f.card, c)} is exhausted: it still works this round, then rests for the whole next round.`,
    ru: (f, c) =>
      `Карта «${card(f.card, c)}» (${c.name(f.seat)}) истощена: в этом раунде она ещё работает, а весь следующий отдыхает.`,
  },
});

export const chicken = lesson<VpMoment, true>({
  id: 'chicken',
  section: '§7.7',
  audience: 'table',
  target: 'table',
  when: (m) => (first(m, 'chicken') ? true : null),
  text: {
    en: () => 'A tie the rules leave open: the chicken (a fair coin) decides who goes first.',
    ru: () => 'Ничья, которую правила не решают: курица (честная монетка) решает, кто первый.',
  },
});

export const bardDraw = lesson<VpMoment, { seat: number }>({
  id: 'bard-draw',
  section: '§11',
  audience: 'table',
  target: 'table',
  when: (m) => {
    const e = first(m, 'draw', (x) => !x.deckEmpty);
    return e ? { seat: e.seat } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)}'s Bard draws the deck's top card: the others see that a card was drawn, not which.`,
    ru: (f, c) =>
      `Бард (${c.name(f.seat)}) тянет верхнюю карту колоды: остальные видят, что карта взята, но не видят какая.`,
  },
});

export const endNear = lesson<VpMoment, { seat: number; goal: number }>({
  id: 'end-near',
  section: '§9',
  audience: 'table',
  target: 'table',
  when: (m) => {
    if (m.view.phase === 'over') return null;
    const s = m.view.seats.find((x) => x.relics === m.view.relicsToWin - 1);
    return s ? { seat: s.seat, goal: m.view.relicsToWin } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)} is one relic from winning. The game ends after the round in which someone has ${f.goal}; with several, the most turnips wins.`,
    ru: (f, c) =>
      `${c.name(f.seat)}: до победы одна реликвия. Игра кончается после раунда, в котором у кого-то ${f.goal}; если таких несколько, побеждает тот, у кого больше репы.`,
  },
});

export const theEnd = lesson<VpMoment, { winners: number[]; goal: number }>({
  id: 'the-end',
  section: '§9',
  audience: 'table',
  target: 'table',
  when: (m) =>
    m.view.phase === 'over' && m.view.result
      ? { winners: m.view.result.winners, goal: m.view.relicsToWin }
      : null,
  text: {
    en: (f, c) =>
      `${f.winners.map((w) => c.name(w)).join(', ')}: ${f.goal} relics at the end of a round win. That is the whole game: well played!`,
    ru: (f, c) =>
      `Победа: ${f.winners.map((w) => c.name(w)).join(', ')}. ${f.goal} реликвии к концу раунда выигрывают — вот и вся игра!`,
  },
});
