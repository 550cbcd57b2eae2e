// A guest phone's banner when its link to the host is lost (join again or leave) or paused (leave).
import { leaveHost } from './netGuest';
import { useMultiT } from './strings';

export function LinkLostBanner({ lost, rejoin }: { lost: boolean; rejoin(): void }) {
  const t = useMultiT();
  return (
    <div className="banner net-lost" role="alert">
      <p>{lost ? t('lost') : t('paused')}</p>
      {lost && (
        <button type="button" className="btn btn-primary" onClick={rejoin}>
          {t('joinAgain')}
        </button>
      )}
      <button type="button" className="btn" onClick={leaveHost}>
        {t('leave')}
      </button>
    </div>
  );
}
