// The playback's bottom bar: extra buttons (a Bard owner's peek), who is choosing, pause/play,
// the speed, skip and next; at the end the button that goes on (guarded: see PlaybackPanel).
import type { ReactNode } from 'react';
import type { GuardedButtonProps } from '../../../kit/ui/freshPress';
import { PauseIcon, PlayIcon, SkipIcon } from './Icons';
import { useVpT } from './strings';
import type { AutoPlay } from './useAutoPlay';
import type { PlaybackState } from './usePlayback';

export function PlaybackControls({
  pb,
  auto,
  extra,
  waiting,
  finished,
  finish,
}: {
  pb: PlaybackState;
  auto: AutoPlay;
  extra?: ReactNode;
  /** shown instead of the main button (e.g. "Boris is choosing…") */
  waiting: string | null;
  /** the last frame is shown and not paused on */
  finished: boolean;
  /** the button after the last frame: its words and its guarded press */
  finish: { label: string; button: GuardedButtonProps };
}) {
  const t = useVpT();
  const { pace, paceLabel, playing } = auto;
  return (
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
            onClick={auto.togglePlaying}
            aria-label={playing ? t('pause') : t('play')}
            title={playing ? t('pause') : t('play')}
          >
            {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
          </button>
        )}
        <button
          type="button"
          className="btn vp-speed"
          onClick={auto.faster}
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
        <button type="button" className="btn btn-primary btn-big" {...finish.button}>
          {finish.label}
        </button>
      )}
    </div>
  );
}
