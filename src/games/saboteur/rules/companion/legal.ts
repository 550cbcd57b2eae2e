// Saboteur companion: who acts now and every legal action (the kernel contract's `actors` and
// `legalActions`). Public table steps (the round on the table, the answers, the payout) may be
// entered by any seat; a role look, a nugget pick and a theft belong to one seat.
import { ACTION_CARDS, PATH_CARDS } from '../cards';
import { answersComplete, victimsNow } from './settle';
import type { CompanionAction, CompanionState } from './types';

/** Deluxe limits from the card tables (§2.2, §2.3): crystals in the deck, Trapped! and Theft cards. */
export const MAX_CRYSTALS = Object.values(PATH_CARDS).reduce((sum, c) => sum + c.crystals * c.deluxe, 0);
// the catalogue's own cards
const MAX_TRAPPED = ACTION_CARDS['trapped']!.deluxe;
const MAX_THEFTS = ACTION_CARDS['theft']!.deluxe;
export const MAX_INSPECTIONS = ACTION_CARDS['inspection']!.deluxe;
export const MAX_SWAP_HATS = ACTION_CARDS['swap-hats']!.deluxe;

const everySeat = (s: CompanionState) => Array.from({ length: s.config.players }, (_, i) => i);

/** `roles`: the seats still to look at their role, from the round's first seat clockwise. */
export function actors(s: CompanionState): number[] {
  const n = s.config.players;
  switch (s.phase) {
    case 'roles': {
      const out: number[] = [];
      for (let k = 0; k < n; k++) {
        const seat = (s.firstSeat + k) % n;
        if (!s.seen[seat]) out.push(seat);
      }
      return out;
    }
    case 'play':
    case 'questions':
    case 'result':
      return everySeat(s);
    case 'pick':
      return s.pick ? [s.pick.picker] : [];
    case 'theft':
      return s.thieves.slice(0, 1);
    case 'over':
      return [];
  }
}

/** Every legal action of `seat` now; each distinct choice once, none that changes nothing. */
export function legalActions(s: CompanionState, seat: number): CompanionAction[] {
  if (!actors(s).includes(seat)) return [];
  const deluxe = s.config.mode === 'deluxe';
  const others = everySeat(s).filter((t) => t !== seat);
  // a private result owed to this seat may be marked seen (issue 29 item 4)
  const noted: CompanionAction[] = s.pending.some((p) => p.seat === seat) ? [{ type: 'noted', seat }] : [];
  switch (s.phase) {
    case 'roles':
      return [{ type: 'seen', seat }];
    case 'play': {
      const out: CompanionAction[] = [];
      if (deluxe && s.used.inspection < MAX_INSPECTIONS)
        for (const target of others) out.push({ type: 'inspect', seat, target });
      if (deluxe && s.used.swapHats < MAX_SWAP_HATS && s.leftoverRoles.length)
        for (const target of everySeat(s)) out.push({ type: 'swap-hats', seat, target });
      out.push({ type: 'round-over', seat }, ...noted);
      return out;
    }
    case 'questions':
      return [...questionActions(s, seat), ...noted];
    case 'pick': {
      const values = [...new Set(s.pick?.offer ?? [])].sort((a, b) => a - b);
      return values.map((value) => ({ type: 'pick', seat, value }));
    }
    case 'theft':
      return [
        ...victimsNow(s).map((fromSeat): CompanionAction => ({ type: 'steal', seat, fromSeat })),
        { type: 'steal', seat, fromSeat: null },
      ];
    case 'result':
      return [
        { type: 'next', seat },
        { type: 'correct', seat },
      ];
    case 'over':
      return [];
  }
}

function questionActions(s: CompanionState, seat: number): CompanionAction[] {
  const a = s.answers;
  // the commit first, then the questions still unanswered, then changes to given answers
  const out: CompanionAction[] = [];
  if (answersComplete(a, s.config.mode)) out.push({ type: 'reveal', seat });
  const gold: CompanionAction[] = [true, false]
    .filter((value) => a.gold !== value)
    .map((value) => ({ type: 'answer', seat, q: 'gold', value }));
  const last: CompanionAction[] = everySeat(s)
    .filter((value) => a.last !== value)
    .map((value) => ({ type: 'answer', seat, q: 'last', value }));
  if (a.last === null) out.push(...last, ...gold);
  else out.push(...gold, ...last);
  if (s.config.mode === 'deluxe') {
    if (a.gold) {
      // unanswered: either value; answered: the other one
      for (const value of [true, false]) {
        if (a.freeOfGreen !== value) out.push({ type: 'answer', seat, q: 'free-of-green', value });
        if (a.freeOfBlue !== value) out.push({ type: 'answer', seat, q: 'free-of-blue', value });
      }
    }
    for (let value = 0; value <= MAX_CRYSTALS; value++)
      if (a.crystals !== value) out.push({ type: 'answer', seat, q: 'crystals', value });
    for (const target of everySeat(s)) {
      const trapped = a.trapped.includes(target);
      if (trapped || a.trapped.length < MAX_TRAPPED)
        out.push({ type: 'trapped', seat, target, on: !trapped });
    }
    for (const target of everySeat(s)) {
      const theft = a.thefts.includes(target);
      if (theft || a.thefts.length < MAX_THEFTS) out.push({ type: 'theft', seat, target, on: !theft });
    }
  }
  // a correction reopens answers of a round whose roles are already public: no way back to play
  if (!s.revealed) out.push({ type: 'resume', seat });
  return out;
}
