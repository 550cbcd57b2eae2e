// The playback's head: the frame's title (its colour step), the round and the step count, and
// the Log button.
import type { Ref } from 'react';
import type { EventStep } from '../rules/types';
import { useVpT } from './strings';

export function PlaybackHead({
  title,
  step,
  round,
  index,
  count,
  log,
  heading,
}: {
  title: string;
  step: EventStep;
  round: number;
  /** the frame shown, from 0, of `count` */
  index: number;
  count: number;
  log?: React.ReactNode;
  /** the title's ref: focused when the playback appears */
  heading: Ref<HTMLHeadingElement>;
}) {
  const t = useVpT();
  return (
    <div className="vp-pb-head">
      <h1 id="vp-pb-title" className="vp-pb-title" tabIndex={-1} ref={heading}>
        <span className="vp-pb-step" data-step={step}>
          {title}
        </span>
      </h1>
      <span className="vp-muted num vp-pb-count">
        {t('round', { n: round })}
        <br />
        {t('stepOf', { i: index + 1, n: count })}
      </span>
      {log}
    </div>
  );
}
