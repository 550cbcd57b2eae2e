// The playback's pace: the game's speed setting (0: a tap advances each frame) and, when it
// plays by itself, pause and play. The next frame comes `pace` ms after this one appeared.
import { useEffect, useState } from 'react';
import { useLang } from '../../../i18n/useT';
import { useGameSetting } from '../../../kit/gameSettings';
import { PACE_SETTING } from '../settings';
import type { Frame } from './playback';
import type { PlaybackState } from './usePlayback';

/** The speed button cycles through the pace setting's choices (settings.ts): tap to advance →
 *  slow → normal → fast → tap to advance. `pace` is one of them (useGameSetting). */
function nextPace(pace: number): number {
  const choices = PACE_SETTING.choices;
  const k = choices.findIndex((c) => c.value === pace);
  return choices[(k + 1) % choices.length]!.value;
}

export interface AutoPlay {
  /** ms between frames; 0: a tap advances */
  pace: number;
  /** the pace's name in the current language */
  paceLabel: string;
  /** the speed button: the next pace */
  faster(): void;
  playing: boolean;
  togglePlaying(): void;
}

export function useAutoPlay(pb: PlaybackState, frame: Frame | undefined): AutoPlay {
  const lang = useLang();
  const [pace, setPace] = useGameSetting(PACE_SETTING);
  const [playing, setPlaying] = useState(true);
  const auto = pace > 0 && playing;
  useEffect(() => {
    if (!auto || pb.atEnd || !frame) return;
    const timer = setTimeout(pb.next, pace);
    return () => clearTimeout(timer);
  }, [auto, pb.atEnd, pb.next, pace, frame, pb.index]);
  return {
    pace,
    paceLabel: PACE_SETTING.choices.find((c) => c.value === pace)?.label[lang] ?? '',
    faster: () => setPace(nextPace(pace)),
    playing,
    togglePlaying: () => setPlaying((p) => !p),
  };
}
