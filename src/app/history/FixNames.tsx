// Correcting a finished game's names (issue 23 item 8): a name typed wrong at the table ("Борис"
// for "Боря") is fixed here, in the history entry and in the saved game when it is still kept.
// A person's results follow the name (the history matches people by name), so a fixed name moves
// the game to the right person. An empty name or one name twice is refused and nothing changes.
import { useState } from 'react';
import type { FinishedGame } from '../../kit/history';
import { cleanName, nameKey } from '../../kit/validate';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import { FixNamesForm } from './FixNamesForm';
import { useHistoryT } from './strings';

/** Keeps the corrected names: in the history entry, and in the saved game when it is still kept. */
function keepNames(entry: FinishedGame, clean: readonly string[]): void {
  const seats = entry.seats.map((s, i) => ({ ...s, name: clean[i]! }));
  useHistory.getState().add([{ ...entry, seats }], true);
  // the saved game, when still kept, is read whole (only its summary is in memory) and rewritten
  const listed = useSessions.getState().sessions[entry.id];
  if (listed?.finished && listed.seats.length === seats.length)
    void useSessions
      .getState()
      .readSession(entry.id)
      .then(
        (session) =>
          session?.finished &&
          session.seats.length === seats.length &&
          useSessions
            .getState()
            .importSessions(
              [{ ...session, seats: session.seats.map((s, i) => ({ ...s, name: clean[i]! })) }],
              true,
            ),
        () => {},
      );
}

export function FixNames({ entry }: { entry: FinishedGame }) {
  const t = useHistoryT();
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<string[]>(() => entry.seats.map((s) => s.name));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!open)
    return (
      <div className="history-export">
        <button
          type="button"
          className="btn"
          onClick={() => (setOpen(true), setSaved(false), setNames(entry.seats.map((s) => s.name)))}
        >
          {t('fixNames')}
        </button>
        {saved && (
          <p className="muted" role="status">
            {t('namesSaved')}
          </p>
        )}
      </div>
    );
  const save = () => {
    const clean = names.map(cleanName);
    if (clean.some((n) => !n)) return setProblem(t('nameEmpty'));
    if (new Set(clean.map(nameKey)).size !== clean.length) return setProblem(t('nameTwice'));
    keepNames(entry, clean);
    setProblem(null);
    setOpen(false);
    setSaved(true);
  };
  return (
    <FixNamesForm
      names={names}
      onName={(seat, v) => setNames((old) => old.map((n, k) => (k === seat ? v : n)))}
      problem={problem}
      onSave={save}
      onCancel={() => (setOpen(false), setProblem(null))}
    />
  );
}
