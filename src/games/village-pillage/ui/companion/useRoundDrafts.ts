// The cards entered so far in a round, kept as drafts until Resolve: they survive a reload (issue 29
// item 5: they are public, on the table); after a round is taken back its cards are offered again,
// to fix what was wrong (item 3).
import { useState } from 'react';
import type { CompanionView, Entry } from '../../rules/companion/types';
import { readDrafts, retakeDrafts, writeDrafts } from './draftStore';

export function useRoundDrafts(
  table: CompanionView,
  viewFor: (seat: number) => CompanionView,
  sessionId: string,
  undone: number,
) {
  const [drafts, setDraftsNow] = useState<(Entry | null)[]>(() => {
    const choices = table.seats.map((_, i) => viewFor(i).entry);
    return (
      readDrafts(sessionId, table.round, undone, choices) ??
      retakeDrafts(table.retake, choices) ??
      choices.map(() => null)
    );
  });
  const setDrafts = (edit: (d: (Entry | null)[]) => (Entry | null)[]) => {
    const next = edit(drafts);
    writeDrafts(sessionId, table.round, undone, next);
    setDraftsNow(next);
  };
  return { drafts, setDrafts };
}
