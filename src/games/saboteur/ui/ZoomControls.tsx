// The maze's zoom buttons and the full-screen board toggle. They sit beside the maze, never
// over it (they once hid a goal card): a column of 48 px buttons, two across when the maze
// is short (sab-maze.css).
import { useSabT } from './strings';

export function ZoomControls({
  onZoom,
  onFit,
  atMax,
  full,
  onFull,
}: {
  onZoom(factor: number): void;
  onFit(): void;
  atMax: boolean;
  full?: boolean;
  onFull?(full: boolean): void;
}) {
  const t = useSabT();
  return (
    <div className="sab-zoom">
      <button
        type="button"
        className="btn sab-zoom-btn"
        onClick={() => onZoom(1.35)}
        aria-label={t('zoomIn')}
        disabled={atMax}
      >
        +
      </button>
      <button
        type="button"
        className="btn sab-zoom-btn"
        onClick={() => onZoom(1 / 1.35)}
        aria-label={t('zoomOut')}
      >
        −
      </button>
      <button type="button" className="btn sab-zoom-btn" onClick={onFit} aria-label={t('zoomFit')}>
        ⤢
      </button>
      {onFull && (
        <button
          type="button"
          className="btn sab-zoom-btn"
          onClick={() => onFull(!full)}
          aria-pressed={!!full}
          aria-label={t(full ? 'boardNormal' : 'boardFull')}
        >
          <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
            <path
              d={full ? 'M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6' : 'M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6'}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
            />
          </svg>
        </button>
      )}
    </div>
  );
}
