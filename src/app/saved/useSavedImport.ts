// Importing a saved-games file: read and checked (readSaveFile), asked about when some of its games
// are already here (ImportAskDialog), then put in; the games that could not come in are kept to
// list for download (issue 33 item 4).
import { useState, type ChangeEvent } from 'react';
import { useLang, useT } from '../../i18n/useT';
import { useHistory } from '../../store/history';
import { useSessions, type ImportClash } from '../../store/sessions';
import { useImportReason } from './importReason';
import { historyRead } from './keepResults';
import { readSaveFile } from './readSaveFile';
import { SaveFileError, type RejectedGame, type SaveFileContents } from './saveFile';
import type { Notice } from './SavedNotice';

export function useSavedImport(setNotice: (n: Notice) => void) {
  const t = useT();
  const lang = useLang();
  const reason = useImportReason();
  const [pending, setPending] = useState<SaveFileContents | null>(null);
  const [refused, setRefused] = useState<RejectedGame[]>([]);

  const finish = async ({ sessions: items, history, rejected }: SaveFileContents, clash: ImportClash) => {
    // which results are new is said against the history read
    await historyRead();
    const result = useSessions.getState().importSessions(items, clash);
    const known = useHistory.getState().games;
    const results = history.filter((g) => !known[g.id]).length;
    useHistory.getState().add(history, false);
    setPending(null);
    const text =
      t('importDone', result) +
      (results ? ` ${t('importHistoryDone', { count: results })}` : '') +
      (rejected.length ? ` ${t('importSomeRefused', { count: rejected.length })}` : '');
    setRefused(rejected);
    setNotice({ kind: 'ok', text });
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setNotice({ kind: 'busy', text: t('importing') });
    let items: SaveFileContents;
    try {
      items = await readSaveFile(file, lang);
    } catch (err) {
      const why = err instanceof SaveFileError ? reason(err.code, err.params) : t('importReadFailed');
      setNotice({ kind: 'error', text: t('importBad', { reason: why }) });
      return;
    }
    const existing = useSessions.getState().sessions;
    if (items.sessions.some((s) => existing[s.id])) {
      setNotice(null);
      setPending(items);
    } else await finish(items, false);
  };

  return {
    /** a file some of whose games are already here, waiting for the person's answer */
    pending,
    refused,
    onFile: (e: ChangeEvent<HTMLInputElement>) => void onFile(e),
    /** what to keep of the games already here (issue 33 item 3) */
    answer: (clash: ImportClash) => void (pending && finish(pending, clash)),
  };
}
