// A village on the table: its seat's badge and name ("you", "bot"), whether it has planned, and
// its numbers; outlined when it is its turn.
import type { SeatInfo } from '../../../kit/session';
import { isBot } from '../../../kit/botSeat';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useT } from '../../../i18n/useT';
import type { View } from '../rules/types';
import type { VpHelp } from './cardHelp';
import type { TableOverlay } from './playback';
import { useVpT } from './strings';
import { VillageStats } from './VillageStats';

export function VillageRow({
  view,
  seat: s,
  info,
  overlay,
  turn,
  self,
  help,
}: {
  view: View;
  seat: number;
  info: SeatInfo;
  overlay?: TableOverlay | null;
  /** its turn: outlined */
  turn: boolean;
  /** the viewer's own seat on a private screen: marked "you" */
  self: boolean;
  help?: Pick<VpHelp, 'card' | 'relic'>;
}) {
  const t = useVpT();
  const shell = useT();
  const sv = view.seats[s]!; // rows are made from the view's seats
  return (
    <li className={`vp-village${turn ? ' vp-turn' : ''}`} data-colour={info.colour} data-seat={s}>
      <span className="vp-v-name">
        <SeatBadge seat={info} size={20} />
        <span className="vp-v-title">
          {info.name}
          {self && <span className="vp-you"> ({shell('you')})</span>}
          {isBot(info) && <span className="vp-bot"> · {shell('bot')}</span>}
        </span>
        {!overlay && view.phase === 'plan' && (
          <span className={`vp-status${sv.planned ? ' vp-status-ready' : ''}`}>
            {sv.planned ? `✓ ${t('planned')}` : `… ${t('planning')}`}
          </span>
        )}
      </span>
      <VillageStats view={view} seat={s} overlay={overlay} help={help} />
    </li>
  );
}
