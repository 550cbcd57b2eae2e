// The whole story in Village Pillage: every resolved round from the view's history (plus the
// round being resolved while it waits for a buy), in words, each round replayable with the
// playback panel. Nothing before a reveal is in the view, so no plan can show here.
import { useMemo, useState } from 'react';
import { useLang, useT } from '../../../i18n/useT';
import type { LogLine } from '../../../kit/log';
import type { SeatInfo } from '../../../kit/session';
import { LogButton } from '../../../kit/ui/GameLog';
import type { GameEvent, View } from '../rules/types';
import { PlaybackPanel } from './PlaybackPanel';
import { buildPlayback } from './playback';
import { useVpT } from './strings';
import type { PlaybackState } from './usePlayback';
import { eventWords, type WordsCtx } from './words';

/** The seat an event is about (its badge), or null for the table. */
function eventSeat(e: GameEvent): number | null {
  if ('seat' in e) return e.seat;
  if (e.kind === 'steal') return e.thief;
  if (e.kind === 'exhaust') return e.target.seat;
  if ('source' in e) return e.source.seat;
  return null;
}

/** The rounds the log lists: every resolved one, then the one waiting for a buy. */
function logRounds(table: View): { round: number; events: GameEvent[] }[] {
  return table.phase === 'buy'
    ? [...table.history, { round: table.round, events: table.log }]
    : table.history;
}

function vpLogLines(ctx: WordsCtx, table: View): LogLine[] {
  return logRounds(table).flatMap(({ round, events }) =>
    events.map((e, i) => ({ key: `${round}-${i}`, round, text: eventWords(ctx, e), seat: eventSeat(e) })),
  );
}

export function VpLogButton({
  table,
  seats,
  onReplay,
  freshLastRound = false,
  compact,
}: {
  compact?: boolean;
  table: View;
  seats: SeatInfo[];
  onReplay(round: number): void;
  /** mark the last resolved round as not seen yet (the planning seat has not acted since) */
  freshLastRound?: boolean;
}) {
  const t = useVpT();
  const lang = useLang();
  const ctx: WordsCtx = { t, lang, names: seats.map((s) => s.name) };
  const last = table.history[table.history.length - 1];
  const total = table.history.reduce((n, r) => n + r.events.length, 0);
  const freshFrom = freshLastRound && last && table.phase === 'plan' ? total - last.events.length : null;
  const resolved = new Set(table.history.map((r) => r.round));
  return (
    <LogButton
      className="vp-log-button"
      compact={compact}
      lines={() => vpLogLines(ctx, table)}
      seats={seats}
      freshFrom={freshFrom}
      roundTitle={(n) => t('round', { n })}
      roundAction={(n) =>
        resolved.has(n) ? (
          <button type="button" className="btn vp-log-replay" onClick={() => onReplay(n)}>
            {t('replayRound', { n })}
          </button>
        ) : null
      }
    />
  );
}

/** A past round played back over the game with the resolution's playback panel. */
export function RoundReplay({
  table,
  seats,
  round,
  onClose,
}: {
  table: View;
  seats: SeatInfo[];
  round: number;
  onClose(): void;
}) {
  const shell = useT();
  const events = table.history.find((r) => r.round === round)?.events ?? null;
  const pb = useRoundPlayback(round, events ?? [], onClose);
  if (!events) return null;
  return (
    <div className="vp-screen vp-replay-layer" data-replay-round={round}>
      <PlaybackPanel table={table} seats={seats} pb={pb} finishLabel={shell('logBack')} />
    </div>
  );
}

/** Playback progress of one past round: from its reveal, frame by frame, then back to the game. */
function useRoundPlayback(round: number, events: GameEvent[], onClose: () => void): PlaybackState {
  const playback = useMemo(() => buildPlayback(events), [events]);
  const [index, setIndex] = useState(0);
  const last = Math.max(0, (playback?.frames.length ?? 0) - 1);
  return {
    playback,
    round,
    index: Math.min(index, last),
    pending: true,
    atEnd: index >= last,
    paused: false,
    next: () => setIndex((i) => Math.min(i + 1, last)),
    skip: () => setIndex(last),
    finish: onClose,
    replay: () => setIndex(0),
  };
}
