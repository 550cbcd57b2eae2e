// The saved games that cannot be opened as they are: listed to download, deleted only after a
// confirmation.
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../kit/ui/ConfirmDialog';
import { useSessions } from '../../store/sessions';
import { DamagedGameItem } from './DamagedGameItem';

export function DamagedGamesList() {
  const t = useT();
  const damaged = useSessions((s) => s.damaged);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <>
      {damaged.length > 0 && (
        <ul className="saved-list saved-damaged-list">
          {damaged.map((d) => (
            <DamagedGameItem key={d.id} item={d} onDelete={() => setDeleting(d.id)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!deleting}
        message={t('deleteDamagedConfirm')}
        confirmLabel={t('delete')}
        danger
        onConfirm={() => {
          if (deleting) useSessions.getState().removeDamaged(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
