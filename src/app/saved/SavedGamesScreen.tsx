// #/saved: every saved game, newest first; resume, delete, export and import.
import { useMemo, useState, type ChangeEvent } from 'react';
import { type ShellKey, useLang, useT } from '../../i18n/useT';
import type { Session } from '../../kit/session';
import { ConfirmDialog } from '../../kit/ui/ConfirmDialog';
import { useSessions } from '../../store/sessions';
import { TopBar } from '../home/TopBar';
import { downloadText } from './download';
import { readSaveFile } from './readSaveFile';
import { SaveFileError, saveFileName, serializeSaves } from './saveFile';
import { SavedGameItem } from './SavedGameItem';

type Notice = { kind: 'ok' | 'error' | 'busy'; text: string } | null;

export function SavedGamesScreen() {
  const t = useT();
  const lang = useLang();
  const sessions = useSessions((s) => s.sessions);
  const loaded = useSessions((s) => s.loaded);
  const list = useMemo(() => Object.values(sessions).sort((a, b) => b.updatedAt - a.updatedAt), [sessions]);
  const [deleting, setDeleting] = useState<Session | null>(null);
  const [pending, setPending] = useState<Session[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const exportSessions = (what: string, items: Session[]) =>
    downloadText(saveFileName(what, new Date()), serializeSaves(items));

  const finishImport = (items: Session[], replace: boolean) => {
    const result = useSessions.getState().importSessions(items, replace);
    setPending(null);
    setNotice({ kind: 'ok', text: t('importDone', result) });
  };

  /** A `part` parameter is itself a string key: the damaged part of a game, in words. */
  const localParams = (params: Record<string, string | number>) =>
    typeof params.part === 'string' ? { ...params, part: t(params.part as ShellKey) } : params;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setNotice({ kind: 'busy', text: t('importing') });
    let items: Session[];
    try {
      items = await readSaveFile(file, lang);
    } catch (err) {
      const reason =
        err instanceof SaveFileError ? t(err.code, localParams(err.params)) : t('importReadFailed');
      setNotice({ kind: 'error', text: t('importBad', { reason }) });
      return;
    }
    const existing = useSessions.getState().sessions;
    if (items.some((s) => existing[s.id])) {
      setNotice(null);
      setPending(items);
    } else finishImport(items, false);
  };

  const clashes = pending ? pending.filter((s) => sessions[s.id]).length : 0;
  return (
    <div className="screen">
      <TopBar title={t('savedGames')} />
      <div className="page saved">
        {notice && (
          <p
            className={notice.kind === 'error' ? 'notice notice-error' : 'notice'}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            <span aria-hidden="true">
              {notice.kind === 'error' ? '⚠ ' : notice.kind === 'ok' ? '✓ ' : ''}
            </span>
            {notice.text}
          </p>
        )}
        {!loaded ? (
          <p>{t('loading')}</p>
        ) : list.length === 0 ? (
          <p className="muted">{t('noSaved')}</p>
        ) : (
          <ul className="saved-list">
            {list.map((s) => (
              <SavedGameItem
                key={s.id}
                session={s}
                onExport={() => exportSessions(s.gameId, [s])}
                onDelete={() => setDeleting(s)}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="bottom-bar saved-tools">
        <label className="btn btn-primary file-button">
          <input
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            onChange={(e) => void onFile(e)}
          />
          <span>{t('importFile')}</span>
        </label>
        <button
          type="button"
          className="btn"
          disabled={list.length === 0}
          onClick={() => exportSessions('saves', list)}
        >
          {t('exportAll')}
        </button>
      </div>
      <ConfirmDialog
        open={!!deleting}
        message={t('deleteConfirm')}
        confirmLabel={t('delete')}
        danger
        onConfirm={() => {
          if (deleting) useSessions.getState().remove(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={!!pending}
        message={t('importReplaceAsk', { count: clashes })}
        confirmLabel={t('replace')}
        cancelLabel={t('keepMine')}
        onConfirm={() => pending && finishImport(pending, true)}
        onCancel={() => pending && finishImport(pending, false)}
      />
    </div>
  );
}
