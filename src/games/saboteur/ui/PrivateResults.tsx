// What a private result shows its one person, under a heading that takes the focus: the goal a
// Map looked at, the role an inspection saw, the hand after a swap, a new role from a hat swap.
import type { ReactNode, RefObject } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { SeatName } from '../../../kit/ui/SeatBadge';
import type { View } from '../rules/types';
import { CardImage, GoalBack, PathCardFace } from './CardArt';
import type { PrivateItem } from './privateSteps';
import { RoleBadge } from './RolePanel';
import { useSabT } from './strings';
import { cardName, goalPos } from './words';

type Heading = RefObject<HTMLHeadingElement | null>;
type Me = NonNullable<View['me']>;

function ResultTitle({ heading, children }: { heading: Heading; children: ReactNode }) {
  return (
    <h2 className="sab-big-text sab-screen-title" tabIndex={-1} ref={heading}>
      {children}
    </h2>
  );
}

export function MapResult({ me, item, heading }: { me: Me; item: PrivateItem; heading: Heading }) {
  const t = useSabT();
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };
  const m = me.maps.find((k) => k.x === item.x && k.y === item.y);
  return (
    <>
      <ResultTitle heading={heading}>
        {t('mapResult', { pos: goalPos(t, item.x ?? 0, item.y ?? 0) })}
      </ResultTitle>
      <svg viewBox="0 0 60 90" width={120} height={180} aria-hidden="true" className="sab-map-face">
        {m ? <PathCardFace id={m.card} doorLetters={doorLetters} /> : <GoalBack peek={null} />}
      </svg>
      <p className="sab-big-text">
        <strong>{m ? t(m.gold ? 'goldHere' : 'stoneHere') : '…'}</strong>
      </p>
    </>
  );
}

export function InspectionResult({
  me,
  other,
  seats,
  heading,
}: {
  me: Me;
  other: number;
  seats: SeatInfo[];
  heading: Heading;
}) {
  const t = useSabT();
  const ins = [...me.inspections].reverse().find((k) => k.seat === other);
  return (
    <>
      <ResultTitle heading={heading}>
        <SeatName seat={seats[other]!} /> {t('inspectionResult', { name: seats[other]?.name ?? '' })}
      </ResultTitle>
      {ins && <RoleBadge role={ins.role} big />}
    </>
  );
}

export function SwapHandResult({ me, partner, heading }: { me: Me; partner: string; heading: Heading }) {
  const t = useSabT();
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };
  return (
    <>
      <ResultTitle heading={heading}>{t('swapHandResult', { name: partner })}</ResultTitle>
      <ul className="sab-hand sab-hand-static">
        {me.hand.map((c, i) => (
          <li key={i} className="sab-hand-card">
            <CardImage id={c} doorLetters={doorLetters} size={52} />
            <span className="sab-hand-name">{cardName(t, c)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function NewRoleResult({ me, round, heading }: { me: Me; round: number; heading: Heading }) {
  const t = useSabT();
  const swap = [...me.privateLog].reverse().find((e) => e.type === 'new-role' && e.round === round);
  return (
    <>
      <ResultTitle heading={heading}>{t('newRoleResult')}</ResultTitle>
      <RoleBadge role={me.role} big />
      {swap && swap.type === 'new-role' && <p>{t('oldRoleWas', { role: t(`role-${swap.oldRole}`) })}</p>}
      <p className="muted">{t('roleSecret')}</p>
    </>
  );
}
