// The playback's written log of the frames before the current one, folded away.
import type { Frame } from './playback';
import { useVpT } from './strings';
import { eventWords, frameTitle, type WordsCtx } from './words';

export function EarlierSteps({ frames, ctx }: { frames: readonly Frame[]; ctx: WordsCtx }) {
  const t = useVpT();
  if (frames.length === 0) return null;
  return (
    <details className="vp-log">
      <summary>{t('log')}</summary>
      <ol>
        {frames.flatMap((f, k) =>
          f.events.map((e, i) => (
            <li key={`${k}-${i}`}>
              <span className="vp-muted">{frameTitle(t, f)}: </span>
              {eventWords(ctx, e)}
            </li>
          )),
        )}
      </ol>
    </details>
  );
}
