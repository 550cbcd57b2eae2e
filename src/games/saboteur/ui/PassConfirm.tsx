// "Pass with these cards?": asked before a pass discards the cards ticked (or the one chosen).
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import type { View } from '../rules/types';
import { useSabT } from './strings';
import { passIds, type TurnChoice } from './turnChoice';

export function PassConfirm({
  open,
  view,
  choice,
  onPass,
  onCancel,
}: {
  open: boolean;
  view: View;
  choice: TurnChoice;
  onPass(): void;
  onCancel(): void;
}) {
  const t = useSabT();
  return (
    <ConfirmDialog
      open={open}
      message={t('confirmPass', { count: passIds(view, choice).length })}
      confirmLabel={t('passMany', { count: passIds(view, choice).length })}
      onConfirm={onPass}
      onCancel={onCancel}
    />
  );
}
