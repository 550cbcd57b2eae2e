// The three amounts of a village a fix sets and a round's log line counts, in the order shown,
// with the key of each one's word.
import type { AdjustField } from '../../rules/companion/types';

export const FIELDS: { field: AdjustField; key: 'fieldStockpile' | 'fieldBank' | 'fieldRelics' }[] = [
  { field: 'stockpile', key: 'fieldStockpile' },
  { field: 'bank', key: 'fieldBank' },
  { field: 'relics', key: 'fieldRelics' },
];
