// The Rolling Village game screen: the shared dice on top (round, stage and what the roll
// asks for always in view), then the sheets of this phone (or the blank sheet in dice-only
// mode), and the primary action in the bottom bar. It renders the engine's table view only;
// every change goes through `dispatch`.
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useFocusRescue } from '../../../kit/ui/useFocusRescue';
import { avenueForSum, type Action } from '../rules';
import { sharedOf } from '../rules/setup-config';
import { forgetDraftShared } from './draftShared';
import { DiceTray } from './DiceTray';
import { CodeDisplay, RollHistory, RvModal } from './Parts';
import { announceRoll, optionsWords, rollAsk, stageKey, trayRoll } from './present';
import { RvLogButton } from './RvLog';
import { SheetGrid } from './SheetGrid';
import { useKeyedState } from './useKeyedState';
import { ruleReason } from './ruleReasons';
import { useRvT } from './strings';
import { useLang } from '../../../i18n/useT';
import './rolling-village.css';
import type { RvScreenProps, Seated } from './screenTypes';
import { SheetActions, SheetPanel } from './SheetPanel';
import { Results, SeatPicker, TotalsEntry } from './TablePanels';

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

export default RollingVillageScreen;
