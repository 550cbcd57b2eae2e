// The Rolling Village game screen: the shared dice on top (round, stage and what the roll
// asks for always in view), then the sheets of this phone (or the blank sheet in dice-only
// mode), and the primary action in the bottom bar. It renders the engine's table view only;
// every change goes through `dispatch`. A roll is one tap (issue 13 item 7): only the scoring
// roll of a game shared by code asks first (§13.3 etiquette), and the roll button rests for a
// moment after a roll so that a double tap cannot make two rolls.
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useFocusRescue } from '../../../kit/ui/useFocusRescue';
import type { Action } from '../rules';
import { DiceTray } from './DiceTray';
import { CodeDisplay, RollHistory, RvModal } from './Parts';
import { announceRoll, optionsWords, rollAsk, stageKey, trayRoll } from './present';
import { RoundSummary } from './RoundSummary';
import { RvLogButton } from './RvLog';
import { SheetGrid } from './SheetGrid';
import { HelpDialog, ScoringLegend, type HelpTopic } from './SheetHelp';
import { useKeyedState } from './useKeyedState';
import { nextSheetHere, rollerHere, seatsHere } from './seatsHere';
import { ruleReason } from './ruleReasons';
import { useRvT } from './strings';
import { useLang } from '../../../i18n/useT';
import './rolling-village.css';
import type { RvScreenProps, Seated } from './screenTypes';
import { SheetActions } from './SheetActions';
import { SheetPanel } from './SheetPanel';
import { Results, SeatPicker, TotalsEntry } from './TablePanels';
import { LessonSpot } from '../../../kit/ui/Lesson';
import { RV_LESSONS } from '../lessons';

type Dialog = null | 'roll' | 'code' | 'history';

/** after a roll the roll button rests this long, so a double tap cannot roll twice */
const ROLL_REST_MS = 600;

/** where focus goes when the control that had it disappears: the next thing to do, else the round */
const FOCUS_TARGETS = [
  '.rv-cell:not([disabled])',
  '[data-testid=rv-done]',
  '.rv-avenues .btn-primary',
  '[data-testid=rv-next-sheet]',
  '[data-testid=rv-roll]',
  '.rv-round',
];

export function RollingVillageScreen({
  table,
  seats,
  config,
  sessionId,
  dispatch,
  exit,
  rematch,
}: RvScreenProps) {
  const t = useRvT();
  const lang = useLang();
  const view = table;
  const session: Seated = { seats, config };
  const shared = view.shared;
  const digital = view.sheets.map((s, i) => (s ? i : -1)).filter((i) => i >= 0);
  const diceOnly = digital.length === 0;
  // several phones (issue 14): this phone shows and fills only the sheets it plays
  const here = seatsHere(seats);
  const mine = digital.filter((i) => here.includes(i));
  const roller = rollerHere(view.actors, here);

  // the shown sheet stays put until someone picks another (or taps "next sheet"): the phone
  // is being passed around, so the screen never jumps to another sheet on its own
  const [seatChoice, setSeatChoice] = useState<number | null>(
    () => mine.find((i) => view.actors.includes(i)) ?? mine[0] ?? null,
  );
  const seat =
    seatChoice !== null && mine.includes(seatChoice)
      ? seatChoice
      : (mine.find((i) => view.actors.includes(i)) ?? mine[0] ?? null);
  const sheet = seat !== null ? view.sheets[seat] : null;

  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [help, setHelp] = useState<HelpTopic | null>(null);
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const id = setTimeout(() => setResting(false), ROLL_REST_MS);
    return () => clearTimeout(id);
  }, [resting]);
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
  const askExtra = ask && (diceOnly || view.phase === 'building' || view.phase === 'setup') ? ask.extra : [];
  const hasPaper = view.seats.some((s) => s.kind === 'paper');
  // §13.3: a shared game's scoring roll shows the avenue on every phone, so it asks first
  const askFirst = shared && view.due?.kind === 'scoring';
  const rollLabel = !view.due
    ? t('roll')
    : view.due.kind === 'setup'
      ? t('rollSetup')
      : view.due.kind === 'building'
        ? t('rollBuilding', { n: view.due.round })
        : t('rollScoring');

  const doRoll = () => {
    setDialog(null);
    if (resting || roller === null) return;
    if (act({ type: 'roll', seat: roller })) setResting(true);
  };

  const sheetBusy = !!sheet && sheet.step !== 'finished';
  const showBottom =
    !!view.due || (!view.due && sheetBusy) || (!sheet && view.phase !== 'over' && view.phase !== 'totals');
  const waiting = view.seats.filter((s) => s.kind === 'digital' && s.toAct).map((s) => s.name);
  const rootRef = useRef<HTMLDivElement>(null);
  // a first game's lessons (issue 34): the shown sheet's, else the table's, in one spot — on the
  // sheet, under its title, where the eyes are; without a sheet, at the top
  const lesson = (
    <LessonSpot
      lessons={RV_LESSONS}
      view={view}
      seat={sheet ? seat : null}
      seats={seats}
      moment={`${seat}:${rollCount}:${view.phase}:${sheet?.step ?? ''}:${sheet?.placed.length ?? 0}`}
      open
      withTable
    />
  );
  useFocusRescue(rootRef, FOCUS_TARGETS);

  return (
    <div
      ref={rootRef}
      className={`rv-screen${diceOnly ? ' rv-dice-only' : ''}`}
      data-phase={view.phase}
      data-testid="rv-screen"
    >
      {/* the tools scroll away with the page; the round, the dice and what they ask stay
          (issue 23 item 1: the whole header took about 230 px of a 360×640 screen) */}
      <div className="rv-toolbar">
        <button type="button" className="btn rv-icon-btn" onClick={exit} aria-label={t('exit')}>
          <span aria-hidden="true">←</span>
        </button>
        <RvLogButton view={view} seats={seats} />
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
      <header className="rv-status">
        <div className="rv-status-top">
          <h1 className="rv-round" data-testid="rv-round" tabIndex={-1}>
            <strong>{view.round === 0 ? t('setupRound') : t('round', { n: view.round })}</strong>
            {view.round > 0 && (
              <span className={`rv-stage rv-stage-${view.stage}`}>{t(stageKey(view.stage))}</span>
            )}
          </h1>
        </div>
        {/* after the game the last roll asks nothing: the header keeps only the round (issue 23) */}
        {view.phase !== 'over' && (
          <div className="rv-status-roll" data-lesson-target="dice">
            <DiceTray roll={tray} rollCount={rollCount} size={diceOnly ? 'big' : 'compact'} />
            <div className="rv-ask" data-testid="rv-ask">
              {tray && tray.round !== view.round && tray.kind !== 'setup' && (
                <p className="rv-ask-prev muted">{t('roundShort', { n: tray.round })}</p>
              )}
              {ask && <p className="rv-ask-main">{ask.main}</p>}
              {askExtra.map((x) => (
                <p key={x} className="rv-ask-extra">
                  {x}
                </p>
              ))}
            </div>
          </div>
        )}
      </header>
      {/* on a short screen the roll's details leave the sticky header for the top of the page */}
      {askExtra.length > 0 && (
        <div className="rv-ask-more">
          {askExtra.map((x) => (
            <p key={x}>{x}</p>
          ))}
        </div>
      )}

      <LiveRegion message={announcement} />

      <div className="rv-body">
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}

        {view.phase === 'over' && (
          <Results
            view={view}
            session={session}
            t={t}
            rematch={shared ? null : rematch}
            noRematchNote={t(shared ? 'rematchShared' : 'rematchPhones')}
            exit={exit}
          />
        )}

        {view.phase === 'totals' && (
          <TotalsEntry view={view} session={session} here={here} act={act} sessionId={sessionId} />
        )}

        {!sheet && lesson}

        {view.roundSummary && <RoundSummary summary={view.roundSummary} t={t} />}

        {!diceOnly && view.phase !== 'over' && (
          <SeatPicker view={view} session={session} only={mine} seat={seat} onPick={setSeatChoice} t={t} />
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
            onHelp={setHelp}
            t={t}
            lesson={lesson}
          />
        )}

        {diceOnly && ask && ask.reminders.length > 0 && view.phase !== 'over' && view.phase !== 'totals' && (
          <ul className="rv-reminders" data-testid="rv-reminders">
            {ask.reminders.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        )}

        {diceOnly && view.phase !== 'over' && view.phase !== 'totals' && (
          <section className="card rv-blank" aria-label={t('blankSheet')}>
            <h2>{t('blankSheet')}</h2>
            <SheetGrid
              cells={null}
              label={t('blankSheet')}
              activeRow={tray?.avenue ?? null}
              onAvenue={(row) => setHelp({ kind: 'avenue', row })}
            />
            <ScoringLegend usedBonus={[]} onHelp={setHelp} t={t} />
            <p className="muted rv-small">{t('blankSheetHint')}</p>
          </section>
        )}
      </div>

      {showBottom && (
        <div className="bottom-bar rv-bottom">
          {view.due && roller !== null && (
            <>
              {!diceOnly && view.due.kind === 'scoring' && waiting.length === 0 && (
                <p className="rv-hint">{t('askRollNow')}</p>
              )}
              {hasPaper && view.due.kind === 'scoring' && <p className="rv-hint">{t('rollWhenDrawn')}</p>}
              <button
                type="button"
                className="btn btn-primary btn-big"
                onClick={() => (askFirst ? setDialog('roll') : doRoll())}
                disabled={resting}
                data-testid="rv-roll"
              >
                {rollLabel}
              </button>
            </>
          )}
          {!view.due && sheet && seat !== null && (
            <SheetActions
              view={view}
              sheet={{ ...sheet, nextToAct: nextSheetHere(view, seat, here) }}
              act={act}
              onNext={setSeatChoice}
              t={t}
            />
          )}
          {!view.due && !sheet && view.phase !== 'over' && view.phase !== 'totals' && waiting.length > 0 && (
            <p className="rv-hint">{t('askWaitSheets', { names: waiting.join(', ') })}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={dialog === 'roll'}
        message={t('rollConfirmScoringShared')}
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
      <HelpDialog topic={help} onClose={() => setHelp(null)} t={t} />
    </div>
  );
}

export default RollingVillageScreen;
