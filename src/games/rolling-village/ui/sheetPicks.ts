// What a person picks on a sheet before the rules hear of it: the requirement to place, its
// object type and the cell (in either order), and the avenue on a 2 or 12. Each pick falls back
// to its default when the stage or round moves on (useKeyedState).
import { type ObjectType, type SheetView, type TodoView, type View } from '../rules';
import { defaultTodo } from './present';
import type { Act } from './screenTypes';
import { useKeyedState } from './useKeyedState';

interface ObjectPick {
  /** the requirement shown to place, or null when the sheet places nothing now */
  todo: TodoView | null;
  todoIndex: number;
  /** the type the cells would receive: the only one, or the one picked; null until picked */
  type: ObjectType | null;
  /** a cell tapped before its type, waiting for the type */
  pendingCell: { row: number; col: number } | null;
  pickTodo(todo: TodoView): void;
  onCell(row: number, col: number): void;
  onType(type: ObjectType): void;
  dropCell(): void;
}

export function useObjectPick(view: View, sheet: SheetView, act: Act): ObjectPick {
  const stageKeyStr = `${view.phase}-${view.round}-${sheet.placed.length}`;
  const roundKey = `${view.phase}-${view.round}`;
  const [pick, setPick] = useKeyedState<{ req: string; col: number | null } | null>(roundKey, null);
  const [typePick, setTypePick] = useKeyedState<ObjectType | null>(stageKeyStr, null);
  const [pendingCell, setPendingCell] = useKeyedState<{ row: number; col: number } | null>(stageKeyStr, null);

  const todos = sheet.todo;
  let todoIndex = pick
    ? todos.findIndex((x) => x.req === pick.req && x.rolledColumn === pick.col && x.available)
    : -1;
  if (todoIndex < 0) todoIndex = defaultTodo(todos);
  const todo: TodoView | null = sheet.step === 'place' ? (todos[todoIndex] ?? null) : null;
  const type: ObjectType | null = todo
    ? todo.types.length === 1
      ? todo.types[0]!
      : typePick && todo.types.includes(typePick)
        ? typePick
        : null
    : null;

  const place = (row: number, col: number, object: ObjectType) => {
    if (!todo) return;
    if (act({ type: 'place', seat: sheet.seat, req: todo.req, row, col, object })) {
      setPick(null);
      setPendingCell(null);
      setTypePick(null);
    }
  };
  return {
    todo,
    todoIndex,
    type,
    pendingCell,
    pickTodo: (x) => {
      setPick({ req: x.req, col: x.rolledColumn });
      setPendingCell(null);
    },
    onCell: (row, col) => {
      if (!todo) return;
      if (type) place(row, col, type);
      else setPendingCell({ row, col });
    },
    onType: (ty) => {
      if (pendingCell) place(pendingCell.row, pendingCell.col, ty);
      else setTypePick(ty);
    },
    dropCell: () => setPendingCell(null),
  };
}

/**
 * The avenue chosen on 2/12 (scoring roll, or done in 'building' mode): null when none is asked
 * for; else the one picked, the best one preselected.
 */
export function useAvenuePick(
  view: View,
  sheet: SheetView,
): { choosing: boolean; chosen: number | null; setAvenue(r: number): void } {
  const [avenue, setAvenue] = useKeyedState<number | null>(`${view.phase}-${view.round}`, null);
  const choosing = sheet.step === 'choose-avenue' || (sheet.confirmNeedsAvenue && sheet.step === 'confirm');
  const chosen = choosing && sheet.avenueBreakdowns ? (avenue ?? sheet.bestAvenue ?? 0) : null;
  return { choosing, chosen, setAvenue };
}
