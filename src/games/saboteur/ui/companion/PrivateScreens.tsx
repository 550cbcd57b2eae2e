// The Saboteur companion's private screens, shown only behind a handoff: a role (dealt, looked at
// again, or new after Swap your hats), an Inspection result and a nugget pick. Every role screen
// has the same layout and the same minimum time before "Got it" works, whatever the role, so
// nothing leaks by timing or layout (companion §2.2).
import { useEffect, useState } from 'react';
import { usePrivateScreen } from '../../../../kit/privacy';
import { useFreshPress } from '../../../../kit/ui/freshPress';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionView } from '../../rules/companion/types';
import type { Role } from '../../rules/types';
import { RoleBadge } from '../RolePanel';
import { useSabT } from '../strings';
import type { CompStep } from './steps';
import { useCompT } from './strings';

/** The same for every role: how long a role stays up before it can be put away. */
const ROLE_MIN_MS = 1500;

function useMinimumTime(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), ms);
    return () => window.clearTimeout(id);
  }, [ms]);
  return ready;
}

function PrivateNotes({ view, seats }: { view: CompanionView; seats: SeatInfo[] }) {
  const t = useCompT();
  const sab = useSabT();
  const me = view.me!;
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const role = (r: Role) => sab(`role-${r}`);
  const notes = me.log.flatMap((e) =>
    e.round !== view.round
      ? []
      : e.type === 'inspected'
        ? [t('noteInspected', { name: name(e.target), role: role(e.role) })]
        : e.type === 'new-role'
          ? [t('noteNewRole', { name: name(e.bySeat), old: role(e.oldRole), role: role(e.role) })]
          : [],
  );
  const gold =
    view.config.mode === 'deluxe'
      ? t('noteGold', { count: me.gold })
      : me.nuggets.length
        ? t('noteNuggets', { values: me.nuggets.join(' + ') })
        : t('noteNoNuggets');
  return (
    <section className="sabc-notes" aria-label={t('notesTitle')}>
      <h3>{t('notesTitle')}</h3>
      <ul>
        {notes.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
        <li>{gold}</li>
      </ul>
    </section>
  );
}

export function RoleCard({
  view,
  seats,
  step,
  doneLabel,
  onDone,
}: {
  view: CompanionView;
  seats: SeatInfo[];
  step: CompStep;
  doneLabel: string;
  onDone(): void;
}) {
  usePrivateScreen();
  const t = useCompT();
  const sab = useSabT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const ready = useMinimumTime(ROLE_MIN_MS);
  // a tap meant for the handoff never puts the role away (issue 29)
  const press = useFreshPress();
  const me = view.me!;
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  let title = sab('yourRole');
  let shown: Role = me.role;
  let extra: string | null = null;
  if (step.kind === 'inspect') {
    const found = me.log.findLast((e) => e.type === 'inspected' && e.target === step.target);
    title = t('inspectResult', { name: name(step.target) });
    if (found && found.type === 'inspected') shown = found.role;
  } else if (step.kind === 'new-role') {
    const found = me.log.findLast((e) => e.type === 'new-role');
    title = t('newRoleResult');
    if (found && found.type === 'new-role') {
      shown = found.role;
      extra = t('oldRoleWas', { role: sab(`role-${found.oldRole}`) });
    }
  }
  return (
    <div className="sab-screen sab-private sabc-role" data-testid="sabc-private">
      <div className="page sab-private-body">
        <p className="sab-kicker">
          {name(me.seat)} · {t('kicker', { round: view.round, rounds: view.totalRounds })}
        </p>
        <h2 className="sab-screen-title" tabIndex={-1} ref={heading}>
          {title}
        </h2>
        <RoleBadge role={shown} big />
        <p className="sab-role-goal">{step.kind === 'inspect' ? '' : sab(`goal-${shown}`)}</p>
        {extra && <p>{extra}</p>}
        <p className="muted">{sab('roleSecret')}</p>
        <PrivateNotes view={view} seats={seats} />
      </div>
      <div className="bottom-bar">
        <button type="button" className="btn btn-primary btn-big" {...press.button(onDone)} disabled={!ready}>
          {ready ? doneLabel : t('roleWait')}
        </button>
      </div>
    </div>
  );
}

export function NuggetPick({ view, onPick }: { view: CompanionView; onPick(value: number): void }) {
  usePrivateScreen();
  const t = useCompT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // a second tap on the handoff never picks the nugget under the finger (issue 29)
  const press = useFreshPress();
  const values = view.pick?.values ?? [];
  const distinct = view.pick?.choices ?? [];
  return (
    <div className="sab-screen sab-private" data-testid="sabc-private">
      <div className="page sab-private-body">
        <h2 className="sab-screen-title" tabIndex={-1} ref={heading}>
          {t('pickTitle')}
        </h2>
        <p>{t('pickHint', { count: values.length })}</p>
        <p className="sabc-offer">{values.join(' · ')}</p>
        <PrivateNotes view={view} seats={[]} />
      </div>
      <div className="bottom-bar sabc-choices">
        {distinct.map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn-primary btn-big"
            {...press.button(() => onPick(v))}
          >
            {t('nuggetValue', { count: v })}
          </button>
        ))}
      </div>
    </div>
  );
}
