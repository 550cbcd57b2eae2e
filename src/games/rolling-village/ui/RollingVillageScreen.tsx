// The Rolling Village game screen: the shared dice on top (round, stage and what the roll
// asks for always in view), then the sheets of this phone (or the blank sheet in dice-only
// mode), and the primary action in the bottom bar. It renders the engine's table view only;
// every change goes through `dispatch`. A roll is one tap (issue 13 item 7): only the scoring
// roll of a game shared by code asks first (§13.3 etiquette), and the roll button rests for a
// moment after a roll so that a double tap cannot make two rolls.
// Its parts: the sheets shown (useShownSheet), the tools (ScreenToolbar.tsx), the round and the
// roll (RoundStatus.tsx), the page (ScreenBody.tsx), the bottom bar (ScreenBottomBar.tsx), the rest
// after a roll (useRollRest) and the dialogs (ScreenDialogs.tsx).
import { useRef, useState } from 'react';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useFocusRescue } from '../../../kit/ui/useFocusRescue';
import type { RollView, View } from '../rules';
import { announceRoll, rollAsk, trayRoll, type RvT } from './present';
import { RoundStatus } from './RoundStatus';
import { ScreenBody } from './ScreenBody';
import { ScreenBottomBar } from './ScreenBottomBar';
import { ScreenDialogs, type Dialog } from './ScreenDialogs';
import { ScreenLesson } from './ScreenLesson';
import { ScreenToolbar } from './ScreenToolbar';
import type { RvScreenProps } from './screenTypes';
import type { HelpTopic } from './SheetHelp';
import { useRvT } from './strings';
import { useAct } from './useAct';
import { useRollRest } from './useRollRest';
import { useShownSheet } from './useShownSheet';
import './rolling-village.css';

/** where focus goes when the control that had it disappears: the next thing to do, else the round */
const FOCUS_TARGETS = [
  '.rv-cell:not([disabled])',
  '[data-testid=rv-done]',
  '.rv-avenues .btn-primary',
  '[data-testid=rv-next-sheet]',
  '[data-testid=rv-roll]',
  '.rv-round',
];

/**
 * The roll in the tray and what it asks, as the screen shows it: the ask, the sentence announced
 * for screen readers, and the extra lines shown (in dice-only mode, building and setup).
 */
function trayPrompt(
  t: RvT,
  view: View,
  diceOnly: boolean,
): {
  tray: RollView | null;
  ask: ReturnType<typeof rollAsk> | null;
  announcement: string;
  askExtra: string[];
} {
  const tray = trayRoll(view);
  const bonus = view.bonusRound && tray?.kind === 'building';
  const ask = tray ? rollAsk(t, tray, view.options, bonus) : null;
  const announcement = tray ? announceRoll(t, tray, view.options, bonus) : '';
  const askExtra = ask && (diceOnly || view.phase === 'building' || view.phase === 'setup') ? ask.extra : [];
  return { tray, ask, announcement, askExtra };
}

export function RollingVillageScreen({
  table: view,
  seats,
  config,
  sessionId,
  dispatch,
  exit,
  rematch,
}: RvScreenProps) {
  const t = useRvT();
  const sheets = useShownSheet(view, seats);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [help, setHelp] = useState<HelpTopic | null>(null);
  const { act, error } = useAct(dispatch);
  const { resting, roll } = useRollRest(sheets.roller, act);
  const doRoll = () => {
    setDialog(null);
    roll();
  };
  // §13.3: a shared game's scoring roll shows the avenue on every phone, so it asks first
  const askFirst = view.shared && view.due?.kind === 'scoring';
  const { tray, ask, announcement, askExtra } = trayPrompt(t, view, sheets.diceOnly);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusRescue(rootRef, FOCUS_TARGETS);

  return (
    <div
      ref={rootRef}
      className={`rv-screen${sheets.diceOnly ? ' rv-dice-only' : ''}`}
      data-phase={view.phase}
      data-testid="rv-screen"
    >
      {/* the tools scroll away with the page; the round, the dice and what they ask stay
          (issue 23 item 1: the whole header took about 230 px of a 360×640 screen) */}
      <ScreenToolbar view={view} seats={seats} exit={exit} onDialog={setDialog} t={t} />
      <RoundStatus view={view} tray={tray} ask={ask} askExtra={askExtra} diceOnly={sheets.diceOnly} t={t} />
      <LiveRegion message={announcement} />
      <ScreenBody
        view={view}
        session={{ seats, config }}
        sheets={sheets}
        error={error}
        act={act}
        onHelp={setHelp}
        lesson={<ScreenLesson view={view} seats={seats} seat={sheets.seat} />}
        tray={tray}
        reminders={ask?.reminders ?? []}
        sessionId={sessionId}
        exit={exit}
        rematch={rematch}
        t={t}
      />
      <ScreenBottomBar
        view={view}
        sheets={sheets}
        resting={resting}
        onRoll={() => (askFirst ? setDialog('roll') : doRoll())}
        act={act}
        t={t}
      />
      <ScreenDialogs
        view={view}
        dialog={dialog}
        help={help}
        onRoll={doRoll}
        onClose={() => setDialog(null)}
        onHelpClose={() => setHelp(null)}
        t={t}
      />
    </div>
  );
}

export default RollingVillageScreen;
