// A tab left open across an update: its page still names the old build's chunks, which the new
// service worker no longer has, so opening a screen or a game it never loaded fails to import.
// Instead of the raw "TypeError: Failed to fetch dynamically imported module" (and a Retry that
// fetches the same missing file), it says a new version is installed and offers Reload
// (issue 24 item 9). In the first download: the error screen's own chunk may be missing too.
import { useT } from '../i18n/useT';

/** Whether an error is a chunk of this build that could not be fetched or read. */
export function isStaleChunkError(e: unknown): boolean {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return /dynamically imported module|Importing a module script failed|module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    text,
  );
}

export function StaleVersion() {
  const t = useT();
  return (
    <div className="page" role="alert">
      <p>{t('staleVersion')}</p>
      <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
        {t('reloadNow')}
      </button>
    </div>
  );
}
