// Tells plainly when games are not being saved (storage unavailable, full, or a failed
// write, a read that never answered: with a retry), and offers data that could not be read
// and was kept aside for download. "Dismiss" only hides; deleting kept-aside data asks first.
import { useState } from 'react';
import { ConfirmDialog } from '../kit/ui/ConfirmDialog';
import { useSessions } from '../store/sessions';
import { useT, type ShellKey } from '../i18n/useT';
import { discardQuarantined } from '../store/persistence';
import { useStorageStatus, type QuarantinedItem, type StorageHealth } from '../store/storageStatus';
import { downloadText } from './saved/download';

const HEALTH_MESSAGE: Record<Exclude<StorageHealth, 'ok'>, ShellKey> = {
  unavailable: 'storageUnavailable',
  full: 'storageFull',
  failing: 'storageFailing',
  timeout: 'storageTimeout',
};

function whatKey(of: string): ShellKey {
  if (of === 'settings') return 'storageOfSettings';
  if (of === 'sessions') return 'storageOfSessions';
  return 'storageOfOther';
}

function QuarantineNotice({ item }: { item: QuarantinedItem }) {
  const t = useT();
  const [hidden, setHidden] = useState(false);
  const [asking, setAsking] = useState(false);
  if (hidden) return null;
  const fileName = `pocket-table-${item.of.replace(/[^\w-]/g, '') || 'data'}-unreadable.json`;
  return (
    <div className="banner" role="alert">
      <p>
        <span aria-hidden="true">⚠ </span>
        {t('storageQuarantined')} <span className="banner-detail">{t(whatKey(item.of))}</span>
      </p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={() => downloadText(fileName, item.text, 'text/plain')}>
          {t('download')}
        </button>
        <button type="button" className="btn" onClick={() => setHidden(true)}>
          {t('dismiss')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
          {t('deleteKeptAside')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        message={t('deleteKeptAsideConfirm')}
        confirmLabel={t('delete')}
        danger
        onConfirm={() => {
          setAsking(false);
          void discardQuarantined(item.key);
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

export function StorageBanner() {
  const t = useT();
  const health = useStorageStatus((s) => s.health);
  const quarantined = useStorageStatus((s) => s.quarantined);
  // saved games that could not be read are read again on a tap, whatever the fault was
  const readFailed = useSessions((s) => s.readState === 'failed');
  // a dismissed fault stays hidden until the storage reports a different one
  const [dismissed, setDismissed] = useState<StorageHealth | 'unread' | null>(null);
  // a later write that worked does not make the unread games readable: the banner stays
  const fault = health !== 'ok' ? health : readFailed ? 'unread' : null;
  if (fault === null && quarantined.length === 0) return null;
  return (
    <div className="storage-banners">
      {fault !== null && fault !== dismissed && (
        <div className="banner" role="alert">
          <p>
            <span aria-hidden="true">⚠ </span>
            {t(fault === 'unread' ? 'storageUnread' : HEALTH_MESSAGE[fault])}
          </p>
          <div className="btn-row">
            {(health === 'timeout' || readFailed) && (
              <button type="button" className="btn" onClick={() => void useSessions.getState().retryLoad()}>
                {t('retry')}
              </button>
            )}
            <button type="button" className="btn" onClick={() => setDismissed(fault)}>
              {t('dismiss')}
            </button>
          </div>
        </div>
      )}
      {quarantined.map((item) => (
        <QuarantineNotice key={item.key} item={item} />
      ))}
    </div>
  );
}
