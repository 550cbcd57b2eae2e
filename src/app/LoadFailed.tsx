// What every screen that loads a game's chunk shows when the chunk could not be read: the
// reason and a retry (the chunk is fetched again; nothing else is lost).
import { useT } from '../i18n/useT';

export function LoadFailed({ retry }: { retry(): void }) {
  const t = useT();
  return (
    <div className="page" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
