// Tells plainly when games are not being saved (storage unavailable, full, or a failed
// write), and offers data that could not be read and was kept aside for download.
import { useState } from 'react';
import { useT, type ShellKey } from '../i18n/useT';
import { discardQuarantined } from '../store/persistence';
import { useStorageStatus, type QuarantinedItem, type StorageHealth } from '../store/storageStatus';
import { downloadText } from './saved/download';

const HEALTH_MESSAGE: Record<Exclude<StorageHealth, 'ok'>, ShellKey> = {
  unavailable: 'storageUnavailable',
  full: 'storageFull',
  failing: 'storageFailing',
};

function whatKey(of: string): ShellKey {
  if (of === 'settings') return 'storageOfSettings';
  if (of === 'sessions') return 'storageOfSessions';
  return 'storageOfOther';
}

function QuarantineNotice({ item }: { item: QuarantinedItem }) {
  const t = useT();
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
        <button type="button" className="btn" onClick={() => void discardQuarantined(item.key)}>
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}

export function StorageBanner() {
  const t = useT();
  const health = useStorageStatus((s) => s.health);
  const quarantined = useStorageStatus((s) => s.quarantined);
  // a dismissed fault stays hidden until the storage reports a different one
  const [dismissed, setDismissed] = useState<StorageHealth | null>(null);
  if (health === 'ok' && quarantined.length === 0) return null;
  return (
    <div className="storage-banners">
      {health !== 'ok' && health !== dismissed && (
        <div className="banner" role="alert">
          <p>
            <span aria-hidden="true">⚠ </span>
            {t(HEALTH_MESSAGE[health])}
          </p>
          <button type="button" className="btn" onClick={() => setDismissed(health)}>
            {t('dismiss')}
          </button>
        </div>
      )}
      {quarantined.map((item) => (
        <QuarantineNotice key={item.key} item={item} />
      ))}
    </div>
  );
}
