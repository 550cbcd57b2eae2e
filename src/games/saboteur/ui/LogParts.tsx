// The whole story in Saboteur: the Log button of every table screen and, on a seat's turn
// screen, what happened since that seat's last move. Lines come from the view's public log.
import type { SeatInfo } from '../../../kit/session';
import { LogButton } from '../../../kit/ui/GameLog';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useT } from '../../../i18n/useT';
import type { View } from '../rules/types';
import { useSabT } from './strings';
import { logLines } from './words';

/** How many of the latest lines the turn screen lists (one on a short screen); the rest is one tap away. */
const SINCE_SHOWN = 3;

export function SaboteurLogButton({
  view,
  seats,
  freshFrom = null,
  className,
  compact,
}: {
  view: View;
  seats: SeatInfo[];
  freshFrom?: number | null;
  className?: string;
  compact?: boolean;
}) {
  const t = useSabT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  return (
    <LogButton
      className={className}
      compact={compact}
      lines={() => logLines(t, view.log, name, view.config.mode)}
      seats={seats}
      freshFrom={freshFrom}
      roundTitle={(round) => t('roundOf', { round, rounds: view.totalRounds })}
    />
  );
}

/** "Since your last turn": the seat's view marks where its last move was in the log. */
export function SinceYourTurn({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const t = useSabT();
  const shell = useT();
  const from = view.sinceLastTurn;
  if (from === null || from >= view.log.length) return null;
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const lines = logLines(t, view.log, name, view.config.mode, from);
  const shown = lines.slice(-SINCE_SHOWN);
  return (
    <section className="sab-since" aria-labelledby="sab-since-title">
      <div className="sab-since-head">
        <h3 id="sab-since-title">
          {shell('logSince')}: <span className="num">{lines.length}</span>
        </h3>
        <SaboteurLogButton view={view} seats={seats} freshFrom={from} className="sab-since-log" />
      </div>
      <ol>
        {shown.map((l) => (
          <li key={l.key}>
            {l.seat !== null && seats[l.seat] && <SeatBadge seat={seats[l.seat]!} size={20} />}
            <span>{l.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
