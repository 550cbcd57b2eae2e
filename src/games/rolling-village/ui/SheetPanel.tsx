// One Rolling Village sheet on screen: its grid, what the roll asks of it, the squares, the
// score breakdown (its type chooser: TypeChooser.tsx; its bottom-bar actions: SheetActions.tsx).
// Renders the view it is given.
import type { ReactNode } from 'react';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { type ObjectType, type SheetView, type TodoView, type View } from '../rules';
import { ObjectIcon } from './Icons';
import { BreakdownText, breakdownTitle, RoundBoxes } from './Parts';
import {
  avenueLabel,
  defaultTodo,
  fallbackNote,
  recordBreakdown,
  sheetMarks,
  todoWhere,
  TYPE_TITLE,
  TYPE_WORD,
  type Breakdown,
  type RvT,
} from './present';
import { SheetGrid } from './SheetGrid';
import { ScoringLegend, type HelpTopic } from './SheetHelp';
import { TypeButtons, TypeQuestion } from './TypeChooser';
import { useKeyedState } from './useKeyedState';
import type { Act } from './screenTypes';

export function SheetPanel({
  view,
  sheet,
  seatColour,
  act,
  shownRound,
  setShownRound,
  onHelp,
  t,
  lesson,
}: {
  view: View;
  sheet: SheetView;
  seatColour: number;
  act: Act;
  shownRound: number | null;
  setShownRound(n: number | null): void;
  onHelp(topic: HelpTopic): void;
  t: RvT;
  /** a first game's lesson (issue 34), under the sheet's title */
  lesson?: ReactNode;
}) {
  const placing = sheet.step === 'place';
  const stageKeyStr = `${view.phase}-${view.round}-${sheet.placed.length}`;
  const roundKey = `${view.phase}-${view.round}`;
  const [pick, setPick] = useKeyedState<{ req: string; col: number | null } | null>(roundKey, null);
  const [typePick, setTypePick] = useKeyedState<ObjectType | null>(stageKeyStr, null);
  const [pendingCell, setPendingCell] = useKeyedState<{ row: number; col: number } | null>(stageKeyStr, null);
  const [avenue, setAvenue] = useKeyedState<number | null>(roundKey, null);

  const todos = sheet.todo;
  let todoIndex = pick
    ? todos.findIndex((x) => x.req === pick.req && x.rolledColumn === pick.col && x.available)
    : -1;
  if (todoIndex < 0) todoIndex = defaultTodo(todos);
  const todo: TodoView | null = placing ? (todos[todoIndex] ?? null) : null;
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
  const onCell = (row: number, col: number) => {
    if (!todo) return;
    if (type) place(row, col, type);
    else setPendingCell({ row, col });
  };
  const onType = (ty: ObjectType) => {
    if (pendingCell) place(pendingCell.row, pendingCell.col, ty);
    else setTypePick(ty);
  };

  // the avenue chosen on 2/12 (scoring roll, or done in 'building' mode); the best is preselected
  const choosing = sheet.step === 'choose-avenue' || (sheet.confirmNeedsAvenue && sheet.step === 'confirm');
  const chosen = choosing && sheet.avenueBreakdowns ? (avenue ?? sheet.bestAvenue ?? 0) : null;

  // what lights up on the sheet
  let breakdown: (Breakdown & { score: number; round?: number; chosen?: boolean }) | null = null;
  let title = '';
  const record = shownRound !== null ? sheet.records.find((r) => r.round === shownRound) : null;
  const lastRecord = sheet.records[sheet.records.length - 1];
  const autoShow =
    (view.phase === 'building-roll' || view.phase === 'choose-avenue' || view.phase === 'totals') &&
    lastRecord &&
    lastRecord.round === (view.phase === 'building-roll' ? view.round - 1 : view.round);
  if (record) {
    breakdown = {
      ...recordBreakdown(record),
      score: record.score,
      round: record.round,
      chosen: record.chosen,
    };
    title = breakdownTitle(t, record.round, record.avenue, record.score);
  } else if (chosen !== null && sheet.avenueBreakdowns?.[chosen]) {
    breakdown = sheet.avenueBreakdowns[chosen];
    title = t('previewTitle', {
      label: avenueLabel(chosen),
      points: t('pointsN', { count: breakdown.score }),
    });
  } else if (sheet.preview && view.phase === 'building') {
    breakdown = {
      avenue: sheet.preview.avenue,
      score: sheet.preview.score,
      groups: sheet.preview.groups,
      otherGroups: [],
    };
    title = t('previewTitle', {
      label: avenueLabel(sheet.preview.avenue),
      points: t('pointsN', { count: sheet.preview.score }),
    });
  } else if (autoShow && lastRecord) {
    breakdown = {
      ...recordBreakdown(lastRecord),
      score: lastRecord.score,
      round: lastRecord.round,
      chosen: lastRecord.chosen,
    };
    title = breakdownTitle(t, lastRecord.round, lastRecord.avenue, lastRecord.score);
  }
  const over = view.phase === 'over' || view.phase === 'totals';
  const marks = sheetMarks(sheet, todo, breakdown, over && !record);

  return (
    <section
      data-lesson-target="sheet"
      className="rv-sheet-panel"
      data-colour={seatColour}
      aria-label={t('sheetOf', { name: sheet.name })}
      data-testid="rv-sheet-panel"
      data-seat={sheet.seat}
    >
      <h2 className="rv-sheet-title">
        <SeatBadge seat={{ name: sheet.name, colour: seatColour }} size={28} />
        <span>{t('sheetOf', { name: sheet.name })}</span>
      </h2>
      {lesson}

      {placing && todos.length > 0 && (
        <div className="rv-todo" aria-label={t('toPlace')} role="group">
          {todos.map((x, i) => (
            <button
              key={`${x.req}-${x.rolledColumn ?? 'any'}`}
              type="button"
              className={`rv-todo-item${i === todoIndex ? ' rv-todo-on' : ''}`}
              aria-pressed={i === todoIndex}
              disabled={!x.available}
              onClick={() => {
                setPick({ req: x.req, col: x.rolledColumn });
                setPendingCell(null);
              }}
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
      )}

      {todo && todo.types.length > 1 && (
        <div className="rv-types" role="group" aria-label={t('pickType')}>
          <span className="rv-types-label">{t('pickType')}</span>
          <TypeButtons todo={todo} sheet={sheet} type={type} onType={onType} t={t} />
        </div>
      )}

      {/* a cell tapped before its type: the question comes up at the bottom of the screen, where
          the finger is (above, the choice could be scrolled under the sticky header: issue 23) */}
      <TypeQuestion
        open={!!(todo && todo.types.length > 1 && pendingCell)}
        onClose={() => setPendingCell(null)}
        t={t}
      >
        {todo && <TypeButtons todo={todo} sheet={sheet} type={type} onType={onType} t={t} />}
      </TypeQuestion>

      {todo && fallbackNote(t, todo) && <p className="rv-note">{fallbackNote(t, todo)}</p>}

      <SheetGrid
        cells={sheet.cells}
        marks={marks}
        ghost={type}
        activeRow={breakdown ? breakdown.avenue : null}
        onCell={todo ? onCell : undefined}
        onAvenue={(row) => onHelp({ kind: 'avenue', row })}
        label={t('sheetOf', { name: sheet.name })}
      />

      <ScoringLegend usedBonus={sheet.usedBonus} onHelp={onHelp} t={t} />

      {choosing && sheet.avenueScores && (
        <fieldset className="rv-avenues">
          <legend>{t('chooseAvenueTitle', { sum: sumOf(view, sheet) })}</legend>
          <p className="muted rv-small">{t('chooseAvenueHint')}</p>
          <div className="rv-avenue-list">
            {sheet.avenueScores.map((score, r) => (
              <label key={r} className={`rv-avenue-opt${chosen === r ? ' rv-avenue-opt-on' : ''}`}>
                <input
                  type="radio"
                  name={`avenue-${sheet.seat}`}
                  checked={chosen === r}
                  onChange={() => setAvenue(r)}
                />
                <span className="num">{avenueLabel(r)}</span>
                <span className="num rv-avenue-score">{t('pointsN', { count: score })}</span>
                {r === sheet.bestAvenue && <span className="rv-best">{t('chooseAvenueBest')}</span>}
              </label>
            ))}
          </div>
          {sheet.step === 'choose-avenue' && chosen !== null && (
            <button
              type="button"
              className="btn btn-primary btn-big"
              onClick={() => act({ type: 'choose-avenue', seat: sheet.seat, avenue: chosen })}
            >
              {t('chooseAvenueGo', { label: avenueLabel(chosen) })}
            </button>
          )}
          {sheet.step === 'confirm' && chosen !== null && (
            <button
              type="button"
              className="btn btn-primary btn-big"
              onClick={() => act({ type: 'done', seat: sheet.seat, avenue: chosen })}
            >
              {t('confirmSheetAvenue', { label: avenueLabel(chosen) })}
            </button>
          )}
        </fieldset>
      )}

      {breakdown && <BreakdownText record={breakdown} title={title} />}

      <RoundBoxes scores={sheet.roundScores} shown={record ? record.round : null} onShow={setShownRound} />

      {over && (
        <div className="rv-final-line">
          <p className="num">
            {t('roundsPlusSquares', {
              rounds: sheet.roundsTotal,
              squares: sheet.squaresTotal,
              total: sheet.final ?? sheet.roundsTotal + sheet.squaresTotal,
            })}
          </p>
          <SquaresList sheet={sheet} t={t} />
        </div>
      )}
    </section>
  );
}

function sumOf(view: View, sheet: SheetView): number {
  const r = sheet.step === 'choose-avenue' ? view.scoringRoll : view.buildingRoll;
  return r ? r.sum : 0;
}

function SquaresList({ sheet, t }: { sheet: SheetView; t: RvT }) {
  if (sheet.squares.length === 0) return <p className="muted">{t('squareNone')}</p>;
  return (
    <ul className="rv-squares" aria-label={t('squaresTitle')}>
      {sheet.squares.map((s) => {
        const types = s.neighbourTypes;
        return (
          <li key={`${s.row}-${s.col}`}>
            <ObjectIcon type="square" size={18} />
            <span>
              {t('squareLine', {
                avenue: avenueLabel(s.row),
                col: s.col,
                neighbours: types.length
                  ? types.map((x) => t(TYPE_WORD[x])).join(', ')
                  : t('squareNoNeighbours'),
                points: t('pointsN', { count: s.points }),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
