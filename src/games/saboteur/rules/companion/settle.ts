// Saboteur companion: reveal and payout (companion §2.5), corrections (companion §2.6) and the
// next round (companion §2.7). Every rule is the full game's kernel, called: the classic settlement
// sequence (§10, classic-settle.ts, shared with the full game), doorRuleTeams (§11.1),
// deluxePayouts, deluxeWinners, deluxeTableValue and the payout reasons (§11.2), thiefOrder and
// stealVictims (§11.3). The functions below mutate a draft.
import { doorRuleTeams } from '../connectivity';
import { type ClassicHooks, pickClassicNugget, settleClassic } from '../classic-settle';
import {
  deluxePayoutReasons,
  deluxePayouts,
  deluxeTableValue,
  deluxeWinners,
  stealVictims,
  thiefOrder,
} from '../payouts';
import { finderTeam } from '../roles';
import { ROUNDS } from '../setup';
import type { Role, Team } from '../types';
import { startRound } from './setup';
import type { Answers, CompanionRound, CompanionState } from './types';

export function copyAnswers(a: Answers): Answers {
  return { ...a, trapped: a.trapped.slice(), thefts: a.thefts.slice() };
}

/** The answers a reveal needs: whether the gold was reached and who played the last card; in
 *  Deluxe with the gold reached, both door questions too (issue 29 item 6). */
export function answersComplete(a: Answers, mode: CompanionState['config']['mode']): boolean {
  if (a.gold === null || a.last === null) return false;
  return mode !== 'deluxe' || !a.gold || (a.freeOfGreen !== null && a.freeOfBlue !== null);
}

/** The §11.2 input of `deluxePayouts` from the roles and the answers (the full game reads its maze). */
function deluxeInput(
  roles: readonly Role[],
  a: Answers,
): { roles: Role[]; trapped: boolean[]; goldFound: boolean; winningTeams: Team[]; crystals: number } {
  const goldFound = a.gold === true;
  const trapped = roles.map((_, i) => a.trapped.includes(i));
  const winningTeams =
    goldFound && a.last !== null
      ? doorRuleTeams(finderTeam(roles[a.last]!), a.freeOfGreen === true, a.freeOfBlue === true)
      : [];
  return { roles: roles.slice(), trapped, goldFound, winningTeams, crystals: a.crystals };
}

/** §11.3 from the answers: the thieves in the order they act (Thefts listed in play order). */
function companionThieves(a: Answers, players: number): number[] {
  const trapped = Array.from({ length: players }, (_, i) => a.trapped.includes(i));
  const played = Array.from({ length: players }, (_, i) => {
    const k = a.thefts.indexOf(i);
    return k < 0 ? null : k;
  });
  return thiefOrder(trapped, played);
}

/** Companion §2.5: every role public, the round paid from the answers (again, after a correction). */
export function reveal(s: CompanionState, seat: number): void {
  const a = s.answers;
  s.before = {
    nuggetDeck: s.nuggetDeck.slice(),
    nuggets: s.nuggets.map((v) => v.slice()),
    gold: s.gold.slice(),
  };
  if (s.correcting) {
    s.log.push({ type: 'correction', round: s.round, seat, before: s.correcting, after: copyAnswers(a) });
    s.corrections += 1;
  } else {
    s.log.push({ type: 'reveal', round: s.round, seat, answers: copyAnswers(a), roles: s.roles.slice() });
  }
  s.correcting = null;
  s.revealed = true;
  // every role is public now: no private result is owed any more (issue 29 item 4)
  s.pending = [];
  const goldFound = a.gold === true;
  const round: CompanionRound = {
    round: s.round,
    answers: copyAnswers(a),
    roles: s.roles.slice(),
    finder: goldFound ? a.last : null,
    winningTeams: [],
    winners: [],
    tableValue: 0,
    lines: s.roles.map((role, i) => ({ seat: i, role, reason: 'lost', amount: 0, cards: 0 })),
    thefts: [],
    corrections: s.corrections,
  };
  s.settled = round;
  if (s.config.mode === 'classic') settleClassic(s, goldFound, a.last as number, classicHooks(s));
  else payDeluxe(s, round);
}

/** The companion's side of the classic settlement (§10): the round's lines, logs and phase. */
function classicHooks(s: CompanionState): ClassicHooks {
  const round = (): CompanionRound => s.settled as CompanionRound;
  return {
    winners: (seats, reason) => {
      round().winners = seats;
      for (const w of seats) round().lines[w]!.reason = reason; // a line per seat
    },
    tableValue: (value) => {
      round().tableValue = value;
    },
    give: (seat, value) => {
      // seat is a seat of the table (the picker or a saboteur), and the round has a line per seat
      s.nuggets[seat]!.push(value);
      s.privateLogs[seat]!.push({ type: 'nugget', round: s.round, value, at: s.log.length });
      const line = round().lines[seat]!;
      line.amount += value;
      line.cards += 1;
    },
    handedOut: (seats) => s.log.push({ type: 'nugget-handout', round: s.round, seats }),
    picked: (seat) => s.log.push({ type: 'nugget-pick', round: s.round, seat }),
    picking: () => {
      s.phase = 'pick';
    },
    settled: () => {
      s.phase = 'result';
    },
  };
}

/** The picking seat takes one nugget card of `value` (checked by the caller). */
export function pickNugget(s: CompanionState, value: number): void {
  pickClassicNugget(s, value, classicHooks(s));
}

function payDeluxe(s: CompanionState, round: CompanionRound): void {
  const input = deluxeInput(s.roles, s.answers);
  const pay = deluxePayouts(input);
  round.winningTeams = input.winningTeams;
  round.winners = deluxeWinners(input);
  round.tableValue = deluxeTableValue(round.winners.length);
  const reasons = deluxePayoutReasons(input.roles, input.trapped, round.winners);
  for (let i = 0; i < s.config.players; i++) {
    // one line, reason and payout per seat
    const line = round.lines[i]!;
    const gp = pay[i]!;
    line.reason = reasons[i]!;
    line.amount = gp;
    s.gold[i]! += gp;
  }
  s.thieves = companionThieves(s.answers, s.config.players);
  advanceThieves(s);
}

/** The seats the acting thief may rob now (§11.3). */
export function victimsNow(s: CompanionState): number[] {
  const thief = s.thieves[0];
  return thief === undefined ? [] : stealVictims(s.gold, thief);
}

/** Skips thieves without a victim; the payout is shown once none is left. */
function advanceThieves(s: CompanionState): void {
  while (s.thieves.length) {
    if (victimsNow(s).length) {
      s.phase = 'theft';
      return;
    }
    s.log.push({ type: 'theft-skipped', round: s.round, thief: s.thieves[0]! });
    s.thieves.shift();
  }
  s.phase = 'result';
}

/** The acting thief robs `fromSeat` of 1 GP, or declines (null): theft is optional (§11.3). */
export function steal(s: CompanionState, fromSeat: number | null): void {
  const thief = s.thieves[0]!; // the theft phase has a thief to act
  if (fromSeat === null) s.log.push({ type: 'theft-declined', round: s.round, thief });
  else {
    s.gold[fromSeat]! -= 1; // a validated victim
    s.gold[thief]! += 1;
    s.log.push({ type: 'theft', round: s.round, thief, victim: fromSeat });
  }
  (s.settled as CompanionRound).thefts.push({ thief, victim: fromSeat });
  s.thieves.shift();
  advanceThieves(s);
}

/** Companion §2.6: the gold goes back to before the payout and the answers open again. */
export function reopen(s: CompanionState): void {
  const before = s.before as NonNullable<CompanionState['before']>;
  s.nuggetDeck = before.nuggetDeck;
  s.nuggets = before.nuggets;
  s.gold = before.gold;
  s.before = null;
  // the nugget cards handed out go back to the deck: so do the private notes of them
  s.privateLogs = s.privateLogs.map((log) => log.filter((e) => e.type !== 'nugget' || e.round !== s.round));
  s.correcting = copyAnswers(s.answers);
  s.settled = null;
  s.pick = null;
  s.thieves = [];
  s.phase = 'questions';
}

/** §12: the next round starts left of the seat that played the last card; after round 3, over. */
export function nextRound(s: CompanionState): void {
  s.rounds.push(s.settled as CompanionRound);
  s.settled = null;
  if (s.round >= ROUNDS) {
    s.phase = 'over';
    s.log.push({ type: 'game-over', scores: finalScores(s) });
    return;
  }
  startRound(s, s.round + 1, ((s.answers.last as number) + 1) % s.config.players);
}

/** §12: classic = the sum of nugget values; deluxe = GP. */
export function finalScores(s: CompanionState): number[] {
  if (s.config.mode === 'classic') return s.nuggets.map((ns) => ns.reduce((a, b) => a + b, 0));
  return s.gold.slice();
}
