// The ask before saved games are deleted (one, or the selected ones). A finished game keeps its
// result in the player history, its log summarised first if need be.
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../kit/ui/ConfirmDialog';
import { useSessions } from '../../store/sessions';
import { keepResults } from './keepResults';

export function DeleteAsk({ ids, onDone }: { ids: string[] | null; onDone(deleted: boolean): void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={!!ids}
      message={ids && ids.length > 1 ? t('deleteManyConfirm', { count: ids.length }) : t('deleteConfirm')}
      confirmLabel={t('delete')}
      danger
      onConfirm={() => {
        const kept = ids && keepResults(ids);
        if (kept) void kept.then(() => useSessions.getState().removeMany(ids));
        else if (ids) useSessions.getState().removeMany(ids);
        onDone(true);
      }}
      onCancel={() => onDone(false)}
    />
  );
}
