// The Saboteur companion's top bar: the game, its mode and the round.
import type { CompanionView } from '../../rules/companion/types';
import { useSabT } from '../strings';
import { useCompT } from './strings';

export function CompanionHeader({ table }: { table: CompanionView }) {
  const t = useCompT();
  const sab = useSabT();
  return (
    <header className="topbar sab-topbar">
      <div className="sab-topbar-text">
        <h1>
          {sab('title')} · {table.config.mode === 'deluxe' ? t('deluxe') : t('classic')}
        </h1>
        <p className="sab-topbar-sub num">{t('kicker', { round: table.round, rounds: table.totalRounds })}</p>
      </div>
    </header>
  );
}
