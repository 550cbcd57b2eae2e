// Dice-only mode (every sheet on paper): the reminders of how the stage works, and the blank
// sheet to copy, its avenues explained on a tap.
import type { RollView } from '../rules';
import type { RvT } from './present';
import { SheetGrid } from './SheetGrid';
import { ScoringLegend, type HelpTopic } from './SheetHelp';

export function Reminders({ reminders }: { reminders: string[] }) {
  if (reminders.length === 0) return null;
  return (
    <ul className="rv-reminders" data-testid="rv-reminders">
      {reminders.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

export function BlankSheet({
  tray,
  onHelp,
  t,
}: {
  tray: RollView | null;
  onHelp(topic: HelpTopic): void;
  t: RvT;
}) {
  return (
    <section className="card rv-blank" aria-label={t('blankSheet')}>
      <h2>{t('blankSheet')}</h2>
      <SheetGrid
        cells={null}
        label={t('blankSheet')}
        activeRow={tray?.avenue ?? null}
        onAvenue={(row) => onHelp({ kind: 'avenue', row })}
      />
      <ScoringLegend usedBonus={[]} onHelp={onHelp} t={t} />
      <p className="muted rv-small">{t('blankSheetHint')}</p>
    </section>
  );
}
