// The public end screens: the end of a round (why it ended, the maze with the gold path, roles
// and payouts with their reasons, all from the round summary) and the final ranking.
import type { ReactNode } from 'react';
import type { SeatInfo } from '../../../kit/session';
import type { RoundSummary, View } from '../rules/types';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { Maze } from './Maze';
import { RoundPayouts } from './RoundPayouts';
import { RoundRoles } from './RoundRoles';
import { useSabT } from './strings';
import { payoutLines, roundEndWhy } from './words';
import { FinalRanking } from '../../../kit/ui/FinalRanking';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress } from '../../../kit/ui/freshPress';

/**
 * The round summary's way on (the next round, or the results). The summary follows the round's
 * last move, pick or theft with no handoff between, where that screen's buttons were: only a
 * fresh press after the longer dwell counts, so a stray tap never skips it (issue 29).
 */
export function RoundEndNext({ round, label, onNext }: { round: number; label: string; onNext(): void }) {
  const press = useFreshPress(round, PRESS_DWELL_SAME_PLACE_MS);
  return (
    <div className="bottom-bar">
      <button type="button" className="btn btn-primary btn-big" {...press.button(onNext)}>
        {label}
      </button>
    </div>
  );
}

/** Public end-of-round screen: why it ended, the maze with the gold path, roles, payouts. */
export function RoundEnd({
  view,
  seats,
  summary,
  footer,
}: {
  view: View;
  seats: SeatInfo[];
  summary: RoundSummary;
  footer?: ReactNode;
}) {
  const t = useSabT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const finished = view.rounds.some((r) => r.round === summary.round);
  const lines = finished ? payoutLines(t, summary, view.config.mode, name) : [];
  const deluxe = view.config.mode === 'deluxe';
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="sab-screen sab-round-end">
      <div className="page">
        <h2 tabIndex={-1} ref={heading}>
          {t('roundOver', { round: summary.round })}
        </h2>
        <p className="sab-big-text">{roundEndWhy(t, summary, name)}</p>
        {deluxe && summary.reason === 'gold-found' && (
          <p>
            {summary.winningTeams.length
              ? t('winningTeams', { teams: summary.winningTeams.map((tm) => t(`team-${tm}`)).join(', ') })
              : t('noTeamWon')}
          </p>
        )}
        <div className="sab-end-maze">
          <Maze
            placed={summary.maze}
            goals={summary.goals.map((g) => ({ ...g, peek: null }))}
            lit={summary.goldPath}
            fitKey={`end${summary.round}`}
          />
        </div>
        <RoundRoles summary={summary} seats={seats} />
        {lines.length > 0 && <RoundPayouts view={view} seats={seats} summary={summary} lines={lines} />}
      </div>
      {footer}
    </div>
  );
}

/** The final ranking (§12): the kit's ranking with each seat's gold, Home and Rematch. */
export function FinalScreen({
  view,
  seats,
  rematch,
  exit,
}: {
  view: View;
  seats: SeatInfo[];
  rematch: (() => void) | null;
  exit(): void;
}) {
  const t = useSabT();
  const scores = view.scores ?? view.seats.map(() => 0);
  return (
    <FinalRanking
      className="sab-screen sab-final"
      ranking={view.ranking ?? []}
      seats={seats}
      score={(s) => t('gp', { count: scores[s]! })}
      rematch={rematch}
      exit={exit}
    />
  );
}
