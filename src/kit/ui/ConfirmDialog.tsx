// One clear question before something that cannot be undone.
import type { ReactNode } from 'react';
import { useFreshPress } from './freshPress';
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
  /**
   * The confirm answers only a fresh press after a short dwell (issue 29), for a question that
   * opens under the finger that asked it (a target in a list): a double tap never answers it.
   */
  freshPress?: boolean;
}

function ConfirmButton(props: { className: string; guard: boolean; onConfirm(): void; children: ReactNode }) {
  const press = useFreshPress();
  const answer = props.guard ? press.button(props.onConfirm) : { onClick: props.onConfirm };
  return (
    <button type="button" className={props.className} {...answer} autoFocus>
      {props.children}
    </button>
  );
}

export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
  freshPress = false,
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
            <ConfirmButton
              className={danger ? 'btn btn-danger' : 'btn btn-primary'}
              guard={freshPress}
              onConfirm={onConfirm}
            >
              {confirmLabel ?? t('confirm')}
            </ConfirmButton>
          </div>
        </>
      )}
    </dialog>
  );
}
