// Exporting saved games: asked first when the file would show secrets (ExportAskDialog). The list
// holds summaries: the logs are read from storage a chunk at a time and written as text, so an
// export of thousands of games never holds every log at once (issue 24 item 18).
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import type { SessionSummary } from '../../store/summaries';
import { downloadText } from './download';
import { showsSecrets } from './gameSecrets';
import { historyRead } from './keepResults';
import { saveFileName, saveFileText, sessionEntry } from './saveFile';
import type { Notice } from './SavedNotice';

type ExportAsk = { what: string; items: readonly SessionSummary[] } | null;

export function useSavedExport(setNotice: (n: Notice) => void) {
  const t = useT();
  const [ask, setAsk] = useState<ExportAsk>(null);
  const write = async (what: string, items: readonly SessionSummary[]) => {
    setNotice({ kind: 'busy', text: t('exporting') });
    const entries: string[] = [];
    try {
      await useSessions.getState().readSessions(
        items.map((s) => s.id),
        (chunk) => void entries.push(...chunk.map(sessionEntry)),
      );
    } catch {
      setNotice({ kind: 'error', text: t('exportFailed') });
      return;
    }
    // the player history goes into the export of every game
    if (what === 'saves') await historyRead();
    const history = useHistory.getState();
    const results = what === 'saves' && history.readState === 'ok' ? Object.values(history.games) : undefined;
    downloadText(saveFileName(what, new Date()), saveFileText(entries, results));
    setNotice({ kind: 'ok', text: t('exportDone', { count: entries.length }) });
  };
  return {
    ask,
    /** exports these games (`what` names the file), asking first when they hold secrets */
    exportGames: (what: string, items: readonly SessionSummary[]) =>
      items.some(showsSecrets) ? setAsk({ what, items }) : void write(what, items),
    /** the ask's answers: everything, the finished games only, or nothing */
    all: () => {
      if (ask) void write(ask.what, ask.items);
      setAsk(null);
    },
    finishedOnly: () => {
      const done = (ask?.items ?? []).filter((s) => s.finished);
      if (done.length) void write('saves', done);
      setAsk(null);
    },
    cancel: () => setAsk(null),
  };
}
