// Help on any card: its name, picture and full effect in a modal dialog. A card that does
// nothing else on a tap opens it with a tap; a card whose tap already acts (picking a hand card)
// opens it with a long press, a right click or the context-menu key (Shift+F10), so the tap keeps
// its meaning. Escape and the Close button close it, and focus goes back to the card.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { vibrate } from '../feedback';
import { useModalDialog } from './useModalDialog';

export interface CardHelpContent {
  /** the card's name, the dialog's title */
  name: string;
  /** the card drawn as in the game */
  picture: ReactNode;
  /** the full effect, one paragraph per entry */
  effect: readonly string[];
  /** a short line under the title (kind of card, how many in the deck) */
  note?: string;
}

function CardHelpDialog({ help, onClose }: { help: CardHelpContent | null; onClose(): void }) {
  // in the DOM only while open: a screen's other dialogs (a confirm) stay the first ones found
  return help ? <OpenCardHelp help={help} onClose={onClose} /> : null;
}

function OpenCardHelp({ help, onClose }: { help: CardHelpContent; onClose(): void }) {
  const t = useT();
  const ref = useModalDialog(true);
  // the card that opened the dialog (focused when it rendered) gets focus back when it closes
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
  return (
    <dialog
      ref={ref}
      className="dialog card-help"
      aria-labelledby="card-help-title"
      onCancel={(e) => (e.preventDefault(), onClose())}
    >
      <h2 id="card-help-title" className="card-help-title">
        {help.name}
      </h2>
      {help.note && <p className="card-help-note">{help.note}</p>}
      <div className="card-help-picture" aria-hidden="true">
        {help.picture}
      </div>
      <div className="card-help-effect">
        {help.effect.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}

/**
 * One dialog per screen: `show(content)` opens it; `hold(content, tap)` gives the props of a card
 * whose tap does `tap` (a long press opens the help); render `dialog` once.
 */
export function useCardHelp(): {
  show(help: CardHelpContent): void;
  hold(help: CardHelpContent, onTap: () => void): HelpPressProps;
  dialog: ReactNode;
} {
  const [help, setHelp] = useState<CardHelpContent | null>(null);
  const close = useCallback(() => setHelp(null), []);
  const press = useHelpPress();
  return {
    show: setHelp,
    hold: (content, onTap) => press(() => setHelp(content), onTap),
    dialog: <CardHelpDialog help={help} onClose={close} />,
  };
}

export const LONG_PRESS_MS = 500;
const MOVE_TOLERANCE_PX = 10;
/** a context menu this soon after a long press opened the help is that same press */
const SAME_PRESS_MS = 1000;

export interface HelpPressProps {
  onClick(): void;
  onContextMenu(e: { preventDefault(): void }): void;
  onPointerDown(e: { button: number; clientX: number; clientY: number }): void;
  onPointerMove(e: { clientX: number; clientY: number }): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onPointerLeave(): void;
  'data-help-press': '';
}

/**
 * Props for a card whose tap already acts: `press(openHelp, tap)`. A long press (or a right
 * click, or the context-menu key) opens the help; the click that ends a long press is swallowed
 * so it does not also pick the card.
 */
export function useHelpPress(): (onHelp: () => void, onTap?: () => void) => HelpPressProps {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const down = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const firedAt = useRef(0);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  // one function for the component's life (it reads refs only): a memoised part given it stays put
  return useCallback<(onHelp: () => void, onTap?: () => void) => HelpPressProps>(
    (onHelp, onTap) => ({
      onClick: () => {
        if (fired.current) {
          fired.current = false;
          return;
        }
        onTap?.();
      },
      onContextMenu: (e) => {
        e.preventDefault();
        // Android fires this on a long press too: open once. A long press released over the
        // dialog ends with no click (nor pointerup) on the card to clear `fired`, so only a long
        // press just now counts as the same one.
        if (fired.current && Date.now() - firedAt.current < SAME_PRESS_MS) return;
        cancel();
        fired.current = !!down.current;
        firedAt.current = Date.now();
        onHelp();
      },
      onPointerDown: (e) => {
        // a right click is a press of its own: its context menu is not the last long press's
        if (e.button !== 0) {
          fired.current = false;
          return;
        }
        fired.current = false;
        down.current = { x: e.clientX, y: e.clientY };
        cancel();
        timer.current = setTimeout(() => {
          timer.current = null;
          fired.current = true;
          firedAt.current = Date.now();
          vibrate(15);
          onHelp();
        }, LONG_PRESS_MS);
      },
      onPointerMove: (e) => {
        const d = down.current;
        if (d && Math.hypot(e.clientX - d.x, e.clientY - d.y) > MOVE_TOLERANCE_PX) cancel();
      },
      onPointerUp: () => {
        down.current = null;
        cancel();
      },
      onPointerCancel: () => {
        down.current = null;
        cancel();
      },
      onPointerLeave: () => cancel(),
      'data-help-press': '',
    }),
    [cancel],
  );
}
