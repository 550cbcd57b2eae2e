// Saboteur companion views (§13 of saboteur.md, companion §2.2 and §2.5): the table sees no role
// until the reveal; a seat sees its own role, its own Inspection results and new roles, its own
// nugget values and GP total. Classic nugget values of others stay private until the game is
// over; deluxe payout lines are public (every fact they follow from is), totals are private and
// whether a seat holds any GP is public.
import { ROUNDS } from '../setup';
import { GOAL_SLOTS } from '../geometry';
import { DELUXE_SET_ASIDE, handSize, rolePile } from '../roles';
import { actors, legalActions } from './legal';
import { MAX_CRYSTALS, MAX_INSPECTIONS, MAX_SWAP_HATS } from './legal';
import { answersComplete, copyAnswers, victimsNow } from './settle';
import { outcome } from './apply';
import type {
  BoxSetup,
  CompanionConfig,
  CompanionRound,
  CompanionRoundView,
  CompanionState,
  CompanionView,
} from './types';

/** §2.4, §3, §4: the box's layout for a round of this edition and count (issue 30). */
function boxSetup(c: CompanionConfig): BoxSetup {
  const roles = rolePile(c.mode, c.players).length;
  return {
    handSize: handSize(c.mode, c.players),
    goals: GOAL_SLOTS.map((g) => ({ columns: g.x, rows: g.y })),
    setAside: c.mode === 'deluxe' ? DELUXE_SET_ASIDE : 0,
    roleCards: roles,
    leftoverRoles: roles - c.players,
  };
}

/** Deluxe play: the targets legalActions offers each seat for Inspection and Swap your hats. */
function playTargets(s: CompanionState): CompanionView['playTargets'] {
  if (s.config.mode !== 'deluxe' || s.phase !== 'play') return null;
  const out = { inspect: [] as number[][], swapHats: [] as number[][] };
  for (let seat = 0; seat < s.config.players; seat++) {
    const legal = legalActions(s, seat);
    out.inspect.push(legal.flatMap((a) => (a.type === 'inspect' ? [a.target] : [])));
    out.swapHats.push(legal.flatMap((a) => (a.type === 'swap-hats' ? [a.target] : [])));
  }
  return out;
}

function roundView(
  r: CompanionRound,
  viewer: number | null,
  classic: boolean,
  over: boolean,
): CompanionRoundView {
  return {
    ...r,
    answers: copyAnswers(r.answers),
    roles: r.roles.slice(),
    winningTeams: r.winningTeams.slice(),
    winners: r.winners.slice(),
    thefts: r.thefts.map((t) => ({ ...t })),
    lines: r.lines.map((l) => ({
      ...l,
      amount: !classic || over || l.seat === viewer ? l.amount : null,
    })),
    saboteurs: r.roles.filter((x) => x === 'saboteur').length,
    geologists: r.roles.filter((x) => x === 'geologist').length,
  };
}

export function view(s: CompanionState, seat: number | null): CompanionView {
  const n = s.config.players;
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < n ? seat : null;
  const classic = s.config.mode === 'classic';
  const over = s.phase === 'over';
  const pick = s.pick;
  return {
    config: { ...s.config },
    box: boxSetup(s.config),
    viewer,
    round: s.round,
    totalRounds: ROUNDS,
    phase: s.phase,
    actors: actors(s),
    firstSeat: s.firstSeat,
    seen: s.seen.slice(),
    cardsLeft: classic
      ? { inspection: 0, swapHats: 0 }
      : {
          inspection: MAX_INSPECTIONS - s.used.inspection,
          swapHats: s.leftoverRoles.length ? MAX_SWAP_HATS - s.used.swapHats : 0,
        },
    maxCrystals: classic ? 0 : MAX_CRYSTALS,
    leftoverRoles: s.leftoverRoles.length,
    answers: copyAnswers(s.answers),
    complete: answersComplete(s.answers, s.config.mode),
    correcting: s.correcting ? copyAnswers(s.correcting) : null,
    roles: s.revealed || over ? s.roles.slice() : null,
    settled: s.settled ? roundView(s.settled, viewer, classic, over) : null,
    rounds: s.rounds.map((r) => roundView(r, viewer, classic, over)),
    pick: pick
      ? {
          picker: pick.picker,
          offered: pick.offer.length,
          values: viewer === pick.picker ? pick.offer.slice().sort((a, b) => b - a) : null,
          choices: viewer === pick.picker ? [...new Set(pick.offer)].sort((a, b) => b - a) : null,
        }
      : null,
    theft: s.phase === 'theft' && s.thieves.length ? { thief: s.thieves[0]!, victims: victimsNow(s) } : null,
    playTargets: playTargets(s),
    pending: s.pending.flatMap((p): CompanionView['pending'] => {
      const e = s.log[p.at];
      if (e?.type === 'inspection')
        return [{ seat: p.seat, kind: 'inspect', target: e.target, by: e.seat, at: p.at }];
      if (e?.type === 'swap-hats')
        return [{ seat: p.seat, kind: 'new-role', target: e.target, by: e.seat, at: p.at }];
      return [];
    }),
    hasGold: classic ? s.nuggets.map((v) => v.length > 0) : s.gold.map((g) => g > 0),
    nuggetCards: s.nuggets.map((v) => v.length),
    me:
      viewer === null
        ? null
        : {
            seat: viewer,
            // viewer is range-checked above
            role: s.roles[viewer]!,
            gold: s.gold[viewer]!,
            nuggets: s.nuggets[viewer]!.slice(),
            log: s.privateLogs[viewer]!.map((e) => ({ ...e })),
          },
    log: s.log.map((e) => structuredClone(e)),
    final: outcome(s),
  };
}
