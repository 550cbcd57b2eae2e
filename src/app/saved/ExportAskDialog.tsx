// The ask before exporting games that hold secrets (issue 15 fault 3, issue 23 item 4): the file
// shows every hand and plan of its unfinished games. It says so, says how the file carries a
// game in progress to another phone, and offers the export of everything (with the hands), the
// finished games only when there are some, or nothing.
import { useT } from '../../i18n/useT';
import { useModalDialog } from '../../kit/ui/useModalDialog';

export function ExportAskDialog({
  open,
  hasFinished,
  onAll,
  onFinished,
  onCancel,
}: {
  open: boolean;
  /** whether "finished games only" would export anything */
  hasFinished: boolean;
  onAll(): void;
  onFinished(): void;
  onCancel(): void;
}) {
  const t = useT();
  const ref = useModalDialog(open);
  const message = t('exportSecretsAsk');
  return (
    <dialog
      ref={ref}
      className="dialog"
      onCancel={(e) => (e.preventDefault(), onCancel())}
      aria-label={message}
    >
      {open && (
        <>
          <p className="dialog-message">
            <span aria-hidden="true">⚠ </span>
            {message}
          </p>
          <p className="dialog-message">{t('exportMoveHow')}</p>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={onCancel} autoFocus>
              {t('cancel')}
            </button>
            {hasFinished && (
              <button type="button" className="btn" onClick={onFinished}>
                {t('exportFinishedOnly')}
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={onAll}>
              {t('exportWithSecrets')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
