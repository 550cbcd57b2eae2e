// Resolution played back frame by frame: the table with the cards turned over, the cards of
// the current colour step highlighted, change badges and flying turnips, the frame's lines of
// the written log, and the controls (next, auto-play with the speed setting, skip).
import { useMemo, type ReactNode } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress } from '../../../kit/ui/freshPress';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useLang } from '../../../i18n/useT';
import { useShowStory } from '../../../kit/storyShowing';
import type { View } from '../rules/types';
import { EarlierSteps } from './EarlierSteps';
import { FrameTable } from './FrameTable';
import { activeCards, frameMoves, revealedPlays, type TableOverlay } from './playback';
import { PlaybackControls } from './PlaybackControls';
import { PlaybackHead } from './PlaybackHead';
import { useVpT } from './strings';
import { useAutoPlay } from './useAutoPlay';
import type { PlaybackState } from './usePlayback';
import { eventWords, frameTitle } from './words';

interface PlaybackPanelProps {
  table: View;
  seats: SeatInfo[];
  pb: PlaybackState;
  /** shown instead of the controls' main button (e.g. "Boris is choosing…") */
  waiting?: string | null;
  /** extra buttons for this frame (e.g. a Bard owner's peek) */
  extra?: ReactNode;
  /** the last frame's button when it is not the live round's (e.g. back from a past round) */
  finishLabel?: string;
  /** the Log button, in the panel's head */
  log?: ReactNode;
  /** a first game's lesson for the table (issue 34), under the head */
  lesson?: ReactNode;
}

export function PlaybackPanel({
  table,
  seats,
  pb,
  waiting = null,
  extra,
  finishLabel,
  log,
  lesson,
}: PlaybackPanelProps) {
  const t = useVpT();
  // the round's reveal is being watched: the several-phones bar waits for nobody meanwhile
  useShowStory(!pb.atEnd);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // the panel comes back after a Bard's peek with no handoff between, its last button where the
  // peek's "Done" was: a stray tap meant for the peek never starts the next round (issue 29)
  const press = useFreshPress(null, PRESS_DWELL_SAME_PLACE_MS);
  const lang = useLang();
  const frames = pb.playback?.frames ?? [];
  const frame = frames[pb.index];
  const auto = useAutoPlay(pb, frame);
  const names = seats.map((s) => s.name);
  const ctx = { t, lang, names };
  const playback = pb.playback;
  const plays = useMemo(
    () => revealedPlays((playback?.frames ?? []).flatMap((f) => (f.step === 'reveal' ? f.events : []))),
    [playback],
  );

  if (!frame || !pb.playback) return null;
  const frameId = `${pb.round}-${pb.index}-${frame.events.length}`;
  const overlay: TableOverlay = {
    nums: frame.after,
    before: frame.before,
    plays,
    active: activeCards(frame),
    marks: frame.exhausted,
    market: frame.market,
    deckCount: frame.deckCount,
    frameId,
  };
  const lines = frame.events.map((e) => eventWords(ctx, e));
  const title = frameTitle(t, frame);
  const finished = pb.atEnd && !pb.paused;

  return (
    <section className="vp-playback" aria-labelledby="vp-pb-title">
      <PlaybackHead
        title={title}
        step={frame.step}
        round={pb.round}
        index={pb.index}
        count={frames.length}
        log={log}
        heading={heading}
      />
      {lesson}
      <FrameTable table={table} seats={seats} overlay={overlay} moves={frameMoves(frame)} />
      <div className="vp-pb-lines" key={frameId}>
        {lines.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      </div>
      <LiveRegion message={`${title}. ${lines.join(' ')}`} />
      <EarlierSteps frames={frames.slice(0, pb.index)} ctx={ctx} />
      <PlaybackControls
        pb={pb}
        auto={auto}
        extra={extra}
        waiting={waiting}
        finished={finished}
        finish={{
          label: finishLabel ?? (table.phase === 'over' ? t('seeResult') : t('continueRound')),
          button: press.button(pb.finish),
        }}
      />
    </section>
  );
}
