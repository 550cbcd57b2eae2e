// The ask when games of an imported file are already here (issue 33 item 3): for each of them
// (the first few, then how many more) both copies' moves and date, and which is newer (by moves,
// then date). The default keeps the newer of each; "Keep both" puts the file's copy beside the
// game here as a game of its own; "Keep mine" leaves the games here as they are.
import { findGame } from '../../games/registry';
import { type ShellKey, useLang, useT } from '../../i18n/useT';
import type { Session } from '../../kit/session';
import { useModalDialog } from '../../kit/ui/useModalDialog';
import type { ImportClash } from '../../store/sessions';
import { olderThan, type SessionSummary } from '../../store/summaries';
import { formatWhen } from '../home/formatDate';

/** Games named one by one in the ask; the rest are counted. */
const NAMED = 3;

/** Which copy is newer, by moves and then date. */
function newer(file: Session, here: SessionSummary): ShellKey {
  if (olderThan(file, here)) return 'importNewerHere';
  return file.actions.length > here.moves || file.updatedAt > here.updatedAt
    ? 'importNewerFile'
    : 'importNewerNone';
}

function ClashLine({ file, here }: { file: Session; here: SessionSummary }) {
  const t = useT();
  const lang = useLang();
  const copy = (moves: number, at: number) =>
    t('importCopy', { moves: t('movesCount', { count: moves }), date: formatWhen(lang, at) });
  return (
    <li>
      {t('importClashGame', {
        game: findGame(here.gameId)?.title[lang] ?? here.gameId,
        seats: here.seats.map((s) => s.name).join(', '),
        here: copy(here.moves, here.updatedAt),
        file: copy(file.actions.length, file.updatedAt),
        newer: t(newer(file, here)),
      })}
    </li>
  );
}

export function ImportAskDialog({
  pending,
  here,
  onAnswer,
}: {
  /** the file's games, when some of them are already here */
  pending: readonly Session[] | null;
  here: Readonly<Record<string, SessionSummary>>;
  onAnswer(clash: ImportClash): void;
}) {
  const t = useT();
  const ref = useModalDialog(!!pending);
  const clashing = pending ? pending.filter((s) => Object.hasOwn(here, s.id)) : [];
  const message = t('importClashAsk', { count: clashing.length });
  return (
    <dialog
      ref={ref}
      className="dialog"
      onCancel={(e) => (e.preventDefault(), onAnswer(false))}
      aria-label={message}
    >
      {pending && (
        <>
          <p className="dialog-message">{message}</p>
          <ul className="import-clashes">
            {clashing.slice(0, NAMED).map((s) => (
              <ClashLine key={s.id} file={s} here={here[s.id]!} />
            ))}
          </ul>
          {clashing.length > NAMED && <p>{t('importClashMore', { count: clashing.length - NAMED })}</p>}
          <p className="dialog-message muted">{t('importClashHow')}</p>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => onAnswer(false)}>
              {t('keepMine')}
            </button>
            <button type="button" className="btn" onClick={() => onAnswer('both')}>
              {t('keepBoth')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onAnswer(true)} autoFocus>
              {t('keepNewer')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
