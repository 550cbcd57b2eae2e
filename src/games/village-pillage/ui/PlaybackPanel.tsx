// Resolution played back frame by frame: the table with the cards turned over, the cards of
// the current colour step highlighted, change badges and flying turnips, the frame's lines of
// the written log, and the controls (next, auto-play with the speed setting, skip).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress } from '../../../kit/ui/freshPress';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useLang } from '../../../i18n/useT';
import { useGameSetting } from '../../../kit/gameSettings';
import { useShowStory } from '../../../kit/storyShowing';
import { PACE_SETTING } from '../settings';
import type { View } from '../rules/types';
import { FlyingTurnips } from './FlyingTurnips';
import { PauseIcon, PlayIcon, SkipIcon } from './Icons';
import { activeCards, frameMoves, revealedPlays, type TableOverlay } from './playback';
import { useVpT } from './strings';
import { TableView } from './TableView';
import type { PlaybackState } from './usePlayback';
import { eventWords, frameTitle } from './words';

/** The speed button cycles through the pace setting's choices (settings.ts): tap to advance →
 *  slow → normal → fast → tap to advance. `pace` is one of them (useGameSetting). */
function nextPace(pace: number): number {
  const choices = PACE_SETTING.choices;
  const k = choices.findIndex((c) => c.value === pace);
  return choices[(k + 1) % choices.length]!.value;
}

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
  const [pace, setPace] = useGameSetting(PACE_SETTING);
  const paceLabel = PACE_SETTING.choices.find((c) => c.value === pace)?.label[lang] ?? '';
  const [playing, setPlaying] = useState(true);
  const tableRef = useRef<HTMLDivElement>(null);
  const frames = pb.playback?.frames ?? [];
  const frame = frames[pb.index];
  const names = seats.map((s) => s.name);
  const ctx = { t, lang, names };
  const playback = pb.playback;
  const plays = useMemo(
    () => revealedPlays((playback?.frames ?? []).flatMap((f) => (f.step === 'reveal' ? f.events : []))),
    [playback],
  );

  const auto = pace > 0 && playing;
  useEffect(() => {
    if (!auto || pb.atEnd || !frame) return;
    const timer = setTimeout(pb.next, pace);
    return () => clearTimeout(timer);
  }, [auto, pb.atEnd, pb.next, pace, frame, pb.index]);

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
  const earlier = frames.slice(0, pb.index);
  const title = frameTitle(t, frame);
  const finished = pb.atEnd && !pb.paused;

  return (
    <section className="vp-playback" aria-labelledby="vp-pb-title">
      <div className="vp-pb-head">
        <h1 id="vp-pb-title" className="vp-pb-title" tabIndex={-1} ref={heading}>
          <span className="vp-pb-step" data-step={frame.step}>
            {title}
          </span>
        </h1>
        <span className="vp-muted num vp-pb-count">
          {t('round', { n: pb.round })}
          <br />
          {t('stepOf', { i: pb.index + 1, n: frames.length })}
        </span>
        {log}
      </div>
      {lesson}
      <div className="vp-pb-table" ref={tableRef}>
        <TableView view={table} seats={seats} overlay={overlay} />
        <FlyingTurnips root={tableRef} moves={frameMoves(frame)} frameId={frameId} />
      </div>
      <div className="vp-pb-lines" key={frameId}>
        {lines.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      </div>
      <LiveRegion message={`${title}. ${lines.join(' ')}`} />
      {earlier.length > 0 && (
        <details className="vp-log">
          <summary>{t('log')}</summary>
          <ol>
            {earlier.flatMap((f, k) =>
              f.events.map((e, i) => (
                <li key={`${k}-${i}`}>
                  <span className="vp-muted">{frameTitle(t, f)}: </span>
                  {eventWords(ctx, e)}
                </li>
              )),
            )}
          </ol>
        </details>
      )}
      <div className="bottom-bar vp-pb-bar">
        {extra}
        {waiting && (
          <p className="vp-waiting" role="status">
            {waiting}
          </p>
        )}
        <div className="vp-bar-row vp-pb-controls">
          {pace > 0 && !pb.atEnd && (
            <button
              type="button"
              className="btn vp-icon-btn"
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? t('pause') : t('play')}
              title={playing ? t('pause') : t('play')}
            >
              {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
            </button>
          )}
          <button
            type="button"
            className="btn vp-speed"
            onClick={() => setPace(nextPace(pace))}
            aria-label={`${t('speed')}: ${paceLabel}`}
          >
            {paceLabel}
          </button>
          {!pb.atEnd && (
            <button
              type="button"
              className="btn vp-icon-btn"
              onClick={pb.skip}
              aria-label={t('skip')}
              title={t('skip')}
            >
              <SkipIcon size={22} />
            </button>
          )}
          {!waiting && !finished && (
            <button type="button" className="btn btn-primary vp-next" onClick={pb.next} disabled={pb.atEnd}>
              {t('next')}
            </button>
          )}
        </div>
        {!waiting && finished && (
          <button type="button" className="btn btn-primary btn-big" {...press.button(pb.finish)}>
            {finishLabel ?? (table.phase === 'over' ? t('seeResult') : t('continueRound'))}
          </button>
        )}
      </div>
    </section>
  );
}
