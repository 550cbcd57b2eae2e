// Village Pillage beside the box (companion §3), for a first game (issue 34): a set-up
// walkthrough, then the moments the app takes part in — entering the revealed cards, the
// resolution, the buys, exhausted cards, mistakes, the end. Nothing here is hidden from the
// table: every lesson reads the table view.
import { lesson, type AnyLesson } from '../../../kit/lessons';
import type { CompanionView } from '../rules/companion/types';
import type { CardId } from '../rules/types';
import { cardName } from '../ui/strings';

type L = AnyLesson<CompanionView>;

const setUp = lesson<CompanionView, { players: number; duel: boolean }>({
  id: 'box-setup',
  section: 'companion §3.1',
  also: ['companion §1', 'companion §3'],
  audience: 'table',
  when: (v) =>
    v.phase === 'market' && v.round === 1 ? { players: v.players, duel: v.mode === 'duel' } : null,
  text: {
    en: (f) =>
      `Set up the box: each of the ${f.players} players takes the four starting cards (Farmer, Wall, Raider, Merchant); shuffle the market deck and turn 4 cards face up, then pick the same 4 here. Turnips, banks${f.duel ? ' (4 spaces in the duel)' : ''} and relics are kept in the app: no tokens needed.`,
    ru: (f) =>
      `Разложите коробку: каждый из ${f.players} игроков берёт четыре стартовые карты (Фермер, Страж, Бандит, Купец); перемешайте колоду рынка, откройте 4 карты и отметьте здесь те же 4. Репа, банки${f.duel ? ' (в дуэли на 4 места)' : ''} и реликвии ведутся в приложении — жетоны не нужны.`,
  },
});

const entering = lesson<CompanionView, true>({
  id: 'box-entry',
  section: 'companion §3.2',
  audience: 'table',
  when: (v) => (v.phase === 'enter' ? true : null),
  text: {
    en: () =>
      'Play the round with the real cards: everyone plans in secret and reveals together. Then enter each person’s two cards here, two taps among the cards they own; anyone may enter for anyone.',
    ru: () =>
      'Играйте раунд настоящими картами: все выбирают тайно и открывают разом. Потом отметьте здесь две карты каждого — два нажатия среди его карт; вводить может кто угодно за кого угодно.',
  },
});

const resolving = lesson<CompanionView, true>({
  id: 'box-resolve',
  section: 'companion §3.3',
  audience: 'table',
  when: (v) => (v.lastRound !== null && v.phase !== 'over' ? true : null),
  text: {
    en: () =>
      'The app resolves the round by the game’s rules, border by border, and shows each change with its reason (“Raider vs Farmer: steals 4”).',
    ru: () =>
      'Приложение разыгрывает раунд по правилам, граница за границей, и показывает каждое изменение с причиной («Бандит против Фермера: крадёт 4»).',
  },
});

const buying = lesson<CompanionView, true>({
  id: 'box-buys',
  section: 'companion §3.4',
  audience: 'table',
  when: (v) => (v.phase === 'buy' || v.phase === 'deck' ? true : null),
  text: {
    en: () =>
      'A buy, in the official order (fewest turnips first): tell the app which market card was taken, then which card turned up from the deck to refill the market.',
    ru: () =>
      'Покупка, в порядке по правилам (у кого меньше репы — первый): отметьте, какую карту взяли с рынка, а потом какая карта открылась из колоды на её место.',
  },
});

const exhausted = lesson<CompanionView, { seat: number; card: CardId }>({
  id: 'box-exhausted',
  section: 'companion §3.5',
  audience: 'table',
  when: (v) => {
    const s = v.seats.find((x) => x.exhausted.length > 0);
    return s && v.phase === 'enter' ? { seat: s.seat, card: s.exhausted[0]! } : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.seat)}'s ${cardName(f.card, c.lang)} is exhausted: put it aside this round; the app will not offer it.`,
    ru: (f, c) =>
      `Карта «${cardName(f.card, c.lang)}» (${c.name(f.seat)}) истощена: отложите её на этот раунд, приложение её не предложит.`,
  },
});

const mistakes = lesson<CompanionView, true>({
  id: 'box-mistakes',
  section: 'companion §3.6',
  audience: 'table',
  when: (v) => (v.phase === 'enter' && v.round >= 2 ? true : null),
  text: {
    en: () =>
      'Entered a wrong card? The last round can be taken back, and any village’s turnips or relics fixed by hand; the fix is kept in the log.',
    ru: () =>
      'Ошиблись картой? Последний раунд можно отменить, а репу и реликвии любой деревни поправить вручную; поправка останется в журнале.',
  },
});

const theEnd = lesson<CompanionView, { goal: number }>({
  id: 'box-end',
  section: 'companion §3.5',
  audience: 'table',
  when: (v) => (v.phase === 'over' ? { goal: v.relicsToWin } : null),
  text: {
    en: (f) =>
      `The game ends after the round in which someone has ${f.goal} relics; with several, the most turnips wins.`,
    ru: (f) =>
      `Игра кончается после раунда, в котором у кого-то ${f.goal} реликвии; если таких несколько, побеждает тот, у кого больше репы.`,
  },
});

export const VP_BOX_LESSONS: readonly L[] = [setUp, buying, entering, exhausted, mistakes, resolving, theEnd];
