// companion §3.6, issue 30: the amounts set on the fix sheet for one village, per field, before
// they are saved as one adjustment each.
import { useState } from 'react';
import type { AdjustField, CompanionAction, CompanionView } from '../../rules/companion/types';
import { FIELDS } from './fields';

export function useFixDraft(table: CompanionView, target: number, act: (a: CompanionAction) => void) {
  const by = table.toAct[0] ?? 0;
  const v = table.seats[target]!; // target is seat 0 or a seat button of the sheet
  const max: Record<AdjustField, number> = {
    stockpile: 999,
    bank: table.bankCapacity,
    relics: table.relicsToWin,
  };
  // the amounts as set on screen, per field; saved as one adjustment each
  const [draft, setDraft] = useState<Partial<Record<AdjustField, number>>>({});
  const valueOf = (f: AdjustField) => draft[f] ?? v[f];
  const set = (f: AdjustField, n: number) =>
    setDraft((d) => ({ ...d, [f]: Math.max(0, Math.min(max[f], Math.round(n))) }));
  const changed = FIELDS.filter(({ field }) => valueOf(field) !== v[field]);
  const save = () => {
    for (const { field } of changed)
      act({ type: 'adjust', seat: by, target, field, delta: valueOf(field) - v[field] });
    setDraft({});
  };
  return { max, valueOf, set, changed, save };
}
