// The saved games as a person finds them: a search by player name, the damaged games to download,
// a word when the saved games could not all be read, then the groups (a game, unfinished or
// finished), each rendered a page at a time.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GAME_IDS } from '../../games/registry';
import { useT } from '../../i18n/useT';
import { useSessions } from '../../store/sessions';
import type { SessionSummary } from '../../store/summaries';
import { DamagedGamesList } from './DamagedGamesList';
import { SavedGameGroup, type ListActions } from './SavedGameGroup';
import { groupSaved } from './savedGroups';

/**
 * Games rendered per group before "show more": 5,000 saved games open at once, and what is
 * rendered (six groups of it) weighs no more than the summaries of all of them (issue 24 item 18).
 */
const PAGE = 15;
/**
 * With more games than two pages, the groups after the first show this many until "show more":
 * a glance at each group, and a screen holding 40 games' rows instead of 90 (each row is about
 * 10 KB of the page's memory: issue 33 "Scale", heap).
 */
const LATER_PAGE = 5;

export function SavedGamesList({
  list,
  actions,
}: {
  list: readonly SessionSummary[];
  actions: Omit<ListActions, 'broken'>;
}) {
  const t = useT();
  const loaded = useSessions((s) => s.loaded);
  // the list is truthful only once the saved games were read (issue 24 item 7)
  const readFailed = useSessions((s) => s.readState === 'failed');
  const broken = useSessions((s) => s.broken);
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupSaved(list, query, GAME_IDS), [list, query]);
  const [shown, setShown] = useState<Record<string, number>>({});
  // the groups rendered already are not rendered again as the next one comes (SavedGameGroup is
  // memoised): each task renders one group's page, not every page so far (issue 33 "Scale")
  const onMore = useCallback(
    (key: string, now: number) => setShown((m) => ({ ...m, [key]: (m[key] ?? now) + PAGE * 4 })),
    [],
  );
  const groupActions = useMemo(() => ({ ...actions, broken }), [actions, broken]);
  // more games than two pages: the first group's page at once, then one group more a task, so
  // the screen shows before all of them are rendered and none is a long task (issue 33 "Scale")
  const many = list.length > PAGE * 2;
  const [ready, setReady] = useState(many ? 1 : Infinity);
  const firstPage = (i: number) => (many && i > 0 ? LATER_PAGE : PAGE);
  useEffect(() => {
    if (ready >= groups.length) return;
    const later = setTimeout(() => setReady((n) => n + 1), 0);
    return () => clearTimeout(later);
  }, [ready, groups.length]);
  return (
    <>
      <input
        type="search"
        className="saved-search"
        placeholder={t('savedSearch')}
        aria-label={t('savedSearch')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <DamagedGamesList />
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
        groups.map((g, i) => (
          <SavedGameGroup
            key={g.key}
            groupKey={g.key}
            gameId={g.gameId}
            finished={g.finished}
            sessions={g.sessions}
            shown={i < ready ? (shown[g.key] ?? firstPage(i)) : 0}
            onMore={onMore}
            actions={groupActions}
          />
        ))
      )}
    </>
  );
}
