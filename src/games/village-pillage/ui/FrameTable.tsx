// The table as a playback frame shows it: the frame's numbers, plays and market over the view,
// and the turnips flying between villages.
import { useRef } from 'react';
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules/types';
import { FlyingTurnips } from './FlyingTurnips';
import type { Move, TableOverlay } from './playback';
import { TableView } from './TableView';

export function FrameTable({
  table,
  seats,
  overlay,
  moves,
}: {
  table: View;
  seats: SeatInfo[];
  overlay: TableOverlay;
  /** the frame's turnip transfers */
  moves: Move[];
}) {
  const tableRef = useRef<HTMLDivElement>(null);
  return (
    <div className="vp-pb-table" ref={tableRef}>
      <TableView view={table} seats={seats} overlay={overlay} />
      <FlyingTurnips root={tableRef} moves={moves} frameId={overlay.frameId} />
    </div>
  );
}
