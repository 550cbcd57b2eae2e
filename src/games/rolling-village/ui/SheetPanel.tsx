// One Rolling Village sheet on screen: its grid, what the roll asks of it, the squares, the
// score breakdown (its type chooser: TypeChooser.tsx's TypeChoice; its bottom-bar actions: SheetActions.tsx).
// Renders the view it is given. Its parts: what to place (TodoList.tsx), the picks (sheetPicks.ts),
// what lights up (shownBreakdown.ts), the avenue of a 2 or 12 (AvenueChoice.tsx), the end
// (FinalLine.tsx).
import type { ReactNode } from 'react';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { SheetView, View } from '../rules';
import { AvenueChoice } from './AvenueChoice';
import { FinalLine } from './FinalLine';
import { BreakdownText, RoundBoxes } from './Parts';
import { fallbackNote, sheetMarks, type RvT } from './present';
import type { Act } from './screenTypes';
import { SheetGrid } from './SheetGrid';
import { ScoringLegend, type HelpTopic } from './SheetHelp';
import { useAvenuePick, useObjectPick } from './sheetPicks';
import { shownBreakdown } from './shownBreakdown';
import { TodoList } from './TodoList';
import { TypeChoice } from './TypeChooser';

interface SheetPanelProps {
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
}

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
}: SheetPanelProps) {
  const { todo, todoIndex, type, pendingCell, pickTodo, onCell, onType, dropCell } = useObjectPick(
    view,
    sheet,
    act,
  );
  const { choosing, chosen, setAvenue } = useAvenuePick(view, sheet);
  const { breakdown, title, record } = shownBreakdown(t, view, sheet, shownRound, chosen);
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
      {sheet.step === 'place' && sheet.todo.length > 0 && (
        <TodoList todos={sheet.todo} shown={todoIndex} onPick={pickTodo} t={t} />
      )}
      <TypeChoice
        todo={todo}
        sheet={sheet}
        type={type}
        cellWaiting={pendingCell !== null}
        onType={onType}
        onClose={dropCell}
        t={t}
      />
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
        <AvenueChoice
          view={view}
          sheet={sheet}
          scores={sheet.avenueScores}
          chosen={chosen}
          onChoose={setAvenue}
          act={act}
          t={t}
        />
      )}
      {breakdown && <BreakdownText record={breakdown} title={title} />}
      <RoundBoxes scores={sheet.roundScores} shown={record ? record.round : null} onShow={setShownRound} />
      {over && <FinalLine sheet={sheet} t={t} />}
    </section>
  );
}
