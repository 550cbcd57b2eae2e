// The maze: SVG cards on a pannable, zoomable plane. Tap a highlighted spot or a card to choose
// it; drag to pan and pinch (or the wheel) to zoom are shortcuts, the +, − and "whole maze"
// buttons do the same with a tap. Only what the caller passes is drawn: a face-down goal shows
// its back (and this seat's own Map mark, if any).
import { useMemo } from 'react';
import { cellBounds, MAX_SCALE } from './layout';
import { useMazeCamera } from './mazeCamera';
import { useCellButton } from './mazeCell';
import { MazePlane } from './MazePlane';
import type { MazeProps } from './mazeProps';
import { ZoomControls } from './ZoomControls';
import { useSabT } from './strings';

export function Maze(props: MazeProps) {
  const t = useSabT();
  const { placed, goals, spots = [], otherWay = [], targets = [], ghost, chosen, onCell } = props;
  const doorLetters = useMemo(() => ({ green: t('door-letter-green'), blue: t('door-letter-blue') }), [t]);
  const allCells = useMemo(
    () => [{ x: 0, y: 0 }, ...placed, ...goals, ...spots, ...otherWay, ...targets],
    [placed, goals, spots, otherWay, targets],
  );
  const bounds = useMemo(() => cellBounds(allCells, 1), [allCells]);
  const { box, camera, gestures, zoomBy, reveal, fit } = useMazeCamera({
    bounds,
    focus: props.focus,
    fitKey: props.fitKey,
    anchor: ghost ?? chosen ?? null,
  });
  const button = useCellButton({
    onCell,
    onCardHelp: props.onCardHelp,
    moved: gestures.moved,
    reveal: reveal,
  });

  return (
    <div className="sab-maze-wrap" data-lesson-target="maze">
      <div ref={box} className="sab-maze" {...gestures.handlers} role="group" aria-label={t('mazeLabel')}>
        <svg width="100%" height="100%" className="sab-maze-svg">
          <g transform={`translate(${camera.tx} ${camera.ty}) scale(${camera.scale})`}>
            <MazePlane {...props} button={button} doorLetters={doorLetters} />
          </g>
        </svg>
      </div>
      <ZoomControls
        onZoom={zoomBy}
        onFit={fit}
        atMax={camera.scale >= MAX_SCALE}
        full={props.full}
        onFull={props.onFull}
      />
    </div>
  );
}
