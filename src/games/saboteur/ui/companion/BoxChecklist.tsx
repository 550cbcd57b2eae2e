// The box's set-up for a round (issue 30): what to lay out on the table for the chosen edition
// and count — the start and goal cards, what Deluxe sets aside, each hand — as the view carries
// it from the rules (BoxSetup); nothing here restates a rule.
import type { CompanionView } from '../../rules/companion/types';
import { useCompT } from './strings';

export function BoxChecklist({ view, open }: { view: CompanionView; open: boolean }) {
  const t = useCompT();
  const b = view.box;
  const goal = b.goals.find((g) => g.rows !== 0) ?? b.goals[0]!; // three goal slots (§3)
  return (
    <details className="card sabc-box" open={open} data-testid="sabc-box">
      <summary>{t('boxTitle', { round: view.round })}</summary>
      <ol>
        <li>{t('boxStart', { columns: goal.columns - 1, rows: Math.abs(goal.rows) })}</li>
        {b.setAside > 0 && <li>{t('boxSetAside', { count: b.setAside })}</li>}
        <li>{t('boxHands', { count: b.handSize })}</li>
        <li>{t('boxRoles', { count: b.leftoverRoles })}</li>
      </ol>
    </details>
  );
}
