// The table: every village round the table (stockpile, bank slots, relics and next price,
// exhausted cards, hand size), the fronts between neighbours, the market and the deck count.
// It renders public information only: a view's public fields, or a playback frame.
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules/types';
import type { VpHelp } from './cardHelp';
import { FrontRow } from './FrontRow';
import { tableRows } from './layout';
import type { TableOverlay } from './playback';
import { useVpT } from './strings';
import { TableMarket } from './TableMarket';
import { VillageRow } from './VillageRow';

interface TableProps {
  view: View;
  seats: SeatInfo[];
  overlay?: TableOverlay | null;
  /** the seat whose turn it is, outlined */
  highlight?: number | null;
  /** the viewer's own seat on a private screen, marked "you" */
  self?: number | null;
  /** smaller version behind a handoff */
  compact?: boolean;
  /** when given, market cards and relics are buttons that open their help */
  help?: Pick<VpHelp, 'card' | 'relic'>;
}

export function TableView({
  view,
  seats,
  overlay,
  highlight = null,
  self = null,
  compact = false,
  help,
}: TableProps) {
  const t = useVpT();
  return (
    <div className={`vp-table${compact ? ' vp-table-compact' : ''}`} data-lesson-target="table">
      <ol className="vp-ring" aria-label={t('title')}>
        {tableRows(view.fronts, view.players).map((row) =>
          row.kind === 'front' ? (
            <FrontRow
              key={`f${row.upper.seat}`}
              view={view}
              seats={seats}
              overlay={overlay}
              upper={row.upper}
              lower={row.lower}
              wrap={row.wrap}
            />
          ) : (
            <VillageRow
              key={`v${row.seat}`}
              view={view}
              seat={row.seat}
              info={
                seats[row.seat] ?? { name: `#${row.seat + 1}`, colour: 0, who: 'person', where: 'this-phone' }
              }
              overlay={overlay}
              turn={highlight === row.seat}
              self={self === row.seat}
              help={help}
            />
          ),
        )}
      </ol>
      {!compact && <TableMarket view={view} overlay={overlay} help={help} />}
    </div>
  );
}
