// In a first game a bot says in one line why it did what it did when it shows a rule (issue 34
// item 5): its red card robbing a green or yellow card, its Wall stopping a red one, its yellow
// card buying a relic. Read from the round's public events only, as they are played back.
import type { LessonCtx } from '../../../kit/lessons';
import { cardColour } from '../rules/cards';
import type { CardRef, GameEvent } from '../rules/events';
import { cardName } from '../ui/strings';

const same = (a: CardRef, b: CardRef) => a.seat === b.seat && a.side === b.side;

/** The bot's line for the latest such event among `events`, or null. */
export function botLine(
  events: readonly GameEvent[],
  isBot: (seat: number) => boolean,
  c: LessonCtx,
): string | null {
  const ru = c.lang === 'ru';
  const card = (id: string) => cardName(id as never, c.lang);
  const bot = (seat: number) => `${c.name(seat)} (${ru ? 'бот' : 'bot'})`;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'steal' && isBot(e.thief)) {
      const red = e.sources.find((s) => s.seat === e.thief && cardColour(s.card) === 'red');
      const faced = red && events.find((x) => x.kind === 'resolve' && same(x.source, red));
      if (!red || !faced || faced.kind !== 'resolve') continue;
      const took = e.fromStockpile + e.fromBank;
      return ru
        ? `${bot(e.thief)}: ${card(red.card)} против карты «${card(faced.against.card)}» (${c.name(e.victim)}) — ${took} из запаса: красная грабит владельца зелёной или жёлтой карты.`
        : `${bot(e.thief)}: ${card(red.card)} against ${c.name(e.victim)}'s ${card(faced.against.card)} — took ${took}: red robs the owner of a green or yellow card.`;
    }
    if (
      e.kind === 'resolve' &&
      isBot(e.source.seat) &&
      cardColour(e.source.card) === 'blue' &&
      e.row === 'red'
    ) {
      return ru
        ? `${bot(e.source.seat)}: ${card(e.source.card)} против карты «${card(e.against.card)}» (${c.name(e.against.seat)}) — красная ничего не берёт у синей.`
        : `${bot(e.source.seat)}: ${card(e.source.card)} against ${c.name(e.against.seat)}'s ${card(e.against.card)} — red gets nothing from blue.`;
    }
    if (e.kind === 'relic' && isBot(e.seat)) {
      return ru
        ? `${bot(e.seat)}: ${card(e.source.card)} покупает реликвию за ${e.price} — жёлтая карта обязана купить, когда хватает репы.`
        : `${bot(e.seat)}: ${card(e.source.card)} buys a relic for ${e.price} — a yellow card must buy one when it can pay.`;
    }
  }
  return null;
}
