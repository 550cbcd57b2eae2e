// The saved games' tools at the bottom: import a file, export every game, delete the selected ones.
import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/useT';

export function SavedTools({
  onFile,
  canExport,
  onExportAll,
  selectedCount,
  onDeleteSelected,
}: {
  onFile(e: ChangeEvent<HTMLInputElement>): void;
  canExport: boolean;
  onExportAll(): void;
  selectedCount: number;
  onDeleteSelected(): void;
}) {
  const t = useT();
  return (
    <div className="bottom-bar saved-tools">
      <label className="btn btn-primary file-button">
        <input type="file" accept=".json,application/json" className="visually-hidden" onChange={onFile} />
        <span>{t('importFile')}</span>
      </label>
      <button type="button" className="btn" disabled={!canExport} onClick={onExportAll}>
        {t('exportAll')}
      </button>
      {selectedCount > 0 && (
        <button type="button" className="btn btn-danger" onClick={onDeleteSelected}>
          {t('deleteSelected', { count: selectedCount })}
        </button>
      )}
    </div>
  );
}
