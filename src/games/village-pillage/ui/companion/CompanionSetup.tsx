// New-game options of the companion (companion §3): the full game's Expansion Pack, and in which
// order to list the players (issue 30, as Saboteur's companion says it): each person's cards go
// to the neighbours on either side, so the app must know who sits next to whom.
import type { SetupPanelProps } from '../../../../kit/game';
import type { CompanionConfig } from '../../rules/companion/types';
import { SetupPanel } from '../SetupPanel';
import { useCompanionT } from './strings';

export function CompanionSetup(props: SetupPanelProps<CompanionConfig>) {
  const t = useCompanionT();
  return (
    <>
      <p className="vp-muted vpc-seating" data-testid="vpc-seating">
        {t('seatingOrder')}
      </p>
      {/* the full game's panel reads only `expansion` of the config, which the companion's has */}
      <SetupPanel {...(props as unknown as Parameters<typeof SetupPanel>[0])} />
    </>
  );
}
