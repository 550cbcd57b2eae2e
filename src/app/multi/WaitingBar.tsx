// Whom the game waits for, on every phone of a multi-phone table: the seats to act, and for a
// seat whose phone dropped off, that it is not linked (the game waits for it to scan again). While
// the phone plays back a reveal it names nobody (kit/storyShowing.ts).
import type { ReactNode } from 'react';
import type { SeatInfo } from '../../kit/session';
import { useStoryShowing } from '../../kit/storyShowing';
import { useMultiT } from './strings';
import './net.css';

export function WaitingBar({
  seats,
  waiting,
  away,
  own = [],
  children,
}: {
  seats: readonly SeatInfo[];
  waiting: readonly number[];
  away: readonly number[];
  /** the seats played on this phone: its own screen asks them, the bar does not name them */
  own?: readonly number[];
  children?: ReactNode;
}) {
  const t = useMultiT();
  // while this phone plays back a reveal, nobody is being waited for: all are watching it
  const watching = useStoryShowing((s) => s.count) > 0;
  const names = (watching ? [] : waiting.filter((s) => !own.includes(s))).map((s) => {
    const name = seats[s]?.name ?? `${s + 1}`;
    return away.includes(s) ? t('awayName', { name }) : name;
  });
  const awayOnly = away.filter((s) => !waiting.includes(s)).map((s) => seats[s]?.name ?? `${s + 1}`);
  return (
    <div className="net-bar" data-away={away.length > 0 ? 'yes' : 'no'}>
      {names.length > 0 && (
        <p role="status" data-testid="waiting-for">
          {t('waitingFor', { names: names.join(', ') })}
        </p>
      )}
      {awayOnly.length > 0 && (
        <p>
          <span aria-hidden="true">⚠ </span>
          {awayOnly.map((name) => t('awayName', { name })).join(', ')}
        </p>
      )}
      {children}
    </div>
  );
}
