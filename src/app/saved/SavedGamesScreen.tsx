// #/saved: every saved game, grouped by game and unfinished/finished, newest first, searchable
// by player name and rendered a page at a time; resume, delete (several at once), export
// (asking first when it would show secrets) and import. Damaged games are listed to download.
import { olderThan } from '../../store/summaries';
import { useMemo, useState, type ChangeEvent } from 'react';
import { findGame, GAME_IDS } from '../../games/registry';
import { type ShellKey, useLang, useT } from '../../i18n/useT';
import { findMode } from '../../kit/game';
import type { SessionSummary } from '../../store/summaries';
import { ConfirmDialog } from '../../kit/ui/ConfirmDialog';
import { ExportAskDialog } from './ExportAskDialog';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import { historyRead, keepResults } from './keepResults';
import { TopBar } from '../home/TopBar';
import { downloadText } from './download';
import { readSaveFile } from './readSaveFile';
import {
  SaveFileError,
  saveFileName,
  saveFileText,
  sessionEntry,
  type RejectedGame,
  type SaveFileContents,
} from './saveFile';
import { SavedGameItem } from './SavedGameItem';
import { DamagedGameItem } from './DamagedGameItem';
import { groupSaved, holdsSecrets } from './savedGroups';

/**
 * Games rendered per group before "show more": 5,000 saved games open at once, and what is
 * rendered (six groups of it) weighs no more than the summaries of all of them (issue 24 item 18).
 */
const PAGE = 15;
/** whether a game's log, in that mode, shows what players hide (a companion may not) */
const hiddenInfo = (gameId: string, mode?: string) => {
  const game = findGame(gameId);
  return !!(game && ((mode && findMode(game, mode)) || game).hiddenInfo);
};

type Notice = { kind: 'ok' | 'error' | 'busy'; text: string } | null;

export function SavedGamesScreen() {
  const t = useT();
  const lang = useLang();
  const sessions = useSessions((s) => s.sessions);
  const loaded = useSessions((s) => s.loaded);
  // the list is truthful only once the saved games were read (issue 24 item 7)
  const readFailed = useSessions((s) => s.readState === 'failed');
  const damaged = useSessions((s) => s.damaged);
  const broken = useSessions((s) => s.broken);
  const list = useMemo(() => Object.values(sessions).sort((a, b) => b.updatedAt - a.updatedAt), [sessions]);
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupSaved(list, query, GAME_IDS), [list, query]);
  const [shown, setShown] = useState<Record<string, number>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [deletingDamaged, setDeletingDamaged] = useState<string | null>(null);
  const [exportAsk, setExportAsk] = useState<{ what: string; items: SessionSummary[] } | null>(null);
  const [pending, setPending] = useState<SaveFileContents | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // issue 33 item 4: the file's games that could not come in, kept for download
  const [refused, setRefused] = useState<RejectedGame[]>([]);

  // the list holds summaries: the logs are read from storage a chunk at a time and written as
  // text, so an export of thousands of games never holds every log at once (issue 24 item 18)
  const writeExport = async (what: string, items: readonly SessionSummary[]) => {
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
  const exportSessions = (what: string, items: SessionSummary[]) =>
    items.some((s) => holdsSecrets(s, hiddenInfo))
      ? setExportAsk({ what, items })
      : void writeExport(what, items);
  const select = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const finishImport = async ({ sessions: items, history, rejected }: SaveFileContents, replace: boolean) => {
    // which results are new is said against the history read
    await historyRead();
    const result = useSessions.getState().importSessions(items, replace);
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

  /** A `part` parameter is itself a string key: the damaged part of a game, in words. */
  const localParams = (params: Record<string, string | number>) =>
    typeof params.part === 'string' ? { ...params, part: t(params.part as ShellKey) } : params;

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
      const reason =
        err instanceof SaveFileError ? t(err.code, localParams(err.params)) : t('importReadFailed');
      setNotice({ kind: 'error', text: t('importBad', { reason }) });
      return;
    }
    const existing = useSessions.getState().sessions;
    if (items.sessions.some((s) => existing[s.id])) {
      setNotice(null);
      setPending(items);
    } else await finishImport(items, false);
  };

  const clashing = pending ? pending.sessions.filter((s) => Object.hasOwn(sessions, s.id)) : [];
  const clashes = clashing.length;
  // issue 33 item 3: which copy is newer, by moves and then date
  const older = clashing.filter((s) => olderThan(s, sessions[s.id]!)).length;
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
        {refused.length > 0 && (
          <ul className="import-refused" data-testid="import-refused">
            {refused.map((r) => (
              <li key={r.n}>
                {t(r.code, localParams(r.params))}{' '}
                <button
                  type="button"
                  className="btn"
                  onClick={() => downloadText(saveFileName(`refused-game-${r.n}`, new Date()), r.text)}
                >
                  {t('download')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          type="search"
          className="saved-search"
          placeholder={t('savedSearch')}
          aria-label={t('savedSearch')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        {damaged.length > 0 && (
          <ul className="saved-list saved-damaged-list">
            {damaged.map((d) => (
              <DamagedGameItem key={d.id} item={d} onDelete={() => setDeletingDamaged(d.id)} />
            ))}
          </ul>
        )}
        {readFailed && (
          <div className="notice notice-error" role="alert">
            <p>
              <span aria-hidden="true">⚠ </span>
              {t(list.length ? 'savedPartly' : 'savedNotRead')}
            </p>
            <button type="button" className="btn" onClick={() => void useSessions.getState().retryLoad()}>
              {t('retry')}
            </button>
          </div>
        )}
        {!loaded ? (
          <p>{t('loading')}</p>
        ) : readFailed && list.length === 0 ? null : list.length === 0 ? (
          <p className="muted">{t('noSaved')}</p>
        ) : (
          groups.map((g) => (
            <section
              key={g.key}
              className="saved-group"
              aria-label={`${findGame(g.gameId)?.title[lang] ?? g.gameId}: ${t(g.finished ? 'finished' : 'unfinished')}`}
            >
              <h2 className="saved-group-title">
                {findGame(g.gameId)?.title[lang] ?? g.gameId} · {t(g.finished ? 'finished' : 'unfinished')}
              </h2>
              <ul className="saved-list">
                {g.sessions.slice(0, shown[g.key] ?? PAGE).map((s) => (
                  <SavedGameItem
                    key={s.id}
                    session={s}
                    secrets={holdsSecrets(s, hiddenInfo)}
                    broken={!!broken[s.id]}
                    selected={selected.has(s.id)}
                    onSelect={(on) => select(s.id, on)}
                    onExport={() => exportSessions(s.gameId, [s])}
                    onDelete={() => setDeleting([s.id])}
                  />
                ))}
              </ul>
              {g.sessions.length > (shown[g.key] ?? PAGE) && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => setShown((m) => ({ ...m, [g.key]: (m[g.key] ?? PAGE) + PAGE * 4 }))}
                >
                  {t('showMore')}
                </button>
              )}
            </section>
          ))
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
        {selected.size > 0 && (
          <button type="button" className="btn btn-danger" onClick={() => setDeleting([...selected])}>
            {t('deleteSelected', { count: selected.size })}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={!!deleting}
        message={
          deleting && deleting.length > 1
            ? t('deleteManyConfirm', { count: deleting.length })
            : t('deleteConfirm')
        }
        confirmLabel={t('delete')}
        danger
        onConfirm={() => {
          // a finished game keeps its result in the player history (its log summarised first if need be)
          const ids = deleting;
          const kept = ids && keepResults(ids);
          if (kept) void kept.then(() => useSessions.getState().removeMany(ids));
          else if (ids) useSessions.getState().removeMany(ids);
          setSelected(new Set());
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={!!deletingDamaged}
        message={t('deleteDamagedConfirm')}
        confirmLabel={t('delete')}
        danger
        onConfirm={() => {
          if (deletingDamaged) useSessions.getState().removeDamaged(deletingDamaged);
          setDeletingDamaged(null);
        }}
        onCancel={() => setDeletingDamaged(null)}
      />
      <ExportAskDialog
        open={!!exportAsk}
        hasFinished={!!exportAsk?.items.some((s) => s.finished)}
        onAll={() => {
          if (exportAsk) void writeExport(exportAsk.what, exportAsk.items);
          setExportAsk(null);
        }}
        onFinished={() => {
          const done = (exportAsk?.items ?? []).filter((s) => s.finished);
          if (done.length) void writeExport('saves', done);
          setExportAsk(null);
        }}
        onCancel={() => setExportAsk(null)}
      />
      <ConfirmDialog
        open={!!pending}
        message={t('importReplaceAsk', { count: clashes, older, newer: clashes - older })}
        confirmLabel={t('replace')}
        cancelLabel={t('keepMine')}
        onConfirm={() => void (pending && finishImport(pending, true))}
        onCancel={() => void (pending && finishImport(pending, false))}
      />
    </div>
  );
}
