// The plan screen's head: whose plan it is (badge and name), the round, and the Log button beside
// the title, so that at 360×640 the whole hand fits below it (issue 23 items 1 and 3).
import type { Ref } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useVpT } from './strings';

export function PlanHeader({
  seat,
  name,
  round,
  log,
  heading,
}: {
  seat: SeatInfo | undefined;
  name: string;
  round: number;
  log?: React.ReactNode;
  /** the title's ref: focused when the screen appears */
  heading: Ref<HTMLHeadingElement>;
}) {
  const t = useVpT();
  return (
    <header className="vp-plan-head">
      <div className="vp-plan-head-row">
        <div className="vp-plan-titles">
          <h1 id="vp-plan-title" className="vp-plan-title" tabIndex={-1} ref={heading}>
            <SeatBadge seat={seat ?? { name: '?', colour: 0 }} size={32} />
            <span>{t('planTitle', { name })}</span>
          </h1>
          <p className="vp-muted vp-plan-hint">{t('round', { n: round })}</p>
        </div>
        {log}
      </div>
    </header>
  );
}
