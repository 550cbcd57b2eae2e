// What lights up on a sheet, with its title: a round picked in the round boxes, else the avenue
// being chosen, else the 'building' mode preview, else the round just scored.
import type { RoundRecord, SheetView, View } from '../rules';
import { breakdownTitle } from './Parts';
import { avenueLabel, recordBreakdown, type Breakdown, type RvT } from './present';

type ShownBreakdown = Breakdown & { score: number; round?: number; chosen?: boolean };

interface Shown {
  breakdown: ShownBreakdown | null;
  title: string;
  /** the round picked in the round boxes, when it is shown */
  record: RoundRecord | null;
}

function ofRecord(record: RoundRecord): ShownBreakdown {
  return { ...recordBreakdown(record), score: record.score, round: record.round, chosen: record.chosen };
}

function titleOfRecord(t: RvT, record: RoundRecord): string {
  return breakdownTitle(t, record.round, record.avenue, record.score);
}

function previewTitle(t: RvT, avenue: number, score: number): string {
  return t('previewTitle', { label: avenueLabel(avenue), points: t('pointsN', { count: score }) });
}

export function shownBreakdown(
  t: RvT,
  view: View,
  sheet: SheetView,
  shownRound: number | null,
  chosen: number | null,
): Shown {
  const record = (shownRound !== null ? sheet.records.find((r) => r.round === shownRound) : null) ?? null;
  if (record) return { breakdown: ofRecord(record), title: titleOfRecord(t, record), record };
  const choice = chosen !== null ? sheet.avenueBreakdowns?.[chosen] : undefined;
  if (chosen !== null && choice)
    return { breakdown: choice, title: previewTitle(t, chosen, choice.score), record: null };
  if (sheet.preview && view.phase === 'building') {
    const { avenue, score, groups } = sheet.preview;
    return {
      breakdown: { avenue, score, groups, otherGroups: [] },
      title: previewTitle(t, avenue, score),
      record: null,
    };
  }
  // the round just scored stays lit: before the next building roll, while choosing, in the totals
  const lastRecord = sheet.records[sheet.records.length - 1];
  const autoShow =
    (view.phase === 'building-roll' || view.phase === 'choose-avenue' || view.phase === 'totals') &&
    lastRecord &&
    lastRecord.round === (view.phase === 'building-roll' ? view.round - 1 : view.round);
  if (autoShow && lastRecord)
    return { breakdown: ofRecord(lastRecord), title: titleOfRecord(t, lastRecord), record: null };
  return { breakdown: null, title: '', record: null };
}
