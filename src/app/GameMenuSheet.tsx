// The game menu itself (GameMenu), an opaque modal dialog: the game's title, that it is saved,
// and Rules, Home (or the guest's way out) and back to the game.
import { useT } from '../i18n/useT';
import { useModalDialog } from '../kit/ui/useModalDialog';

export function GameMenuSheet({
  title,
  note,
  homeLabel,
  onRules,
  onHome,
  close,
}: {
  title: string;
  note?: string;
  homeLabel?: string;
  onRules(): void;
  onHome(): void;
  close(): void;
}) {
  const t = useT();
  const menu = useModalDialog(true);
  return (
    <dialog
      ref={menu}
      className="dialog game-menu"
      aria-labelledby="game-menu-title"
      onCancel={(e) => (e.preventDefault(), close())}
    >
      <div className="game-menu-sheet">
        <h2 id="game-menu-title">{title}</h2>
        <p className="muted">{note ?? t('menuSaved')}</p>
        <button type="button" className="btn btn-big" onClick={onRules}>
          {t('rules')}
        </button>
        <button type="button" className="btn btn-big" onClick={onHome}>
          {homeLabel ?? t('home')}
        </button>
        <button type="button" className="btn btn-primary btn-big" onClick={close} autoFocus>
          {t('backToGame')}
        </button>
      </div>
    </dialog>
  );
}
