// Above the game on the host phone of a multi-phone table: whom the game waits for, and, when a
// guest phone dropped off, the code to link it again (it scans and gets its seats back). A host
// that plays no seat itself is the table display in the middle, and says so.
import { lazy, Suspense, useState } from 'react';
import type { SeatInfo } from '../../kit/session';
import { useMultiT } from './strings';
import { WaitingBar } from './WaitingBar';
import { HandSeat } from './HandSeat';

const LinkPhone = lazy(() => import('./LinkPhone').then((m) => ({ default: m.LinkPhone })));

export function HostNetBar({
  seats,
  waiting,
  away,
  tableDisplay,
  bots = [],
  handOver,
}: {
  seats: readonly SeatInfo[];
  waiting: readonly number[];
  away: readonly number[];
  /** no seat is played on this phone: it only shows the table */
  tableDisplay: boolean;
  /** the game's bot levels, for handing a waiting seat to a bot */
  bots?: readonly string[];
  /** hands a waiting seat on (issue 24 item 10) */
  handOver?(seat: number, to: string): void;
}) {
  const t = useMultiT();
  const [linking, setLinking] = useState(false);
  return (
    <WaitingBar seats={seats} waiting={waiting} away={away}>
      {tableDisplay && (
        <p className="net-table-display" data-testid="table-display" title={t('watching')}>
          <strong>{t('tableDisplay')}</strong>
        </p>
      )}
      {handOver && !linking && <HandSeat seats={seats} away={away} bots={bots} handOver={handOver} />}
      {(away.length > 0 || linking) && (
        <button type="button" className="btn" aria-expanded={linking} onClick={() => setLinking((l) => !l)}>
          {linking ? t('backToGame') : t('relink')}
        </button>
      )}
      {linking && (
        <div className="net-link">
          <Suspense fallback={<output>{t('preparing')}</output>}>
            <LinkPhone />
          </Suspense>
        </div>
      )}
    </WaitingBar>
  );
}
