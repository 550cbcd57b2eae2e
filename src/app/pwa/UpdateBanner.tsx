// What the update prompt shows, apart from the service worker registration (a Vite virtual
// module that exists only in a build), so component tests can render it. Nothing shows while
// a private screen (a hand, a role) is up; "Update" is the only thing that reloads.
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { usePrivacy } from '../../kit/privacy';

interface UpdateBannerProps {
  /** a new version is installed and waiting */
  needRefresh: boolean;
  /** the app has just been cached for offline use */
  offlineReady: boolean;
  /** the new version was activated from another tab and now controls this one */
  updatedElsewhere?: boolean;
  /** activates the waiting version and reloads */
  onUpdate(): void;
  /** reloads this tab into the version that now controls it */
  onReload?(): void;
}

export function UpdateBanner({
  needRefresh,
  offlineReady,
  updatedElsewhere,
  onUpdate,
  onReload,
}: UpdateBannerProps) {
  const t = useT();
  const privateOpen = usePrivacy((s) => s.count) > 0;
  const [laterChosen, setLaterChosen] = useState(false);
  if (privateOpen) return null;
  if (updatedElsewhere) {
    return (
      <div className="banner update-banner update-elsewhere" role="status">
        <p>{t('updatedElsewhere')}</p>
        <div className="btn-row">
          <button type="button" className="btn" onClick={onReload}>
            {t('reloadNow')}
          </button>
        </div>
      </div>
    );
  }
  if (needRefresh && !laterChosen) {
    return (
      <div className="banner update-banner" role="status">
        <p>{t('updateReady')}</p>
        <div className="btn-row">
          {/* plain .btn: styles/shell.css gives every button in a .banner the surface colour */}
          <button type="button" className="btn" onClick={onUpdate}>
            {t('updateNow')}
          </button>
          <button type="button" className="btn" onClick={() => setLaterChosen(true)}>
            {t('later')}
          </button>
        </div>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="banner offline-ready" role="status">
        <p>{t('offlineReady')}</p>
      </div>
    );
  }
  return null;
}
