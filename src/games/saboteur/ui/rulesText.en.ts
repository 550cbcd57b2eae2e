// Saboteur's rules page and card help, in English: section texts, table headings, what each
// card family does and how each role scores. Numbers are never written here: they come as
// {placeholders} from the rules' RULES_REFERENCE.
export const rulesEn = {
  'h-goal': 'Goal',
  goal: 'Gold-diggers dig a tunnel from the mine entrance to the gold, one of three face-down goal cards. Hidden saboteurs try to stop them. The game lasts {rounds} rounds; whoever has the most gold at the end wins.',
  'h-turn': 'Your turn',
  turnClassic:
    'Do one thing, then draw a card: lay a path card, play an action card, or pass by discarding one card face down. While a broken tool lies in front of you, you cannot lay path cards.',
  turnDeluxe:
    'Deluxe adds two choices: heal (discard 2 cards to remove one card lying in front of you; you then draw only 1) and pass with 1 to 3 cards (you draw as many). Trapped! also stops you laying path cards.',
  'h-placing': 'Laying a path card',
  placing:
    'A path card goes next to a card already on the maze. Every edge must match its neighbours (tunnel to tunnel, rock to rock), and at least one of its tunnels must lead back to the entrance. It may be turned 180°. When a tunnel reaches a goal card, the card is turned over; the round ends when it is the gold.',
  'h-actions': 'Action cards',
  'h-end': 'End of a round',
  end: 'A round ends when the tunnel reaches the gold, or when the pile and every hand are empty. Then all roles and goal cards are shown and the gold is handed out.',
  'h-classic': 'Classic: players, roles and hands',
  classicRoles:
    'The role pile always holds one card more than there are players: one is left over face down, so nobody knows how many saboteurs play.',
  'h-classicGold': 'Classic: gold',
  classicGoldFound:
    'Gold found: draw as many nugget cards as there are players (at most {max}). The finder picks one first if they are a gold-digger, otherwise the nearest gold-digger counter-clockwise; then the gold-diggers take turns counter-clockwise until the cards are gone. Saboteurs get nothing.',
  classicGoldLost:
    'Gold not found: each saboteur gets nuggets worth the share below, by the number of saboteurs. Gold-diggers get nothing.',
  nuggetDeck: 'The nugget cards: {list}.',
  nuggetItem: { one: '{count} card worth {value}', other: '{count} cards worth {value}' },
  'h-deluxe': 'Deluxe: players, roles and hands',
  deluxeRoles:
    'Every round all {total} role cards are shuffled and one is dealt to each player: {list}. The rest are left over. Every hand holds {hand} cards; {aside} cards of the deck are set aside unseen.',
  'h-deluxeGold': 'Deluxe: gold',
  deluxeWinners:
    'Gold found: the winning team or teams win (see doors), the Boss if any team wins, and the Profiteer. Gold not found: the saboteurs and the Profiteer win. A player with Trapped! in front of them wins nothing.',
  deluxePay:
    'Each winner gets the table value below for the number of winners; the Boss one less, the Profiteer two less. Each geologist gets an equal share of the crystals on the maze (rounded down). Then every thief may take 1 gold from a player who has some.',
  'h-doors': 'Doors',
  doors:
    'A green door lets only the green team through, a blue door only the blue team. The finder’s team wins if it has a way to the gold with no door of the other colour; if not, the other team wins when it has a way with no door of the finder’s colour. When somebody from neither team reaches the gold, each team with a way free of the other colour’s doors wins.',
  'h-roles': 'Roles and how they score',
  'h-cards': 'Every card',
  cardsTotal: 'Classic deck: {classic} cards. Deluxe deck: {deluxe} cards.',
  colPlayers: 'Players',
  colHand: 'Hand',
  colRoles: 'Role cards',
  colCard: 'Card',
  colClassic: 'Classic',
  colDeluxe: 'Deluxe',
  colSaboteurs: 'Saboteurs',
  colShare: 'Each gets',
  colWinners: 'Winners',
  colValue: 'Each gets',
  orMore: '{n} or more',
  notInClassic: '—',
  // card families
  'fam-path':
    'A path card. Lay it next to a card on the maze, every edge matching, a tunnel leading back to the entrance. It may be turned 180°.',
  'fam-dead':
    'A dead end: its tunnels stop inside the card, so nothing passes through. Saboteurs use it to block the way.',
  'fam-bridge': 'A bridge: two tunnels cross without meeting. A way cannot turn on it.',
  'fam-double-curve': 'Two bends on one card that do not meet: a way cannot pass from one to the other.',
  'fam-ladder':
    'A ladder: a second way into the mine. It need not connect to the entrance, only touch a card on the maze, and it may not lie next to a goal card.',
  'fam-door-green':
    'A green door: only the green team may pass it. A way through it does not count for the blue team.',
  'fam-door-blue':
    'A blue door: only the blue team may pass it. A way through it does not count for the green team.',
  'fam-crystal':
    'A crystal: at the end of the round the geologists share all the crystals on the maze, connected or not.',
  'fam-stub': 'A tunnel with a dead-end branch: the branch goes nowhere.',
  'fam-start': 'The mine entrance: every tunnel must lead back here (except from a ladder).',
  'fam-goal':
    'A goal card, face down until a tunnel reaches it. One of the three is the gold; the other two are stone.',
  countBoth: 'In the deck: {classic} (classic), {deluxe} (Deluxe)',
  countDeluxe: 'Deluxe only: {deluxe} in the deck',
  // roles
  'score-gold-digger': 'Wins when the gold is found: the gold-diggers share the nugget cards drawn.',
  'score-saboteur':
    'Wins when the gold is not found. Classic: nuggets by the share table. Deluxe: the table value, shared with the Profiteer.',
  'score-green-digger': 'Wins when the green team wins the gold (see doors): the table value.',
  'score-blue-digger': 'Wins when the blue team wins the gold (see doors): the table value.',
  'score-boss': 'Wins whenever the green or the blue team wins: the table value minus 1.',
  'score-profiteer': 'Always wins, gold found or not: the table value minus 2.',
  'score-geologist':
    'Never a winner: gets an equal share of all the crystals on the maze at the end of the round (rounded down).',
};
