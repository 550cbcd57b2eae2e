// What every screen that loads a game's chunk shows when the chunk could not be read: the
// reason and a retry (the chunk is fetched again; nothing else is lost).
import { useT } from '../i18n/useT';
import { StaleVersion } from './StaleVersion';

export function LoadFailed({ retry, stale = false }: { retry(): void; stale?: boolean }) {
  const t = useT();
  // a chunk of an older build that is gone: fetching it again cannot help, a reload does
  if (stale) return <StaleVersion />;
  return (
    <div className="page" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
