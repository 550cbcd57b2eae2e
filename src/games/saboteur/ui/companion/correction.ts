// What a correction changed (companion §2.6, issue 29 item 6), in words: the answers the round was
// paid on against the corrected ones. Used by the correction's confirm and the payout after it.
import type { SeatInfo } from '../../../../kit/session';
import type { Answers } from '../../rules/companion/types';
import type { useCompT } from './strings';

export function correctionWords(
  t: ReturnType<typeof useCompT>,
  seats: readonly SeatInfo[],
  before: Answers,
  after: Answers,
): string {
  const yesNo = (v: boolean | null) => (v === null ? '—' : (v ? t('yes') : t('no')).toLowerCase());
  const who = (s: number | null) => (s === null ? '—' : (seats[s]?.name ?? `${s + 1}`));
  const parts: string[] = [];
  if (before.gold !== after.gold)
    parts.push(t('logAnswerGold', { before: yesNo(before.gold), after: yesNo(after.gold) }));
  if (before.last !== after.last)
    parts.push(t('logAnswerLast', { before: who(before.last), after: who(after.last) }));
  if (before.crystals !== after.crystals)
    parts.push(t('logAnswerCrystals', { before: before.crystals, after: after.crystals }));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const others =
    before.freeOfGreen !== after.freeOfGreen ||
    before.freeOfBlue !== after.freeOfBlue ||
    !same(before.trapped, after.trapped) ||
    !same(before.thefts, after.thefts);
  if (others) parts.push(parts.length ? t('logAnswerOthers') : t('logAnswerChanged'));
  return parts.length ? parts.join('; ') : t('logNoChange');
}
