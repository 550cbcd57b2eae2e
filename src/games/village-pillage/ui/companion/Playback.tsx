// companion §3.3: the resolution played back border by border in the kernel's order, each
// change with its reason ("Raider vs Farmer: steals 4"), the villages after each step.
import { useState } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import { useLang } from '../../../../i18n/useT';
import type { GameEvent } from '../../rules/types';
import { buildPlayback } from '../playback';
import { useVpT } from '../strings';
import { eventWords, frameTitle } from '../words';
import { VillageStrip } from './parts';
import { useCompanionT } from './strings';

export function Playback({
  events,
  from,
  round,
  seats,
  goal,
  finishLabel,
  onDone,
}: {
  /** the round's events (so far) */
  events: GameEvent[];
  /** events already played back */
  from: number;
  round: number;
  seats: SeatInfo[];
  goal: number;
  finishLabel: string;
  onDone(): void;
}) {
  const t = useCompanionT();
  const vt = useVpT();
  const lang = useLang();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const pb = buildPlayback(events);
  const frames = pb?.frames ?? [];
  // the first frame with an event not yet shown
  let start = 0;
  for (let n = 0; start < frames.length; start++) {
    n += frames[start]!.events.length;
    if (n > from) break;
  }
  const [index, setIndex] = useState(Math.min(start, Math.max(0, frames.length - 1)));
  const frame = frames[index];
  if (!frame) return null;
  const ctx = { t: vt, lang, names: seats.map((s) => s.name) };
  const last = index >= frames.length - 1;
  return (
    <section className="vpc-screen vpc-playback" aria-labelledby="vpc-pb-title">
      <h1 id="vpc-pb-title" className="vpc-title" tabIndex={-1} ref={heading}>
        <span className="vp-pb-step" data-step={frame.step}>
          {frameTitle(vt, frame)}
        </span>
        <span className="vp-muted num vpc-pb-count">
          {t('roundTitle', { n: round })} · {index + 1}/{frames.length}
        </span>
      </h1>
      <ul className="vpc-lines" aria-live="polite" data-testid="vpc-lines">
        {frame.events.map((e, i) => (
          <li key={i}>{eventWords(ctx, e)}</li>
        ))}
      </ul>
      <VillageStrip villages={frame.after} before={frame.before} seats={seats} goal={goal} />
      <div className="bottom-bar vpc-bar-row">
        {!last && (
          <button type="button" className="btn" onClick={() => setIndex(frames.length - 1)}>
            {t('skip')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary btn-big"
          data-testid="vpc-next"
          onClick={() => (last ? onDone() : setIndex(index + 1))}
        >
          {last ? finishLabel : t('next')}
        </button>
      </div>
    </section>
  );
}
