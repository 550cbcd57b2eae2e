// The Rolling Village game screen: the shared dice on top (round, stage and what the roll
// asks for always in view), then the sheets of this phone (or the blank sheet in dice-only
// mode), and the primary action in the bottom bar. It renders the engine's table view only;
// every change goes through `dispatch`.
import { useEffect, useRef, useState } from 'react';
import type { GameScreenProps } from '../../../kit/game';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useFocusRescue } from '../../../kit/ui/useFocusRescue';
import {
  avenueForSum,
  BASIC_TYPES,
  MAX_TOTAL,
  type BasicType,
  type ObjectType,
  type SheetView,
  type TodoView,
  type Action,
  type Config,
  type View,
} from '../rules';
import { sharedOf } from '../rules/setup-config';
import { forgetDraftShared } from './draftShared';
import { DiceTray } from './DiceTray';
import { ObjectIcon } from './Icons';
import { BreakdownText, breakdownTitle, CodeDisplay, RollHistory, RoundBoxes, RvModal } from './Parts';
import {
  announceRoll,
  avenueLabel,
  avenuePreview,
  defaultTodo,
  fallbackNote,
  optionsWords,
  places,
  recordBreakdown,
  rollAsk,
  shareText,
  sheetMarks,
  stageKey,
  todoWhere,
  trayRoll,
  TYPE_TITLE,
  TYPE_WORD,
  type Breakdown,
  type RvT,
} from './present';
import { SheetGrid } from './SheetGrid';
import { useKeyedState } from './useKeyedState';
import { ruleReason } from './ruleReasons';
import { useRvT } from './strings';
import { useLang } from '../../../i18n/useT';
import './rolling-village.css';

type Dialog = null | 'roll' | 'code' | 'history';

/** where focus goes when the control that had it disappears: the next thing to do, else the round */
const FOCUS_TARGETS = [
  '.rv-cell:not([disabled])',
  '[data-testid=rv-done]',
  '.rv-avenues .btn-primary',
  '[data-testid=rv-next-sheet]',
  '[data-testid=rv-roll]',
  '.rv-round',
];

type RvScreenProps = GameScreenProps<Config, Action, View>;
/** the seats and options of the game, public */
type Seated = Pick<RvScreenProps, 'seats' | 'config'>;

export function RollingVillageScreen({ table, seats, config, dispatch, exit, rematch }: RvScreenProps) {
  const t = useRvT();
  const lang = useLang();
  useEffect(() => forgetDraftShared(), []);
  const view = table;
  const session: Seated = { seats, config };
  const shared = sharedOf(config);
  const digital = view.sheets.map((s, i) => (s ? i : -1)).filter((i) => i >= 0);
  const diceOnly = digital.length === 0;

  // the shown sheet stays put until someone picks another (or taps "next sheet"): the phone
  // is being passed around, so the screen never jumps to another sheet on its own
  const [seatChoice, setSeatChoice] = useState<number | null>(
    () => digital.find((i) => view.actors.includes(i)) ?? digital[0] ?? null,
  );
  const seat =
    seatChoice !== null && view.sheets[seatChoice]
      ? seatChoice
      : (digital.find((i) => view.actors.includes(i)) ?? digital[0] ?? null);
  const sheet = seat !== null ? view.sheets[seat] : null;

  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const rollCount = view.rolls.length;
  const [shownRound, setShownRound] = useKeyedState<number | null>(`${rollCount}-${seat}`, null);

  const act = (action: Action) => {
    const err = dispatch(action);
    setError(err ? ruleReason(lang, err.code) : null);
    return err === null;
  };

  const tray = trayRoll(view);
  const ask = tray ? rollAsk(t, tray, view.options, view.bonusRound && tray.kind === 'building') : null;
  const announcement = tray
    ? announceRoll(t, tray, view.options, view.bonusRound && tray.kind === 'building')
    : '';
  const hasPaper = view.seats.some((s) => s.kind === 'paper');

  const rollMessage =
    view.due?.kind === 'scoring'
      ? shared
        ? t('rollConfirmScoringShared')
        : hasPaper
          ? t('rollConfirmScoringPaper')
          : t('rollConfirm')
      : t('rollConfirm');
  const rollLabel = !view.due
    ? t('roll')
    : view.due.kind === 'setup'
      ? t('rollSetup')
      : view.due.kind === 'building'
        ? t('rollBuilding', { n: view.due.round })
        : t('rollScoring');

  const doRoll = () => {
    setDialog(null);
    const by = view.actors[0] ?? 0;
    act({ type: 'roll', seat: by });
  };

  const sheetBusy = !!sheet && sheet.step !== 'finished';
  const showBottom =
    !!view.due || (!view.due && sheetBusy) || (!sheet && view.phase !== 'over' && view.phase !== 'totals');
  const waiting = view.seats.filter((s) => s.kind === 'digital' && s.toAct).map((s) => s.name);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusRescue(rootRef, FOCUS_TARGETS);

  return (
    <div
      ref={rootRef}
      className={`rv-screen${diceOnly ? ' rv-dice-only' : ''}`}
      data-phase={view.phase}
      data-testid="rv-screen"
    >
      <header className="rv-status">
        <div className="rv-status-top">
          <button type="button" className="btn rv-icon-btn" onClick={exit} aria-label={t('exit')}>
            <span aria-hidden="true">←</span>
          </button>
          <h1 className="rv-round" data-testid="rv-round" tabIndex={-1}>
            <strong>{view.round === 0 ? t('setupRound') : t('round', { n: view.round })}</strong>
            {view.round > 0 && (
              <span className={`rv-stage rv-stage-${view.stage}`}>{t(stageKey(view.stage))}</span>
            )}
          </h1>
          <button type="button" className="btn rv-tool" onClick={() => setDialog('history')}>
            <span aria-hidden="true" className="rv-tool-glyph">
              ☰
            </span>
            <span className="rv-tool-label">{t('historyButton')}</span>
          </button>
          {view.code && (
            <button
              type="button"
              className="btn rv-tool"
              onClick={() => setDialog('code')}
              data-testid="rv-code-button"
              aria-label={t('codeTitle')}
            >
              <span aria-hidden="true" className="rv-tool-glyph">
                #
              </span>
              <span className="rv-tool-label" aria-hidden="true">
                {t('codeButton')}
              </span>
            </button>
          )}
        </div>
        <div className="rv-status-roll">
          <DiceTray roll={tray} rollCount={rollCount} size={diceOnly ? 'big' : 'compact'} />
          <div className="rv-ask" data-testid="rv-ask">
            {tray && tray.round !== view.round && tray.kind !== 'setup' && (
              <p className="rv-ask-prev muted">{t('roundShort', { n: tray.round })}</p>
            )}
            {ask && <p className="rv-ask-main">{ask.main}</p>}
            {diceOnly &&
              ask &&
              ask.extra.map((x) => (
                <p key={x} className="rv-ask-extra">
                  {x}
                </p>
              ))}
            {!diceOnly && ask && view.phase === 'building' && (
              <p className="rv-ask-extra">{ask.extra[ask.extra.length - 1]}</p>
            )}
          </div>
        </div>
      </header>

      <LiveRegion message={announcement} />

      <div className="rv-body">
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}

        {view.phase === 'over' && (
          <Results view={view} session={session} t={t} rematch={shared ? null : rematch} exit={exit} />
        )}

        {view.phase === 'totals' && <TotalsEntry view={view} session={session} act={act} />}

        {!diceOnly && view.phase !== 'over' && (
          <SeatPicker view={view} session={session} seat={seat} onPick={setSeatChoice} t={t} />
        )}

        {sheet && seat !== null && (
          <SheetPanel
            key={`${seat}`}
            view={view}
            sheet={sheet}
            seatColour={session.seats[seat]?.colour ?? 0}
            act={act}
            shownRound={shownRound}
            setShownRound={setShownRound}
            t={t}
          />
        )}

        {diceOnly && view.phase !== 'over' && (
          <section className="card rv-blank" aria-label={t('blankSheet')}>
            <h2>{t('blankSheet')}</h2>
            <SheetGrid
              cells={null}
              label={t('blankSheet')}
              activeRow={
                tray?.kind === 'scoring' ||
                (tray?.kind === 'building' && view.options.scoringRoll === 'building')
                  ? scoringRow(tray.dice)
                  : null
              }
            />
            <p className="muted rv-small">{t('blankSheetHint')}</p>
          </section>
        )}
      </div>

      {showBottom && (
        <div className="bottom-bar rv-bottom">
          {view.due && (
            <>
              {!diceOnly && view.due.kind === 'scoring' && waiting.length === 0 && (
                <p className="rv-hint">{t('askRollNow')}</p>
              )}
              <button
                type="button"
                className="btn btn-primary btn-big"
                onClick={() => setDialog('roll')}
                data-testid="rv-roll"
              >
                {rollLabel}
              </button>
            </>
          )}
          {!view.due && sheet && seat !== null && (
            <SheetActions view={view} sheet={sheet} act={act} onNext={setSeatChoice} t={t} />
          )}
          {!view.due && !sheet && view.phase !== 'over' && view.phase !== 'totals' && waiting.length > 0 && (
            <p className="rv-hint">{t('askWaitSheets', { names: waiting.join(', ') })}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={dialog === 'roll'}
        message={rollMessage}
        confirmLabel={t('rollYes')}
        onConfirm={doRoll}
        onCancel={() => setDialog(null)}
      />
      <RvModal open={dialog === 'code'} title={t('codeTitle')} onClose={() => setDialog(null)}>
        {view.code && <CodeDisplay code={view.code} />}
        <p>{t('codeHint')}</p>
        <p className="muted">{t('codeOptions', { options: optionsWords(t, view.options) })}</p>
      </RvModal>
      <RvModal open={dialog === 'history'} title={t('historyTitle')} onClose={() => setDialog(null)}>
        <RollHistory rolls={view.rolls} />
      </RvModal>
    </div>
  );
}

function scoringRow(dice: [number, number]): number | null {
  return avenueForSum(dice[0] + dice[1]);
}

type Act = (action: Action) => boolean;

function SeatPicker({
  view,
  session,
  seat,
  onPick,
  t,
}: {
  view: View;
  session: Seated;
  seat: number | null;
  onPick(seat: number): void;
  t: RvT;
}) {
  const seats = view.seats.filter((s) => s.kind === 'digital');
  if (seats.length < 2) return null;
  return (
    <div className="rv-seats" role="tablist" aria-label={t('whoActs')}>
      {seats.map((s) => {
        const info = session.seats[s.seat] ?? { name: s.name, colour: s.seat % 8 };
        const toAct = s.toAct && !view.due;
        return (
          <button
            key={s.seat}
            type="button"
            role="tab"
            aria-selected={seat === s.seat}
            className={`rv-seat${seat === s.seat ? ' rv-seat-on' : ''}`}
            data-colour={info.colour}
            onClick={() => onPick(s.seat)}
          >
            <SeatBadge seat={{ name: s.name, colour: info.colour }} size={28} />
            <span className="rv-seat-name">{s.name}</span>
            <span className={`rv-seat-state${toAct ? ' rv-seat-todo' : ''}`}>
              {toAct ? `• ${t('stillToAct')}` : `✓ ${t('doneMark')}`}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function SheetPanel({
  view,
  sheet,
  seatColour,
  act,
  shownRound,
  setShownRound,
  t,
}: {
  view: View;
  sheet: SheetView;
  seatColour: number;
  act: Act;
  shownRound: number | null;
  setShownRound(n: number | null): void;
  t: RvT;
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
  const todo: TodoView | null = placing && todos[todoIndex] ? todos[todoIndex] : null;
  const type: ObjectType | null = todo
    ? todo.types.length === 1
      ? todo.types[0]
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
  const chosen = choosing && sheet.avenueScores ? (avenue ?? sheet.bestAvenue ?? 0) : null;

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
  } else if (chosen !== null) {
    breakdown = avenuePreview(sheet.cells, chosen);
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
                  <ObjectIcon type={x.types[0]} size={22} />
                ) : (
                  <span className="rv-todo-q">?</span>
                )}
              </span>
              <span className="rv-todo-text">
                <strong>
                  {x.req === 'bonus'
                    ? t('stageBonus')
                    : x.types.length === 1
                      ? t(TYPE_TITLE[x.types[0]])
                      : t('setupObject')}
                </strong>
                <span>{x.available ? todoWhere(t, x) : t('bonusBlocked')}</span>
              </span>
            </button>
          ))}
        </div>
      )}

      {todo && todo.types.length > 1 && (
        <div
          className={`rv-types${pendingCell ? ' rv-types-ask' : ''}`}
          role="group"
          aria-label={t('pickType')}
        >
          <span className="rv-types-label">{t('pickType')}</span>
          {(todo.req === 'bonus' ? BASIC_TYPES : todo.types).map((ty) => {
            const used = todo.req === 'bonus' && sheet.usedBonus.includes(ty as BasicType);
            return (
              <button
                key={ty}
                type="button"
                className={`rv-type${type === ty ? ' rv-type-on' : ''}`}
                aria-pressed={type === ty}
                disabled={used || !todo.types.includes(ty)}
                onClick={() => onType(ty)}
              >
                <ObjectIcon type={ty} size={24} />
                <span>{t(TYPE_TITLE[ty])}</span>
                {used && (
                  <span className="rv-star" aria-label={t('bonusStar')}>
                    ★
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}

      {todo && fallbackNote(t, todo) && <p className="rv-note">{fallbackNote(t, todo)}</p>}

      <SheetGrid
        cells={sheet.cells}
        marks={marks}
        ghost={type}
        activeRow={breakdown ? breakdown.avenue : null}
        onCell={todo ? onCell : undefined}
        label={t('sheetOf', { name: sheet.name })}
      />

      {view.bonusRound && (view.phase === 'building' || view.stage === 'bonus') && (
        <p className="rv-legend">
          <span>{t('bonusUsed')}:</span>
          {BASIC_TYPES.map((ty) => (
            <span
              key={ty}
              className={`rv-legend-item${sheet.usedBonus.includes(ty) ? ' rv-legend-used' : ''}`}
            >
              <ObjectIcon type={ty} size={18} />
              {t(TYPE_WORD[ty])}
              {sheet.usedBonus.includes(ty) ? ' ★' : ''}
            </span>
          ))}
        </p>
      )}

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
        const types = s.neighbours
          .map((n) => sheet.cells[n.row][n.col - 1])
          .filter((x): x is BasicType => !!x && x !== 'square');
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

function SheetActions({
  view,
  sheet,
  act,
  onNext,
  t,
}: {
  view: View;
  sheet: SheetView;
  act: Act;
  onNext(seat: number): void;
  t: RvT;
}) {
  const next = sheet.step === 'wait' ? sheet.nextToAct : null;
  return (
    <>
      {sheet.step === 'place' && <p className="rv-hint">{t('tapCell')}</p>}
      {sheet.step === 'confirm' && !sheet.confirmNeedsAvenue && <p className="rv-hint">{t('allPlaced')}</p>}
      <div className="rv-actions">
        {(sheet.step === 'place' || sheet.step === 'confirm') && (
          <button
            type="button"
            className="btn rv-undo"
            disabled={!sheet.canUndo}
            onClick={() => act({ type: 'undo', seat: sheet.seat })}
          >
            ↶ {t('undo')}
          </button>
        )}
        {sheet.step === 'confirm' && !sheet.confirmNeedsAvenue && (
          <button
            type="button"
            className="btn btn-primary btn-big rv-confirm"
            onClick={() => act({ type: 'done', seat: sheet.seat })}
            data-testid="rv-done"
          >
            {t('confirmSheet')}
          </button>
        )}
      </div>
      {sheet.step === 'wait' && next !== null && (
        <button
          type="button"
          className="btn btn-primary btn-big"
          onClick={() => onNext(next)}
          data-testid="rv-next-sheet"
        >
          {t('nextSheet', { name: view.seats[next].name })}
        </button>
      )}
      {sheet.step === 'wait' && next === null && <p className="rv-hint">{t('waitingOthers')}</p>}
    </>
  );
}

function TotalsEntry({ view, session, act }: { view: View; session: Seated; act: Act }) {
  const t = useRvT();
  const paper = view.seats.filter((s) => s.kind === 'paper' && s.toAct);
  const [values, setValues] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState<{ seat: number; total: number } | null>(null);
  const [bad, setBad] = useState<number | null>(null);
  if (paper.length === 0) return null;
  return (
    <section className="card rv-totals">
      <h2>{t('askEnterTotals')}</h2>
      {paper.map((s) => {
        const id = `rv-total-${s.seat}`;
        const raw = values[s.seat] ?? '';
        return (
          <form
            key={s.seat}
            className="rv-total-row"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(raw);
              if (raw.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_TOTAL) setBad(s.seat);
              else {
                setBad(null);
                setAsking({ seat: s.seat, total: n });
              }
            }}
          >
            <label htmlFor={id}>
              <SeatBadge seat={{ name: s.name, colour: session.seats[s.seat]?.colour ?? 0 }} size={24} />{' '}
              {t('enterTotal', { name: s.name })}
            </label>
            <div className="rv-total-input">
              <input
                id={id}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                value={raw}
                onChange={(e) =>
                  setValues({ ...values, [s.seat]: e.target.value.replace(/[^0-9]/g, '').slice(0, 3) })
                }
                aria-invalid={bad === s.seat}
                aria-describedby={bad === s.seat ? `${id}-err` : undefined}
              />
              <button type="submit" className="btn btn-primary">
                {t('enterTotalSave')}
              </button>
            </div>
            {bad === s.seat && (
              <p id={`${id}-err`} className="error-text">
                {t('enterTotalBad')}
              </p>
            )}
          </form>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        message={
          asking ? t('enterTotalConfirm', { total: asking.total, name: view.seats[asking.seat].name }) : ''
        }
        onConfirm={() => {
          if (asking) act({ type: 'enter-total', seat: asking.seat, total: asking.total });
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

function Results({
  view,
  session,
  t,
  rematch,
  exit,
}: {
  view: View;
  session: Seated;
  t: RvT;
  rematch: (() => void) | null;
  exit(): void;
}) {
  const [note, setNote] = useState<string | null>(null);
  const text = shareText(t, view);
  const share = async () => {
    const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
    try {
      if (typeof nav.share === 'function') {
        await nav.share({ title: t('shareHeading'), text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setNote(t('shared'));
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return;
      setNote(t('shareFailed'));
    }
  };
  if (!view.ranking || !view.totals) return null;
  const shared = sharedOf(session.config);
  return (
    <section className="card rv-results" data-testid="rv-results">
      <h2>{t('resultsTitle')}</h2>
      <ol className="rv-ranking">
        {places(view.ranking).map((row) =>
          row.seats.map((s) => (
            <li key={s} className={row.place === 1 ? 'rv-winner' : ''} data-place={row.place}>
              <span className="rv-place num">
                {row.tied ? t('placeTied', { n: row.place }) : t('place', { n: row.place })}
              </span>
              <SeatBadge
                seat={{ name: view.seats[s].name, colour: session.seats[s]?.colour ?? 0 }}
                size={28}
              />
              <span className="rv-rank-name">{view.seats[s].name}</span>
              <span className="rv-rank-total num">{view.totals![s]}</span>
            </li>
          )),
        )}
      </ol>
      {shared && <p className="muted rv-small">{t('multiOwnSeats')}</p>}
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={share}>
          {t('share')}
        </button>
        {rematch && (
          <button type="button" className="btn" onClick={rematch}>
            {t('rematch')}
          </button>
        )}
        <button type="button" className="btn" onClick={exit}>
          {t('home')}
        </button>
      </div>
      {!rematch && <p className="muted rv-small">{t('rematchShared')}</p>}
      {note && (
        <p role="status" className="rv-note">
          {note}
        </p>
      )}
      {note === t('shareFailed') && (
        <textarea className="rv-share-text" readOnly value={text} rows={view.seats.length + 1} />
      )}
    </section>
  );
}

export default RollingVillageScreen;
