// What an error boundary shows: what happened, and the three ways on.
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { useSessions } from '../store/sessions';
import { navigate } from './router';
import { downloadText } from './saved/download';
import { ownValue } from '../kit/validate';

interface Props {
  /** the error text that "report" copies */
  report: string;
  sessionId?: string;
  onHome(): void;
}

export function ErrorScreen({ report, sessionId, onHome }: Props) {
  const t = useT();
  const listed = useSessions((s) => (sessionId ? !!ownValue(s.sessions, sessionId) : false));
  // the list holds the game's summary: its whole record (the open game's, or read) is downloaded
  const download = () =>
    sessionId &&
    void useSessions
      .getState()
      .readSession(sessionId)
      .then(
        (session) =>
          session && downloadText(`pocket-table-game-${session.id}.json`, JSON.stringify(session, null, 2)),
        () => {},
      );
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    const done = navigator.clipboard?.writeText(report);
    if (!done) return setCopied(false);
    done.then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="page error-screen" role="alert">
      <h1>{t('faultTitle')}</h1>
      <p>{t('faultBody')}</p>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            navigate({ name: 'home' });
            onHome();
          }}
        >
          {t('home')}
        </button>
        {listed && (
          <button type="button" className="btn" onClick={download}>
            {t('faultDownload')}
          </button>
        )}
        <button type="button" className="btn" onClick={copy}>
          {t('faultReport')}
        </button>
      </div>
      {copied !== null && <p role="status">{t(copied ? 'faultCopied' : 'faultCopyFailed')}</p>}
      <pre className="error-report">{report}</pre>
    </div>
  );
}
