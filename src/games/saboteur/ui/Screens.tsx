// The smaller screens: the table while others act, private results, the nugget pick, the
// thief's choice, the end of a round and the final ranking.
import type { ReactNode } from 'react';
import { usePrivateScreen } from '../../../kit/privacy';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { SeatAction } from '../../../kit/rules';
import type { View } from '../rules/types';
import { lastPlaced, nuggetChoices, theftVictims } from './choices';
import type { PrivateItem } from './privateSteps';
import { SaboteurLogButton } from './LogParts';
import { Maze } from './Maze';
import { InspectionResult, MapResult, NewRoleResult, SwapHandResult } from './PrivateResults';
import { RoleBadge } from './RolePanel';
import { SeatsPanel } from './SeatsPanel';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress } from '../../../kit/ui/freshPress';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useSabHelp } from './cardHelp';
import { useSabT } from './strings';
import { eventWords } from './words';

export function Header({ view, seats, round }: { view: View; seats?: SeatInfo[]; round?: number }) {
  const t = useSabT();
  return (
    <header className="topbar sab-topbar">
      <div className="sab-topbar-text">
        <h1>
          {t('title')} · {t(view.config.mode === 'deluxe' ? 'deluxe' : 'classic')}
        </h1>
        <p className="sab-topbar-sub num">
          {round !== undefined
            ? t('roundOf', { round, rounds: view.totalRounds })
            : `${t('roundOf', { round: view.round, rounds: view.totalRounds })} · ${t('pile', { count: view.deckSize })}`}
        </p>
      </div>
      {seats && <SaboteurLogButton view={view} seats={seats} compact />}
    </header>
  );
}

function RecentLog({ view, seats, count = 4 }: { view: View; seats: SeatInfo[]; count?: number }) {
  const t = useSabT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const items = view.log.slice(-count).reverse();
  return (
    <section className="sab-log" aria-label={t('logTitle')}>
      <ol>
        {items.map((e, i) => (
          <li key={view.log.length - i}>{eventWords(t, e, name, view.config.mode)}</li>
        ))}
      </ol>
    </section>
  );
}

/** The public table: maze, seats, recent events. Used behind handoffs and while bots play. */
export function TableView({
  view,
  seats,
  children,
}: {
  view: View;
  seats: SeatInfo[];
  children?: ReactNode;
}) {
  const help = useSabHelp();
  return (
    <div className="sab-table">
      <SeatsPanel view={view} seats={seats} />
      <Maze
        placed={view.maze.placed}
        goals={view.maze.goals.map((g) => ({ ...g, peek: null }))}
        fitKey={`${view.round}`}
        recent={lastPlaced(view)}
        onCardHelp={help.card}
      />
      {help.dialog}
      {children}
      <RecentLog view={view} seats={seats} />
    </div>
  );
}

export function PrivateResult({
  view,
  item,
  seats,
  doneLabel,
  onDone,
}: {
  view: View;
  item: PrivateItem;
  seats: SeatInfo[];
  doneLabel: string;
  onDone(): void;
}) {
  usePrivateScreen();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // a tap meant for the screen before never acts on this one (issue 29)
  const press = useFreshPress();
  const me = view.me!;
  const body =
    item.kind === 'map' ? (
      <MapResult me={me} item={item} heading={heading} />
    ) : item.kind === 'inspection' ? (
      <InspectionResult me={me} other={item.other} seats={seats} heading={heading} />
    ) : item.kind === 'swap-hand' ? (
      <SwapHandResult me={me} partner={seats[item.other]?.name ?? ''} heading={heading} />
    ) : (
      <NewRoleResult me={me} round={view.round} heading={heading} />
    );
  return (
    <div className="sab-screen sab-private" data-lesson-target="role">
      <div className="page sab-private-body">{body}</div>
      <div className="bottom-bar">
        <button type="button" className="btn btn-primary btn-big" {...press.button(onDone)}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}

export function RoleReveal({
  view,
  seats,
  doneLabel,
  onDone,
}: {
  view: View;
  seats: SeatInfo[];
  doneLabel: string;
  onDone(): void;
}) {
  usePrivateScreen();
  const t = useSabT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // a tap meant for the screen before never acts on this one (issue 29)
  const press = useFreshPress();
  const help = useSabHelp();
  const me = view.me!;
  return (
    <div className="sab-screen sab-private">
      {help.dialog}
      <div className="page sab-private-body">
        <p className="sab-kicker">
          {seats[me.seat]?.name} · {t('roundOf', { round: view.round, rounds: view.totalRounds })}
        </p>
        <h2 className="sab-screen-title" tabIndex={-1} ref={heading}>
          {t('yourRole')}
        </h2>
        <button type="button" className="sab-role-help" onClick={() => help.role(me.role)}>
          <RoleBadge role={me.role} big />
        </button>
        <p className="sab-role-goal">{t(`goal-${me.role}`)}</p>
        <p className="muted">{t('roleSecret')}</p>
      </div>
      <div className="bottom-bar">
        <button type="button" className="btn btn-primary btn-big" {...press.button(onDone)}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}

export function NuggetPick({
  view,
  seats,
  act,
}: {
  view: View;
  seats: SeatInfo[];
  act(a: SeatAction): void;
}) {
  usePrivateScreen();
  const t = useSabT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // a tap meant for the screen before never acts on this one (issue 29)
  const press = useFreshPress();
  const help = useSabHelp();
  const me = view.me!;
  return (
    <div className="sab-screen sab-private">
      {help.dialog}
      <div className="page sab-private-body">
        <p className="sab-kicker">{seats[me.seat]?.name}</p>
        <h2 tabIndex={-1} ref={heading}>
          {t('pickTitle')}
        </h2>
        <p>{t('pickLeft', { count: view.nuggetPick?.remaining ?? 0 })}</p>
        {me.nuggets.length > 0 && (
          <p className="muted">{t('yourNuggets', { list: me.nuggets.join(', ') })}</p>
        )}
      </div>
      <div className="bottom-bar">
        {nuggetChoices(view).map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn-primary btn-big"
            {...press.button(() => act({ type: 'pick-nugget', seat: me.seat, value: v } as SeatAction))}
          >
            {'●'.repeat(v)} {t('pickValue', { count: v })}
          </button>
        ))}
      </div>
    </div>
  );
}

export function TheftChoice({
  view,
  seats,
  thief,
  act,
}: {
  view: View;
  seats: SeatInfo[];
  thief: number;
  act(a: SeatAction): void;
}) {
  const t = useSabT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // a thief's choice answers only a fresh press, again for each thief; the previous thief's
  // choice was in the same place (issue 29)
  const press = useFreshPress(thief, PRESS_DWELL_SAME_PLACE_MS);
  return (
    <div className="sab-screen">
      <div className="page">
        <h2 tabIndex={-1} ref={heading}>
          <SeatBadge seat={seats[thief]!} size={32} /> {t('theftTitle', { name: seats[thief]?.name ?? '' })}
        </h2>
        <p>{t('theftChoose')}</p>
        <SeatsPanel view={view} seats={seats} highlight={thief} />
      </div>
      <div className="bottom-bar">
        {theftVictims(view).map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn-big"
            {...press.button(() => act({ type: 'steal', seat: thief, fromSeat: v } as SeatAction))}
          >
            <SeatBadge seat={seats[v]!} size={28} /> {t('stealFrom', { name: seats[v]?.name ?? '' })}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-big"
          {...press.button(() => act({ type: 'steal', seat: thief, fromSeat: null } as SeatAction))}
        >
          {t('stealNone')}
        </button>
      </div>
    </div>
  );
}

export { FinalScreen, RoundEnd } from './RoundEnd';
