// The shared screens' head: the game's title, the mode and round, and the Log button.
import type { View } from '../rules/types';
import { useVpT } from './strings';

export function GameTop({ table, log }: { table: View; log: React.ReactNode }) {
  const t = useVpT();
  return (
    <header className="vp-top">
      <h1 className="vp-top-title">{t('title')}</h1>
      <span className="vp-muted num">
        {table.mode === 'duel' ? `${t('duel')} · ` : ''}
        {t('round', { n: table.round })}
      </span>
      {log}
    </header>
  );
}
