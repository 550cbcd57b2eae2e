// Offers installing the app: the browser's own dialog where it has one (Chromium on
// Android and desktop), short Share → Add to Home Screen instructions on iPhone and iPad,
// and nothing when the app already runs installed.
import { useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/useT';
import { getInstallState, isIos, isStandalone, promptInstall, subscribeInstall } from './installPrompt';

export function InstallButton() {
  const t = useT();
  const install = useSyncExternalStore(subscribeInstall, getInstallState, getInstallState);
  const [standalone] = useState(isStandalone);
  const [ios] = useState(isIos);
  if (standalone || install.installed) return null;
  if (install.offer) {
    return (
      <button type="button" className="btn install-button" onClick={() => void promptInstall()}>
        <InstallGlyph />
        {t('install')}
      </button>
    );
  }
  if (ios) {
    return (
      <section className="card install-ios" aria-label={t('installTitle')}>
        <h2>{t('installTitle')}</h2>
        <p className="muted">{t('installIos')}</p>
      </section>
    );
  }
  return null;
}

/** A down-arrow into a tray; decorative, the button's text names the action. */
function InstallGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v11m0 0-4.5-4.5M12 14l4.5-4.5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
