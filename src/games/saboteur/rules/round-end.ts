// End of a round (§9) and what follows: classic nugget picks (§10), deluxe payouts and thefts
// (§11), the next round or the end of the game (§12). All functions change a plain state they own
// in place: the engine runs them on a plain copy (kit onPlain), not on its draft.
import { hasFront } from './actions';
import { crystalsInMaze, winningTeams } from './connectivity';
import {
  classicPickOrder,
  classicSaboteurShare,
  deluxePayouts,
  deluxeTableValue,
  deluxePayoutReasons,
  deluxeWinners,
  handOutUniformOffer,
  stealVictims,
  takeSaboteurShare,
  thiefOrder,
} from './payouts';
import { goldPath } from './gold-path';
import { finderTeam } from './roles';
import { ROUNDS, startRound } from './setup';
import type { RoundEndReason, RoundSummary, State, Team } from './types';

/** §10.1: nugget cards drawn when the gold is found: min(players, this) */
export const NUGGET_DRAW_MAX = 9;

/** §9: the round is over; shows roles and goals, then hands out gold. */
export function endRound(s: State, reason: RoundEndReason): void {
  const n = s.config.players;
  const goldFound = reason === 'gold-found';
  const goals = s.maze.goals.map((g) => ({
    x: g.x,
    y: g.y,
    gold: g.gold,
    revealed: true,
    card: g.card,
    rotated: g.rotated,
  }));
  const summary: RoundSummary = {
    round: s.round,
    reason,
    finder: s.finder,
    lastActor: s.lastActor,
    roles: s.roles.slice(),
    goals,
    maze: s.maze.placed.map((p) => ({ ...p })),
    goldPath: goldFound ? goldPath(s.maze.placed, goals) : [],
    winningTeams: [],
    winners: [],
    payouts: Array(n).fill(0),
    paid: Array(n).fill(false),
    payoutReasons: Array(n).fill('lost'),
    tableValue: 0,
    nuggetCards: Array(n).fill(0),
    thefts: [],
    crystals: crystalsInMaze(s.maze),
  };
  s.log.push({
    type: 'round-end',
    round: s.round,
    reason,
    finder: s.finder,
    lastActor: s.lastActor,
    roles: s.roles.slice(),
    goals: goals.map((g) => ({ ...g })),
  });
  if (s.config.mode === 'classic') {
    if (goldFound) {
      // §10.1: D = min(players, 9) cards; picks counter-clockwise among gold-diggers
      summary.winners = s.roles.flatMap((r, i) => (r === 'gold-digger' ? [i] : []));
      for (const w of summary.winners) summary.payoutReasons[w] = 'digger-pick';
      const offer = s.nuggetDeck.splice(0, Math.min(n, NUGGET_DRAW_MAX));
      const order = classicPickOrder(s.roles, s.finder as number, offer.length);
      s.lastRound = summary;
      if (!order.length) {
        s.nuggetDeck.unshift(...offer); // nothing left to offer, or nobody to take it
        logClassicPayouts(s);
        finishRound(s);
        return;
      }
      s.pick = { offer, picker: order[0]!, queue: order.slice(1) }; // order is not empty (above)
      s.phase = 'nugget-pick';
      autoPicks(s);
    } else {
      // §10.2: saboteurs paid in ascending seat order, change-making from the nugget deck
      const sabs = s.roles.flatMap((r, i) => (r === 'saboteur' ? [i] : []));
      const owed = classicSaboteurShare(sabs.length);
      summary.winners = sabs;
      summary.tableValue = owed;
      for (const w of sabs) summary.payoutReasons[w] = 'saboteur-share';
      for (const seat of sabs) {
        const { taken, rest } = takeSaboteurShare(s.nuggetDeck, owed);
        s.nuggetDeck = rest;
        for (const v of taken) {
          s.nuggets[seat]!.push(v); // seat is a saboteur's seat
          s.privateLogs[seat]!.push({ type: 'nugget', round: s.round, value: v });
        }
        summary.payouts[seat] = taken.reduce((a, b) => a + b, 0);
        summary.nuggetCards[seat] = taken.length;
      }
      s.lastRound = summary;
      logClassicPayouts(s);
      finishRound(s);
    }
    return;
  }
  // deluxe §11
  const trapped = s.front.map((_, i) => hasFront(s, i, 'trapped'));
  const teams: Team[] = goldFound ? winningTeams(s.maze, finderTeam(s.roles[s.finder as number]!)) : [];
  const input = {
    roles: s.roles.slice(),
    trapped,
    goldFound,
    winningTeams: teams,
    crystals: summary.crystals,
  };
  const pay = deluxePayouts(input);
  summary.winningTeams = teams;
  summary.winners = deluxeWinners(input);
  summary.payouts = pay;
  summary.tableValue = deluxeTableValue(summary.winners.length);
  summary.payoutReasons = deluxePayoutReasons(input.roles, trapped, summary.winners);
  for (let i = 0; i < n; i++) {
    const gp = pay[i]!; // one payout per seat
    s.gold[i]! += gp;
    summary.paid[i] = gp > 0;
    s.log.push({ type: 'payout', round: s.round, seat: i, gp, nuggetCards: 0, paid: gp > 0 });
  }
  // §11.3: untrapped thieves; the last Theft played acts first, then clockwise from that seat
  const thieves = thiefOrder(
    trapped,
    s.front.map((f) => f.find((c) => c.card === 'theft')?.order ?? null),
  );
  s.thieves = thieves;
  s.lastRound = summary;
  advanceThieves(s);
}

function logClassicPayouts(s: State): void {
  const sum = s.lastRound as RoundSummary;
  for (let i = 0; i < s.config.players; i++) {
    const nuggetCards = sum.nuggetCards[i]!; // the summary holds every seat
    sum.paid[i] = nuggetCards > 0;
    s.log.push({
      type: 'payout',
      round: s.round,
      seat: i,
      gp: 0,
      nuggetCards,
      paid: nuggetCards > 0,
    });
  }
}

/**
 * §10.1 / Appendix B.5: when every card on offer has one value, the rest are handed out without
 * picks. The public log says only who received them (§13), never that the values were equal.
 */
function autoPicks(s: State): void {
  const pick = s.pick;
  if (!pick) return;
  const seats = handOutUniformOffer(pick, (seat, value) => giveNugget(s, seat, value));
  if (seats.length) s.log.push({ type: 'nugget-handout', round: s.round, seats });
  if (!pick.offer.length) {
    s.pick = null;
    logClassicPayouts(s);
    finishRound(s);
  }
}

function giveNugget(s: State, seat: number, value: number): void {
  // seat is the picker of the offer, a seat of the table
  s.nuggets[seat]!.push(value);
  s.privateLogs[seat]!.push({ type: 'nugget', round: s.round, value });
  const sum = s.lastRound as RoundSummary;
  sum.payouts[seat]! += value;
  sum.nuggetCards[seat]! += 1;
}

/** The picking seat takes one nugget card of `value` (validated). */
export function pickNugget(s: State, value: number): void {
  const pick = s.pick as NonNullable<State['pick']>;
  giveNugget(s, pick.picker, value);
  s.log.push({ type: 'nugget-pick', round: s.round, seat: pick.picker, auto: false });
  pick.offer.splice(pick.offer.indexOf(value), 1);
  if (pick.offer.length) pick.picker = pick.queue.shift() as number;
  autoPicks(s);
}

/** Seats the thief may rob: another seat holding ≥ 1 GP (§11.3). */
export function theftVictims(s: State, thief: number): number[] {
  return stealVictims(s.gold, thief);
}

/** Skips thieves without a victim; ends the round when none is left. */
function advanceThieves(s: State): void {
  while (s.thieves.length) {
    const thief = s.thieves[0]!;
    if (theftVictims(s, thief).length) {
      s.phase = 'theft';
      return;
    }
    s.log.push({ type: 'theft-skipped', round: s.round, thief });
    s.thieves.shift();
  }
  finishRound(s);
}

/** The acting thief robs `fromSeat` of 1 GP, or declines (null): theft is optional (§11.3). */
export function steal(s: State, fromSeat: number | null): void {
  const thief = s.thieves[0]!; // the theft phase has a thief to act
  if (fromSeat === null) {
    s.log.push({ type: 'theft-declined', round: s.round, thief });
  } else {
    s.gold[fromSeat]! -= 1; // a validated victim
    s.gold[thief]! += 1;
    (s.lastRound as RoundSummary).thefts.push({ thief, victim: fromSeat });
    s.log.push({ type: 'theft', round: s.round, thief, victim: fromSeat });
  }
  s.thieves.shift();
  advanceThieves(s);
}

/** §12: next round (first seat: left of the seat whose action ended the round) or game over. */
function finishRound(s: State): void {
  s.rounds.push(copySummary(s.lastRound as RoundSummary));
  s.pick = null;
  s.thieves = [];
  if (s.round >= ROUNDS) {
    s.phase = 'over';
    s.log.push({ type: 'game-over', scores: finalScores(s) });
    return;
  }
  startRound(s, s.round + 1, (s.lastActor + 1) % s.config.players);
}

/** A deep copy of a round summary (plain data). */
function copySummary(r: RoundSummary): RoundSummary {
  return {
    ...r,
    roles: r.roles.slice(),
    goals: r.goals.map((g) => ({ ...g })),
    maze: r.maze.map((p) => ({ ...p })),
    goldPath: r.goldPath.map((c) => ({ ...c })),
    winningTeams: r.winningTeams.slice(),
    winners: r.winners.slice(),
    payouts: r.payouts.slice(),
    paid: r.paid.slice(),
    payoutReasons: r.payoutReasons.slice(),
    nuggetCards: r.nuggetCards.slice(),
    thefts: r.thefts.map((t) => ({ ...t })),
  };
}

/** §12: classic = sum of nugget values; deluxe = GP. */
export function finalScores(s: State): number[] {
  if (s.config.mode === 'classic') return s.nuggets.map((ns) => ns.reduce((a, b) => a + b, 0));
  return s.gold.slice();
}
