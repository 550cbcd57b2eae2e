// End of a round (§9) and what follows: classic nugget picks (§10), deluxe payouts and thefts
// (§11), the next round or the end of the game (§12). All functions change a plain state they own
// in place: the engine runs them on a plain copy (kit onPlain), not on its draft.
import { hasFront } from './actions';
import { crystalsInMaze, winningTeams } from './connectivity';
import { type ClassicHooks, pickClassicNugget, settleClassic } from './classic-settle';
import {
  deluxePayouts,
  deluxeTableValue,
  deluxePayoutReasons,
  deluxeWinners,
  stealVictims,
  thiefOrder,
} from './payouts';
import { goldPath } from './gold-path';
import { finderTeam } from './roles';
import { ROUNDS, startRound } from './setup';
import type { RoundEndReason, RoundSummary, State, Team } from './types';

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
    s.lastRound = summary;
    settleClassic(s, goldFound, s.finder as number, classicHooks(s));
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

/** The full game's side of the classic settlement: its round summary, public and private logs. */
function classicHooks(s: State): ClassicHooks {
  const sum = (): RoundSummary => s.lastRound as RoundSummary;
  return {
    winners: (seats, reason) => {
      sum().winners = seats;
      for (const w of seats) sum().payoutReasons[w] = reason;
    },
    // the full game's summary values only the saboteurs' share (§10.2), not the drawn offer
    tableValue: (value) => {
      if (sum().reason !== 'gold-found') sum().tableValue = value;
    },
    give: (seat, value) => {
      // seat is a seat of the table: the picker of the offer or a saboteur
      s.nuggets[seat]!.push(value);
      s.privateLogs[seat]!.push({ type: 'nugget', round: s.round, value });
      sum().payouts[seat]! += value;
      sum().nuggetCards[seat]! += 1;
    },
    handedOut: (seats) => s.log.push({ type: 'nugget-handout', round: s.round, seats }),
    picked: (seat) => s.log.push({ type: 'nugget-pick', round: s.round, seat, auto: false }),
    picking: () => {
      s.phase = 'nugget-pick';
    },
    settled: () => {
      logClassicPayouts(s);
      finishRound(s);
    },
  };
}

/** The picking seat takes one nugget card of `value` (validated). */
export function pickNugget(s: State, value: number): void {
  pickClassicNugget(s, value, classicHooks(s));
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
