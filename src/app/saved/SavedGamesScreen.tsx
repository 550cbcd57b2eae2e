// #/saved: every saved game, grouped by game and unfinished/finished, newest first, searchable
// by player name and rendered a page at a time; resume, delete (several at once), export
// (asking first when it would show secrets) and import. Damaged games are listed to download.
// Its parts, top to bottom: how the last import or export went (SavedNotice), the games a file
// could not bring in (RefusedGamesList), the list (SavedGamesList), the tools (SavedTools), and
// the asks: delete (DeleteAsk), export with secrets (ExportAskDialog), import over games already
// here (ImportAskDialog).
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/useT';
import { useSessions } from '../../store/sessions';
import { TopBar } from '../home/TopBar';
import { DeleteAsk } from './DeleteAsk';
import { ExportAskDialog } from './ExportAskDialog';
import { ImportAskDialog } from './ImportAskDialog';
import { RefusedGamesList } from './RefusedGamesList';
import { SavedGamesList } from './SavedGamesList';
import { SavedNotice, type Notice } from './SavedNotice';
import { SavedTools } from './SavedTools';
import { useSavedExport } from './useSavedExport';
import { useSavedImport } from './useSavedImport';

export function SavedGamesScreen() {
  const t = useT();
  const sessions = useSessions((s) => s.sessions);
  const list = useMemo(() => Object.values(sessions).sort((a, b) => b.updatedAt - a.updatedAt), [sessions]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const exporting = useSavedExport(setNotice);
  const importing = useSavedImport(setNotice);
  const select = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="screen">
      <TopBar title={t('savedGames')} />
      <div className="page saved">
        <SavedNotice notice={notice} />
        <RefusedGamesList refused={importing.refused} />
        <SavedGamesList
          list={list}
          actions={{
            selected,
            onSelect: select,
            onExport: (s) => exporting.exportGames(s.gameId, [s]),
            onDelete: (id) => setDeleting([id]),
          }}
        />
      </div>
      <SavedTools
        onFile={importing.onFile}
        canExport={list.length > 0}
        onExportAll={() => exporting.exportGames('saves', list)}
        selectedCount={selected.size}
        onDeleteSelected={() => setDeleting([...selected])}
      />
      <DeleteAsk
        ids={deleting}
        onDone={(deleted) => {
          if (deleted) setSelected(new Set());
          setDeleting(null);
        }}
      />
      <ExportAskDialog
        open={!!exporting.ask}
        hasFinished={!!exporting.ask?.items.some((s) => s.finished)}
        onAll={exporting.all}
        onFinished={exporting.finishedOnly}
        onCancel={exporting.cancel}
      />
      <ImportAskDialog
        pending={importing.pending?.sessions ?? null}
        here={sessions}
        onAnswer={importing.answer}
      />
    </div>
  );
}
