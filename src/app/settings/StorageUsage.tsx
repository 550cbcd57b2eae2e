// The storage section of settings: how much is stored and whether the browser keeps it.
import { useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/useT';

interface Usage {
  used: number;
  quota: number;
  persistent: boolean;
}

const EN_UNITS = ['B', 'KB', 'MB', 'GB'];
const UNITS: Record<string, string[]> = { ru: ['Б', 'КБ', 'МБ', 'ГБ'], en: EN_UNITS };

function formatBytes(lang: string, n: number): string {
  const units = UNITS[lang] ?? EN_UNITS;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${n.toLocaleString(lang, { maximumFractionDigits: 1 })} ${units[i]!}`; // i stops at the last unit
}

export function StorageUsage() {
  const t = useT();
  const lang = useLang();
  const [usage, setUsage] = useState<Usage | null>(null);
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.estimate) return;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)])
      .then(([e, persistent]) => {
        if (live) setUsage({ used: e.usage ?? 0, quota: e.quota ?? 0, persistent });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!usage) return null;
  return (
    <section className="settings-storage" aria-label={t('storageSection')}>
      <h2>{t('storageSection')}</h2>
      <p>
        {t('storageUsage', { used: formatBytes(lang, usage.used), quota: formatBytes(lang, usage.quota) })}
      </p>
      <p className="muted">{t(usage.persistent ? 'storagePersistent' : 'storageNotPersistent')}</p>
    </section>
  );
}
