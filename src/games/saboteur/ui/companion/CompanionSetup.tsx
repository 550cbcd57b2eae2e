// New-game options of the companion (companion §2.1): the full game's edition and first player,
// and a reminder that the seats are listed in seating order (payouts and thefts follow it).
import type { SetupPanelProps } from '../../../../kit/game';
import type { CompanionConfig } from '../../rules/companion/types';
import { SetupPanel } from '../SetupPanel';
import { useCompT } from './strings';

export function CompanionSetup(props: SetupPanelProps<CompanionConfig>) {
  const t = useCompT();
  return (
    <>
      <p className="muted sabc-seating">{t('seatingOrder')}</p>
      <SetupPanel {...props} />
    </>
  );
}
