// What #/play/<id> says when the game is not in the list: the saved games could not be read
// (with Try again), the game is damaged (Saved games keeps it for download), or it is not saved
// on this phone (issue 24 items 1 and 7). Never "No saved games yet." when games exist. `unread`:
// the game is listed but its record could not be read when it was opened (issue 24 item 18).
import { useT } from '../i18n/useT';
import { useSessions } from '../store/sessions';
import { href } from './router';

export function GameMissing({
  sessionId,
  exit,
  unread = false,
}: {
  sessionId: string;
  exit: () => void;
  unread?: boolean;
}) {
  const t = useT();
  const readState = useSessions((s) => s.readState);
  const damaged = useSessions((s) => s.damaged.some((d) => d.id === sessionId));
  const notRead = unread || readState !== 'ok';
  // a game whose record could not be read is opened again; a list that could not be read is read again
  const retry = () =>
    void (unread ? useSessions.setState({ openFailed: null }) : useSessions.getState().retryLoad());
  return (
    <div className="page">
      <p role="alert">{t(notRead ? 'gamesNotRead' : damaged ? 'gameDamagedHere' : 'gameNotHere')}</p>
      <div className="btn-row">
        {notRead && (
          <button type="button" className="btn" onClick={retry}>
            {t('retry')}
          </button>
        )}
        {damaged && (
          <a className="btn" href={href({ name: 'saved' })}>
            {t('savedGames')}
          </a>
        )}
        <button type="button" className="btn" onClick={exit}>
          {t('home')}
        </button>
      </div>
    </div>
  );
}
