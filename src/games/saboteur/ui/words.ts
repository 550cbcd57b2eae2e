// Turning cards, events and round summaries into words. Pure: takes a translator and names.
import type { Translator } from '../../../i18n/core';
import { logText, type LogLine, type LogWords } from '../../../kit/log';
import { PATH_CARDS } from '../rules/cards';
import { GOAL_SLOTS } from '../rules/geometry';
import type { CardId, GameEvent, Mode, Role, RoundSummary, Tool } from '../rules/types';
import type { SabKey, saboteurStrings } from './strings';

export type T = Translator<(typeof saboteurStrings)['en']>;
type NameOf = (seat: number) => string;

/** The dictionary key naming a card (path cards by the name the card table gives, action cards by id). */
export function cardKey(id: CardId): SabKey {
  const path = PATH_CARDS[id];
  return path ? `path-${path.name}` : (`card-${id}` as SabKey);
}

export function cardName(t: T, id: CardId): string {
  return t(cardKey(id));
}

export function roleName(t: T, role: Role): string {
  return t(`role-${role}` as SabKey);
}

export function toolName(t: T, tool: Tool): string {
  return t(tool);
}

const SLOT_WORDS = ['pos-top', 'pos-middle', 'pos-bottom'] as const;

/** Which goal slot (§3, the rules' GOAL_SLOTS, north to south): top / middle / bottom, else coordinates. */
export function goalPos(t: T, x: number, y: number): string {
  const slot = GOAL_SLOTS.findIndex((g) => g.x === x && g.y === y);
  return slot >= 0 && slot < SLOT_WORDS.length ? t(SLOT_WORDS[slot]!) : t('pos-other', { x, y });
}

interface EventCtx {
  t: T;
  name: NameOf;
  mode: Mode;
}

/** Words for every kind of public log entry (a new kind without words does not compile). */
const EVENT_WORDS: LogWords<GameEvent, 'type', EventCtx> = {
  'round-start': (e, { t, name }) => t('ev-round-start', { round: e.round, name: name(e.firstSeat) }),
  place: (e, { t, name }) => t('ev-place', { name: name(e.seat), card: cardName(t, e.card) }),
  reveal: (e, { t }) => t(e.gold ? 'ev-reveal-gold' : 'ev-reveal-stone'),
  play: (e, { t, name }) => {
    if (e.card === 'rockfall')
      return t('ev-play-rockfall', { name: name(e.seat), removed: cardName(t, e.removed ?? '') });
    if (e.card === 'map')
      return t('ev-play-map', { name: name(e.seat), pos: goalPos(t, e.x ?? 0, e.y ?? 0) });
    if (e.targetSeat === e.seat) return t('ev-play-self', { name: name(e.seat), card: cardName(t, e.card) });
    return t('ev-play-seat', {
      name: name(e.seat),
      card: cardName(t, e.card),
      target: name(e.targetSeat ?? 0),
    });
  },
  pass: (e, { t, name }) => t('ev-pass', { name: name(e.seat), count: e.count }),
  heal: (e, { t, name }) => t('ev-heal', { name: name(e.seat), card: cardName(t, e.removed) }),
  'round-end': (e, { t, name }) =>
    e.reason === 'gold-found'
      ? t('ev-round-end-gold', { round: e.round, name: name(e.finder ?? e.lastActor) })
      : t('ev-round-end-out', { round: e.round }),
  'nugget-pick': (e, { t, name }) => t('ev-nugget-pick', { name: name(e.seat) }),
  payout: (e, { t, name, mode }) => {
    if (mode !== 'deluxe') return t('ev-payout-nuggets', { name: name(e.seat), count: e.nuggetCards });
    // §13: the amount is secret to everybody but the paid seat until the game is over
    if (e.gp === null) return t(e.paid ? 'ev-payout-paid' : 'ev-payout-none', { name: name(e.seat) });
    return t('ev-payout-gp', { name: name(e.seat), count: e.gp });
  },
  'nugget-handout': (e, { t, name }) => t('ev-nugget-handout', { names: e.seats.map(name).join(', ') }),
  theft: (e, { t, name }) => t('ev-theft', { thief: name(e.thief), victim: name(e.victim) }),
  'theft-skipped': (e, { t, name }) => t('ev-theft-skipped', { thief: name(e.thief) }),
  'theft-declined': (e, { t, name }) => t('ev-theft-declined', { thief: name(e.thief) }),
  'game-over': (_, { t }) => t('ev-game-over'),
};

/** One public log entry in words. */
export function eventWords(t: T, e: GameEvent, name: NameOf, mode: Mode): string {
  return logText(EVENT_WORDS, 'type', e, { t, name, mode });
}

/** The seat a log entry is about (its badge), or null for the table. */
function eventSeat(e: GameEvent): number | null {
  if ('seat' in e) return e.seat;
  if (e.type === 'round-start') return e.firstSeat;
  if (e.type === 'theft' || e.type === 'theft-skipped' || e.type === 'theft-declined') return e.thief;
  return null;
}

/** The public log as lines for the log screen; `from` skips the entries before it. */
export function logLines(t: T, log: readonly GameEvent[], name: NameOf, mode: Mode, from = 0): LogLine[] {
  const out: LogLine[] = [];
  let round = 1;
  for (let i = from; i < log.length; i++) {
    const e = log[i]!; // i runs inside the log
    if ('round' in e) round = e.round;
    out.push({ key: `${i}`, round, text: eventWords(t, e, name, mode), seat: eventSeat(e) });
  }
  return out;
}

/** Why the round ended, in one sentence. */
export function roundEndWhy(t: T, sum: RoundSummary, name: NameOf): string {
  return sum.reason === 'gold-found'
    ? t('whyGold', { name: name(sum.finder ?? sum.lastActor) })
    : t('whyOut');
}

interface PayoutLine {
  seat: number;
  text: string;
  why: string;
}

/** The payout of each seat, line by line, with the rule the summary names for it (§10, §11.2). */
export function payoutLines(t: T, sum: RoundSummary, mode: Mode, name: NameOf): PayoutLine[] {
  return sum.roles.map((_, s) => {
    const reason = sum.payoutReasons[s];
    if (mode === 'classic') {
      const count = sum.nuggetCards[s]!; // s is a seat of the summary
      const text =
        count === 0
          ? t('pay-classic-none', { name: name(s) })
          : reason === 'saboteur-share'
            ? t('pay-classic-saboteur', { name: name(s), count, share: sum.tableValue })
            : t('pay-classic-digger', { name: name(s), count });
      return { seat: s, text, why: reason === 'lost' ? t('why-pay-lost') : '' };
    }
    // §13: amounts are secret (a view holds 0 for others until game over): show only who was
    // paid, and a reason without the amount in it (issue 23 item 2: «… (сколько — тайна) —
    // единственный победитель: 5»)
    const payout = sum.payouts[s]!; // s is a seat of the summary
    const secret = payout === 0 && sum.paid[s];
    const why =
      reason === 'geologist'
        ? secret
          ? t('why-pay-geologist-secret')
          : t('why-pay-geologist', { count: sum.crystals })
        : (reason === 'boss' || reason === 'profiteer') && sum.winners.length === 1
          ? secret
            ? t('why-pay-only-secret')
            : t(`why-pay-${reason}-only`, { value: sum.tableValue })
          : reason === 'winner'
            ? secret
              ? t('why-pay-winner-secret')
              : t('why-pay-winner', { value: sum.tableValue, count: sum.winners.length })
            : t(`why-pay-${reason}` as SabKey);
    const text =
      payout > 0
        ? t('pay-deluxe', { name: name(s), count: payout })
        : t(sum.paid[s] ? 'pay-deluxe-paid' : 'pay-classic-none', { name: name(s) });
    return { seat: s, text, why };
  });
}
