// Gold at round end: classic nugget distribution (§10) and deluxe payouts (§11.2).
// The door rule itself (winningTeams) lives in connectivity.ts.
import type { PayoutReason, Role, Team } from './types';

/** §14 kernel / §10.2: nuggets owed to each saboteur: 0 → 0, 1 → 4, 2–3 → 3, ≥4 → 2. */
export function classicSaboteurShare(saboteurs: number): number {
  if (saboteurs <= 0) return 0;
  if (saboteurs === 1) return 4;
  if (saboteurs <= 3) return 3;
  return 2;
}

/** §11.2 table value T(n): 1 → 5, 2 → 4, 3 → 3, 4 → 2, ≥5 → 1 (0 winners → 0). */
export function deluxeTableValue(n: number): number {
  if (n <= 0) return 0;
  return n >= 5 ? 1 : 6 - n;
}

/** §11.2 winners: seat indices, trapped seats never included. */
export function deluxeWinners(input: {
  roles: Role[];
  trapped: boolean[];
  goldFound: boolean;
  winningTeams: Team[];
}): number[] {
  const { roles, trapped, goldFound } = input;
  const teams = goldFound ? input.winningTeams : [];
  const out: number[] = [];
  roles.forEach((r, s) => {
    if (trapped[s]) return;
    let wins = false;
    if (goldFound) {
      wins =
        (r === 'green-digger' && teams.includes('green')) ||
        (r === 'blue-digger' && teams.includes('blue')) ||
        (r === 'boss' && teams.length > 0) ||
        r === 'profiteer';
    } else {
      wins = r === 'saboteur' || r === 'profiteer';
    }
    if (wins) out.push(s);
  });
  return out;
}

/** §14 kernel / §11.2: GP per seat before thefts. */
export function deluxePayouts(input: {
  roles: Role[];
  trapped: boolean[];
  goldFound: boolean;
  winningTeams: Team[];
  crystals: number;
}): number[] {
  const winners = deluxeWinners(input);
  const t = deluxeTableValue(winners.length);
  const geologists = input.roles.filter((r) => r === 'geologist').length;
  return input.roles.map((r, s) => {
    if (input.trapped[s]) return 0;
    if (r === 'geologist') return Math.floor(input.crystals / geologists);
    if (!winners.includes(s)) return 0;
    if (r === 'boss') return Math.max(0, t - 1);
    if (r === 'profiteer') return Math.max(0, t - 2);
    return t;
  });
}

/**
 * §10.1: the picking order for D nugget cards: the finder if it is a gold-digger, else the nearest
 * gold-digger counter-clockwise from it; then counter-clockwise among gold-diggers only.
 */
export function classicPickOrder(roles: Role[], finder: number, cards: number): number[] {
  const n = roles.length;
  const diggersCcw: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = (((finder - i) % n) + n) % n;
    if (roles[s] === 'gold-digger') diggersCcw.push(s);
  }
  if (!diggersCcw.length) return [];
  const out: number[] = [];
  for (let i = 0; i < cards; i++) out.push(diggersCcw[i % diggersCcw.length]!);
  return out;
}

/**
 * §10.2 change-making: from `deck` (top first) the card set with the largest total not above `owed`,
 * then fewest cards, then higher values. Returns the chosen values and the deck without them
 * (for each value the top-most card of that value is removed).
 */
export function takeSaboteurShare(deck: number[], owed: number): { taken: number[]; rest: number[] } {
  const count: [number, number, number, number] = [0, 0, 0, 0];
  for (const v of deck) count[v]!++; // a gold card is worth 1, 2 or 3
  let best: number[] = [];
  let bestTotal = 0;
  for (let c3 = 0; c3 <= count[3]; c3++) {
    for (let c2 = 0; c2 <= count[2]; c2++) {
      for (let c1 = 0; c1 <= count[1]; c1++) {
        const total = 3 * c3 + 2 * c2 + c1;
        if (total > owed) break;
        const set = [...Array(c3).fill(3), ...Array(c2).fill(2), ...Array(c1).fill(1)];
        if (total > bestTotal || (total === bestTotal && isBetterSet(set, best))) {
          best = set;
          bestTotal = total;
        }
      }
    }
  }
  const rest = deck.slice();
  for (const v of best) rest.splice(rest.indexOf(v), 1);
  return { taken: best, rest };
}

/** fewer cards first, then higher values (both sorted descending) */
function isBetterSet(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/**
 * §10.1 / Appendix B.5: while every card still on offer has one value, the cards are handed out
 * in pick order without picks. Changes `pick` (a draft) and gives each card through `give`;
 * returns the seats that received one, in order. The full game and the companion both call it.
 */
export function handOutUniformOffer(
  pick: { offer: number[]; picker: number; queue: number[] },
  give: (seat: number, value: number) => void,
): number[] {
  const seats: number[] = [];
  while (pick.offer.length && pick.offer.every((v) => v === pick.offer[0])) {
    give(pick.picker, pick.offer[0]!);
    seats.push(pick.picker);
    pick.offer.splice(0, 1);
    if (!pick.offer.length) break;
    pick.picker = pick.queue.shift() as number;
  }
  return seats;
}

/** §11.2: the rule behind each seat's deluxe payout (for the round summary's lines). */
export function deluxePayoutReasons(
  roles: readonly Role[],
  trapped: readonly boolean[],
  winners: readonly number[],
): PayoutReason[] {
  return roles.map((r, i) =>
    trapped[i]
      ? 'trapped'
      : r === 'geologist'
        ? 'geologist'
        : !winners.includes(i)
          ? 'lost'
          : r === 'boss'
            ? 'boss'
            : r === 'profiteer'
              ? 'profiteer'
              : 'winner',
  );
}

/**
 * §11.3 the thieves in the order they act: every seat with a Theft and no Trapped!; the one whose
 * Theft was played last acts first, the others follow clockwise from it. `theftPlayed[s]` is when
 * seat s's Theft was played (any increasing number), or null when it has none.
 */
export function thiefOrder(trapped: readonly boolean[], theftPlayed: readonly (number | null)[]): number[] {
  const n = trapped.length;
  let last = -1;
  let lastOrder = -1;
  for (let i = 0; i < n; i++) {
    const played = theftPlayed[i];
    if (trapped[i] || played === null || played === undefined) continue;
    if (played > lastOrder) {
      lastOrder = played;
      last = i;
    }
  }
  const out: number[] = [];
  if (last < 0) return out;
  for (let k = 0; k < n; k++) {
    const i = (last + k) % n;
    if (!trapped[i] && theftPlayed[i] !== null && theftPlayed[i] !== undefined) out.push(i);
  }
  return out;
}

/** §11.3: the seats a thief may rob: another seat holding ≥ 1 GP. */
export function stealVictims(gold: readonly number[], thief: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < gold.length; i++) if (i !== thief && gold[i]! >= 1) out.push(i);
  return out;
}
