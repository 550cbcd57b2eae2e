// What an action card asks for under the maze, beside the seats it can target (TurnParts.tsx):
// which face-down goal a Map looks at, and which broken tool a heal removes (deluxe).
import type { CardId, View } from '../rules/types';
import { cellTargets } from './choices';
import { useSabT } from './strings';
import type { TurnChoice, TurnEvent } from './turnChoice';
import { cardName, goalPos } from './words';

/** The Map's face-down goals, one button each, named by where they lie. */
export function GoalChoices({
  view,
  card,
  choice,
  send,
}: {
  view: View;
  card: CardId;
  choice: TurnChoice;
  send(e: TurnEvent): void;
}) {
  const t = useSabT();
  return (
    <div className="sab-goal-choices" role="group" aria-label={t('chooseGoal')}>
      {cellTargets(view, card).map((c) => {
        const on = !!choice.spot && choice.spot.x === c.x && choice.spot.y === c.y;
        return (
          <button
            key={`${c.x},${c.y}`}
            type="button"
            className={`btn${on ? ' sab-on' : ''}`}
            aria-pressed={on}
            onClick={() => send({ type: 'cell', x: c.x, y: c.y })}
          >
            {goalPos(t, c.x, c.y)}
          </button>
        );
      })}
    </div>
  );
}

/** A heal's broken tools, one radio each: the one it removes. */
export function HealChoice({
  remove,
  choice,
  send,
}: {
  remove: readonly NonNullable<TurnChoice['remove']>[];
  choice: TurnChoice;
  send(e: TurnEvent): void;
}) {
  const t = useSabT();
  return (
    <div className="choice-row" role="radiogroup" aria-label={t('healMode')}>
      {remove.map((f) => (
        <label key={f} className="choice">
          <input
            type="radio"
            name="sab-heal"
            checked={choice.remove === f}
            onChange={() => send({ type: 'remove', card: f })}
          />
          <span>{cardName(t, f)}</span>
        </label>
      ))}
    </div>
  );
}
