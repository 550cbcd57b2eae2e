// Saboteur: what a seat can do on its turn, taught on its own turn screen (issue 34): the three
// (deluxe: four) options, laying a path card, the goals, a broken tool, each action card the
// first time it is in that person's hand, doors, crystals and ladders.
import { lesson } from '../../../kit/lessons';
import type { View } from '../rules/view-types';
import { deluxe, holds, isAction, onTurn, ownSeat, pathOf, TOOL, type L } from './common';

export const turnOptions = lesson<View, { deluxe: boolean }>({
  id: 'turn-options',
  section: '§5',
  also: ['§4'],
  audience: 'seat',
  target: 'hand',
  when: (v) => (onTurn(v) ? { deluxe: deluxe(v) } : null),
  text: {
    en: (f) =>
      f.deluxe
        ? 'On your turn do one thing: lay a path card, play an action card, heal (discard 2 to remove a card in front of you) or pass (discard 1 to 3); then draw.'
        : 'On your turn do one thing: lay a path card, play an action card, or pass by discarding a card face down; then draw one.',
    ru: (f) =>
      f.deluxe
        ? 'В свой ход сделайте одно: положите карту тоннеля, сыграйте карту действия, вылечитесь (сбросьте 2 и уберите карту перед собой) или пасуйте (сбросьте от 1 до 3); потом доберите.'
        : 'В свой ход сделайте одно: положите карту тоннеля, сыграйте карту действия или пасуйте, сбросив карту рубашкой вверх; потом доберите одну.',
  },
});

export const pathCard = lesson<View, true>({
  id: 'path-card',
  section: '§6.1',
  also: ['§6', '§2', '§2.1', '§2.2', '§3'],
  audience: 'seat',
  target: 'maze',
  when: (v) =>
    v.turn?.placeBlock === null &&
    Object.values(v.turn.cards).some((c) => c.use === 'path' && c.spots.length > 0)
      ? true
      : null,
  text: {
    en: () =>
      'A path card must join the tunnel that leads from the start, and each of its sides must match the card beside it: open to open, wall to wall. Tap a card to see where it fits.',
    ru: () =>
      'Карта тоннеля должна примыкать к тоннелю от входа, и каждая её сторона должна совпадать с соседней картой: проход к проходу, стена к стене. Нажмите на карту — подсветятся места, куда она ляжет.',
  },
});

export const goals = lesson<View, true>({
  id: 'goals',
  section: '§7',
  also: ['§2.5'],
  audience: 'seat',
  target: 'maze',
  when: (v) => (onTurn(v) && v.maze.goals.every((g) => !g.revealed) ? true : null),
  text: {
    en: () =>
      'The three cards at the far end are goals, face down: one is gold, two are stone. A goal turns over when an open tunnel reaches it.',
    ru: () =>
      'Три карты в дальнем конце — цели, рубашкой вверх: под одной золото, под двумя камень. Цель открывается, когда к ней подходит открытый тоннель.',
  },
});

export const stoneGoal = lesson<View, true>({
  id: 'stone-goal',
  section: '§7',
  audience: 'seat',
  target: 'maze',
  when: (v) => (onTurn(v) && v.maze.goals.some((g) => g.revealed && g.gold === false) ? true : null),
  text: {
    en: () =>
      'A goal turned over and it was stone: the gold lies under another goal. Tunnels go on through the stone card.',
    ru: () =>
      'Открытая цель оказалась камнем: золото под другой целью. Тоннель можно вести дальше сквозь камень.',
  },
});

export const brokenOwn = lesson<View, { tools: string[] }>({
  id: 'broken-own',
  section: '§8',
  audience: 'seat',
  target: 'seats',
  when: (v) => {
    const s = ownSeat(v);
    return onTurn(v) && s && s.brokenTools.length ? { tools: s.brokenTools } : null;
  },
  text: {
    en: (f) =>
      `Your ${f.tools.map((t) => TOOL.en[t as 'cart']).join(' and ')} is broken: you cannot lay path cards until someone repairs it. Action cards and passing are still yours.`,
    ru: (f) =>
      `У вас сломано: ${f.tools.map((t) => TOOL.ru[t as 'cart']).join(', ')}. Пока это не починят, класть карты тоннеля нельзя; карты действия и пас остаются.`,
  },
});

export const trappedOwn = lesson<View, true>({
  id: 'trapped-own',
  section: '§5',
  audience: 'seat',
  target: 'seats',
  when: (v) => (onTurn(v) && ownSeat(v)?.trapped ? true : null),
  text: {
    en: () =>
      'You are trapped: no path cards for you, and a trapped seat gets no gold at the end of the round. A Free at last card, or healing, gets you out.',
    ru: () =>
      'Вы в ловушке: карты тоннеля класть нельзя, а в конце раунда пойманный ничего не получает. Выручит «Освобождение» или лечение.',
  },
});

function cardLesson(
  id: string,
  section: string,
  match: (card: string) => boolean,
  en: string,
  ru: string,
  also: string[] = [],
): L {
  return lesson<View, true>({
    id,
    section,
    also,
    audience: 'seat',
    target: 'hand',
    when: (v) => (holds(v, match) ? true : null),
    text: { en: () => en, ru: () => ru },
  });
}

export const CARD_LESSONS: L[] = [
  cardLesson(
    'card-break',
    '§2.3',
    (c) => isAction(c, 'break-'),
    'A broken-tool card stops a player from laying path cards until it is repaired. Play it on someone you suspect, even yourself.',
    'Карта поломки не даёт игроку класть карты тоннеля, пока её не починят. Сыграйте её на того, кого подозреваете.',
  ),
  cardLesson(
    'card-repair',
    '§8',
    (c) => isAction(c, 'repair-'),
    'A repair card mends a matching broken tool, yours or anyone’s. A double one mends either of its two tools.',
    'Карта починки убирает такую же поломку — вашу или чужую. Двойная чинит любой из двух своих инструментов.',
  ),
  cardLesson(
    'card-rockfall',
    '§8',
    (c) => isAction(c, 'rockfall'),
    'A rockfall takes one path card out of the maze (not the start, not a goal). Whatever was joined only through it is cut off.',
    'Обвал убирает из лабиринта одну карту тоннеля (не вход и не цель). Всё, что держалось только на ней, отрезано.',
  ),
  cardLesson(
    'card-map',
    '§8',
    (c) => isAction(c, 'map'),
    'The secret map lets you look at one face-down goal. Only you see it; what you tell the others is up to you.',
    'Секретная карта позволяет посмотреть одну закрытую цель. Видите её только вы, а что сказать остальным — решать вам.',
    ['§13'],
  ),
  cardLesson(
    'card-theft',
    '§11.3',
    (c) => isAction(c, 'theft'),
    'A Theft lies in front of you: at the end of the round you may take 1 gold from a seat that has some, unless you are trapped.',
    'Вор ложится перед вами: в конце раунда можно забрать 1 золото у того, у кого оно есть, если вы не в ловушке.',
  ),
  cardLesson(
    'card-hands-off',
    '§8',
    (c) => isAction(c, 'hands-off'),
    'Hands off removes a Theft lying in front of any seat.',
    '«Руки прочь» убирает Вора, лежащего перед любым игроком.',
  ),
  cardLesson(
    'card-swap-hand',
    '§8',
    (c) => isAction(c, 'swap-hand'),
    'Swap your hand: you and another player exchange whole hands; then they draw one and you draw nothing.',
    '«Смена карты»: вы с другим игроком меняетесь руками целиком; потом он добирает одну, а вы нет.',
  ),
  cardLesson(
    'card-inspection',
    '§8',
    (c) => isAction(c, 'inspection'),
    'Inspection lets you look at another player’s role, in secret.',
    '«Расследование» позволяет тайно посмотреть роль другого игрока.',
  ),
  cardLesson(
    'card-swap-hats',
    '§8',
    (c) => isAction(c, 'swap-hats'),
    'Swap your hats: a player (you too) gives up their role for a new secret one from the leftover roles.',
    '«Смена ролей»: игрок (можно и вы) сбрасывает свою роль и берёт новую тайную из оставшихся.',
  ),
  cardLesson(
    'card-trapped',
    '§8',
    (c) => isAction(c, 'trapped'),
    'Trapped! stops another player from laying path cards, and a trapped player gets no gold at round end.',
    '«Ловушка» не даёт другому игроку класть карты тоннеля, а пойманный в конце раунда ничего не получает.',
  ),
  cardLesson(
    'card-free',
    '§8',
    (c) => isAction(c, 'free-at-last'),
    'Free at last removes a Trapped! from any player, you too.',
    '«Освобождение» снимает Ловушку с любого игрока, и с вас тоже.',
  ),
  cardLesson(
    'card-door',
    '§11.1',
    (c) => pathOf(c)?.door != null,
    'A door card: a way through a green door counts only for the green team, through a blue door only for the blue team.',
    'Карта с дверью: путь через зелёную дверь годится только зелёным, через синюю — только синим.',
  ),
  cardLesson(
    'card-crystal',
    '§11.2',
    (c) => (pathOf(c)?.crystals ?? 0) > 0,
    'This path card carries a crystal: at round end the geologists share every crystal in the maze, joined to the tunnel or not.',
    'На этой карте тоннеля кристалл: в конце раунда геологи делят все кристаллы лабиринта, даже не связанные с тоннелем.',
  ),
  cardLesson(
    'card-ladder',
    '§6.3',
    (c) => pathOf(c)?.ladder === true,
    'A ladder starts a new tunnel: it only needs to touch a path card, never next to a goal.',
    'Лестница начинает новый тоннель: ей достаточно касаться карты тоннеля, но не рядом с целью.',
  ),
  cardLesson(
    'card-bridge',
    '§6.2',
    (c) => pathOf(c)?.name === 'bridge' || pathOf(c)?.name === 'double-curve',
    'A bridge or double curve holds two separate paths: a tunnel never turns from one to the other.',
    'Мост и двойной поворот несут два отдельных пути: тоннель никогда не сворачивает с одного на другой.',
  ),
];

export const heal = lesson<View, true>({
  id: 'heal',
  section: '§5',
  audience: 'seat',
  target: 'hand',
  when: (v) => (onTurn(v) && v.turn?.heal ? true : null),
  text: {
    en: () => 'You may heal: discard 2 cards to remove one card lying in front of you; you then draw only 1.',
    ru: () =>
      'Можно вылечиться: сбросьте 2 карты и уберите одну карту, лежащую перед вами; доберёте потом только 1.',
  },
});

export const mapSeen = lesson<View, { gold: boolean }>({
  id: 'map-seen',
  section: '§13',
  audience: 'seat',
  target: 'maze',
  when: (v) => {
    const m = v.me?.maps.at(-1);
    return m ? { gold: m.gold } : null;
  },
  text: {
    en: (f) =>
      `Only you saw it: that goal is ${f.gold ? 'the gold' : 'stone'}. Share it, keep it, or bluff — your role decides.`,
    ru: (f) =>
      `Это видели только вы: под той целью ${f.gold ? 'золото' : 'камень'}. Скажите, промолчите или схитрите — решает ваша роль.`,
  },
});

export const nuggetPick = lesson<View, true>({
  id: 'nugget-pick',
  section: '§10.1',
  audience: 'seat',
  target: 'hand',
  when: (v) => (v.nuggetValues ? true : null),
  text: {
    en: () =>
      'The gold was found: the gold-diggers take nugget cards one at a time, counter-clockwise from the finder. Pick a value; saboteurs get nothing.',
    ru: () =>
      'Золото найдено: старатели по одной берут карты самородков против часовой стрелки, начиная с нашедшего. Выберите достоинство; вредителям ничего.',
  },
});
