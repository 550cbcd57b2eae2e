// One clear question before something that cannot be undone.
import { useModalDialog } from './useModalDialog';
import { useT } from '../../i18n/useT';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="dialog"
      onCancel={(e) => (e.preventDefault(), onCancel())}
      aria-label={message}
    >
      {open && (
        <>
          <p className="dialog-message">{message}</p>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={onCancel}>
              {cancelLabel ?? t('cancel')}
            </button>
            <button
              type="button"
              className={danger ? 'btn btn-danger' : 'btn btn-primary'}
              onClick={onConfirm}
              autoFocus
            >
              {confirmLabel ?? t('confirm')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
