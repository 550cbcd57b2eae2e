// One round's entries (companion §3): each person in turn (two taps), then the review and Resolve,
// with the villages' counts below.
import { useState } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { EntryPick, EntryReview } from './Entry';
import { writeDrafts } from './draftStore';
import { RoundTools } from './RoundTools';
import { useRoundDrafts } from './useRoundDrafts';
import { Villages } from './Villages';

export function Round({
  table,
  viewFor,
  seats,
  sessionId,
  undone,
  act,
  onFix,
  onLog,
}: {
  table: CompanionView;
  viewFor(seat: number): CompanionView;
  seats: SeatInfo[];
  sessionId: string;
  undone: number;
  act(a: CompanionAction): boolean;
  onFix(): void;
  onLog(): void;
}) {
  const { drafts, setDrafts } = useRoundDrafts(table, viewFor, sessionId, undone);
  const [editing, setEditing] = useState<number | null>(null);
  const missing = table.seats.findIndex((s, i) => !s.entered && drafts[i] === null);
  const seat = editing ?? (missing >= 0 ? missing : null);
  const tools = (
    <RoundTools
      table={table}
      noDrafts={drafts.every((d) => d === null)}
      act={act}
      onFix={onFix}
      onLog={onLog}
    />
  );
  if (seat !== null) {
    const choice = viewFor(seat).entry;
    if (!choice) return null;
    return (
      <>
        {editing === null && tools}
        <EntryPick
          key={seat}
          table={table}
          choice={choice}
          seats={seats}
          onBack={editing !== null ? () => setEditing(null) : null}
          onDone={(entry) => {
            setDrafts((d) => d.map((e, i) => (i === seat ? entry : e)));
            setEditing(null);
          }}
        />
        <Villages table={table} seats={seats} />
      </>
    );
  }
  return (
    <>
      {tools}
      <EntryReview
        table={table}
        drafts={drafts}
        seats={seats}
        onEdit={setEditing}
        onResolve={() => {
          writeDrafts(sessionId, table.round, undone, []);
          drafts.forEach((e, i) => {
            if (e && !table.seats[i]!.entered) act({ type: 'enter', seat: i, ...e } as CompanionAction);
          });
        }}
      />
      <Villages table={table} seats={seats} />
    </>
  );
}
