// What the roll asks this sheet to place: a button per requirement (its object, or "?" when the
// type is to pick, and where it may go), the shown one pressed; a bonus already used is blocked.
import type { TodoView } from '../rules';
import { ObjectIcon } from './Icons';
import { todoWhere, TYPE_TITLE, type RvT } from './present';

export function TodoList({
  todos,
  shown,
  onPick,
  t,
}: {
  todos: TodoView[];
  /** the index of the requirement shown */
  shown: number;
  onPick(todo: TodoView): void;
  t: RvT;
}) {
  return (
    <div className="rv-todo" aria-label={t('toPlace')} role="group">
      {todos.map((x, i) => (
        <button
          key={`${x.req}-${x.rolledColumn ?? 'any'}`}
          type="button"
          className={`rv-todo-item${i === shown ? ' rv-todo-on' : ''}`}
          aria-pressed={i === shown}
          disabled={!x.available}
          onClick={() => onPick(x)}
        >
          <span className="rv-todo-icons" aria-hidden="true">
            {x.types.length === 1 ? (
              <ObjectIcon type={x.types[0]!} size={22} />
            ) : (
              <span className="rv-todo-q">?</span>
            )}
          </span>
          <span className="rv-todo-text">
            <strong>
              {x.req === 'bonus'
                ? t('stageBonus')
                : x.types.length === 1
                  ? t(TYPE_TITLE[x.types[0]!])
                  : t('setupObject')}
            </strong>
            <span>{x.available ? todoWhere(t, x) : t('bonusBlocked')}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
