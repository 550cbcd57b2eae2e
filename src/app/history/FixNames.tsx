// Correcting a finished game's names (issue 23 item 8): a name typed wrong at the table ("Борис"
// for "Боря") is fixed here, in the history entry and in the saved game when it is still kept.
// A person's results follow the name (the history matches people by name), so a fixed name moves
// the game to the right person. An empty name or one name twice is refused and nothing changes.
import { useState } from 'react';
import type { FinishedGame } from '../../kit/history';
import { cleanName, NAME_MAX, nameKey } from '../../kit/validate';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import { useHistoryT } from './strings';

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
    setProblem(null);
    setOpen(false);
    setSaved(true);
  };
  return (
    <form
      className="card history-fix-names"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h3>{t('fixNames')}</h3>
      <p className="muted">{t('fixNamesHint')}</p>
      {names.map((name, i) => (
        <label key={i} className="history-fix-name">
          <span>{t('nameOfSeat', { n: i + 1 })}</span>
          <input
            type="text"
            value={name}
            maxLength={NAME_MAX}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setNames((old) => old.map((n, k) => (k === i ? v : n)));
            }}
          />
        </label>
      ))}
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="btn-row">
        <button type="button" className="btn" onClick={() => (setOpen(false), setProblem(null))}>
          {t('cancelFix')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('saveNames')}
        </button>
      </div>
    </form>
  );
}
