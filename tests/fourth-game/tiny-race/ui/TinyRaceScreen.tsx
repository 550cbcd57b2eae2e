// Tiny Race's one screen: renders the table view it is given and dispatches steps; the end is
// the kit's final ranking, fed by the view's ranking. The shell says when the last step may be
// taken back (UndoContext: the game's undoable, a step of a seat played on this phone).
import { useContext } from 'react';
import type { GameScreenProps } from '../../../../src/kit/game';
import { UndoContext } from '../../../../src/kit/ui/undoLast';
import { useGameSetting } from '../../../../src/kit/gameSettings';
import { FinalRanking } from '../../../../src/kit/ui/FinalRanking';
import { STEP_ORDER_SETTING } from '../settings';
import type { Action, Config, View } from '../rules/types';
import { useTinyT } from './strings';

export function TinyRaceScreen({
  table,
  seats,
  dispatch,
  exit,
  rematch,
}: GameScreenProps<Config, Action, View>) {
  const t = useTinyT();
  const [longFirst] = useGameSetting(STEP_ORDER_SETTING);
  const undo = useContext(UndoContext);
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  if (table.ranking && table.winner !== null)
    return (
      <FinalRanking
        ranking={table.ranking}
        seats={seats}
        score={(s) => (s === table.winner ? table.goal : '—')}
        reasons={[t('won', { name: name(table.winner), goal: table.goal })]}
        rematch={rematch}
        exit={exit}
      />
    );
  const turn = table.turn ?? 0;
  return (
    <section>
      <h2>{t('count', { count: table.count, goal: table.goal })}</h2>
      <p>{t('turn', { name: name(turn) })}</p>
      {(longFirst ? [...table.steps].reverse() : table.steps).map((by) => (
        <button
          key={by}
          type="button"
          className="btn"
          onClick={() => dispatch({ type: 'step', seat: turn, by })}
        >
          {t('step', { by })}
        </button>
      ))}
      {undo && (
        <button type="button" className="btn" onClick={undo.run}>
          {t('takeBack', { name: name(undo.seat) })}
        </button>
      )}
    </section>
  );
}
