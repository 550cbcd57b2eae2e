// One group of the saved games (a game, unfinished or finished), newest first, a page at a time.
import { memo } from 'react';
import { findGame } from '../../games/registry';
import { useLang, useT } from '../../i18n/useT';
import type { SessionSummary } from '../../store/summaries';
import { showsSecrets } from './gameSecrets';
import { SavedGameItem } from './SavedGameItem';

/** What a person can do with a listed game. */
export interface ListActions {
  selected: ReadonlySet<string>;
  broken: Readonly<Record<string, unknown>>;
  onSelect(id: string, on: boolean): void;
  onExport(s: SessionSummary): void;
  onDelete(id: string): void;
}

/** Memoised: rendered again only when its own games, page or actions change. */
export const SavedGameGroup = memo(function SavedGameGroup({
  groupKey,
  gameId,
  finished,
  sessions,
  shown,
  onMore,
  actions,
}: {
  /** the group's key, handed to onMore */
  groupKey: string;
  gameId: string;
  finished: boolean;
  sessions: readonly SessionSummary[];
  /** how many of its games are rendered (none yet: the group is rendered after the first) */
  shown: number;
  /** more of the group's games, after the `shown` rendered now */
  onMore(groupKey: string, shown: number): void;
  actions: ListActions;
}) {
  const t = useT();
  const lang = useLang();
  const title = `${findGame(gameId)?.title[lang] ?? gameId}`;
  const status = t(finished ? 'finished' : 'unfinished');
  return (
    <section className="saved-group" aria-label={`${title}: ${status}`}>
      <h2 className="saved-group-title">
        {title} · {status}
      </h2>
      <ul className="saved-list">
        {sessions.slice(0, shown).map((s) => (
          <SavedGameItem
            key={s.id}
            session={s}
            secrets={showsSecrets(s)}
            broken={!!actions.broken[s.id]}
            selected={actions.selected.has(s.id)}
            onSelect={(on) => actions.onSelect(s.id, on)}
            onExport={() => actions.onExport(s)}
            onDelete={() => actions.onDelete(s.id)}
          />
        ))}
      </ul>
      {shown > 0 && sessions.length > shown && (
        <button type="button" className="btn" onClick={() => onMore(groupKey, shown)}>
          {t('showMore')}
        </button>
      )}
    </section>
  );
});
