// Tiny Race with the box: whose turn it is on the physical track, "Moved" or "Reached the goal",
// and the kit's final ranking at the end.
import type { GameScreenProps } from '../../../../src/kit/game';
import { FinalRanking } from '../../../../src/kit/ui/FinalRanking';
import type { CompanionAction, CompanionConfig, CompanionView } from '../rules/companion';
import { useTinyT } from './strings';

export function CompanionScreen({
  table,
  seats,
  dispatch,
  exit,
  rematch,
}: GameScreenProps<CompanionConfig, CompanionAction, CompanionView>) {
  const t = useTinyT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  if (table.ranking && table.winner !== null)
    return (
      <FinalRanking
        ranking={table.ranking}
        seats={seats}
        score={(s) => (s === table.winner ? 1 : 0)}
        reasons={[t('boxWon', { name: name(table.winner) })]}
        rematch={rematch}
        exit={exit}
      />
    );
  const turn = table.turn ?? 0;
  return (
    <section>
      <h2>{t('boxTurn', { name: name(turn) })}</h2>
      <button type="button" className="btn" onClick={() => dispatch({ type: 'moved', seat: turn })}>
        {t('boxMoved')}
      </button>
      <button type="button" className="btn" onClick={() => dispatch({ type: 'arrived', seat: turn })}>
        {t('boxArrived')}
      </button>
    </section>
  );
}
