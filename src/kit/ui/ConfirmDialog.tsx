// One clear question before something that cannot be undone.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';

export interface ConfirmDialogProps {
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
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
