// Saboteur's game screen: decides which screen is up (flow.ts), puts a handoff in front of
// every private one, and renders views only: the table view on public screens, the seat's own
// view after that seat confirmed the handoff. Who has unlocked lives in React state only, so a
// reload reopens at the handoff.
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../../i18n/useT';
import type { GameScreenProps } from '../../../kit/game';
import { botLevel } from '../../../kit/session';
import { Handoff } from '../../../kit/ui/Handoff';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import type { Action, Config, View } from '../rules/types';
import { useHoldBots } from '../../../kit/botHold';
import { afterStage, guardKey, initialLocal, privateSeat, stageOf, type Local, type Stage } from './flow';
import {
  FinalScreen,
  Header,
  NuggetPick,
  PrivateResult,
  RoleReveal,
  RoundEnd,
  TableView,
  TheftChoice,
} from './Screens';
import { useSabT } from './strings';
import { TurnScreen } from './TurnScreen';
import { eventWords } from './words';
import './saboteur.css';

export function SaboteurScreen({
  table,
  viewFor,
  seats,
  dispatch,
  exit,
  rematch,
}: GameScreenProps<Config, Action, View>) {
  const t = useSabT();
  const shell = useT();
  const isHuman = useCallback((s: number) => botLevel(seats[s]) === null, [seats]);
  const [local, setLocal] = useState<Local>(() => initialLocal(table));
  const [unlocked, setUnlocked] = useState<string | null>(null);
  const stage = stageOf(table, local, isHuman);
  const guard = guardKey(stage, table);
  const holder = privateSeat(stage);
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  // bots wait while people read: role reveals, private results and the round summary
  useHoldBots(stage.kind === 'role' || stage.kind === 'private' || stage.kind === 'summary');

  /** The person the phone goes to after this stage, if it is somebody else. */
  const nextAfter = (st: Stage): { label: string; local: Local } => {
    const nl = afterStage(st, table, local);
    const next = stageOf(table, nl, isHuman);
    const ns = privateSeat(next);
    const label = ns !== null && ns !== privateSeat(st) ? shell('handTo', { name: name(ns) }) : t('done');
    return { label, local: nl };
  };
  const finish = (st: Stage) => {
    const { local: nl } = nextAfter(st);
    const next = stageOf(table, nl, isHuman);
    setLocal(nl);
    // the same person goes straight on (their role, then their turn); anybody else gets a handoff
    const nk = guardKey(next, table);
    setUnlocked(nk && privateSeat(next) === privateSeat(st) ? nk : null);
  };
  const act = (a: Action) => {
    const err = dispatch(a);
    if (err) console.warn('saboteur: refused', err.code);
    return err;
  };

  const announce = useMemo(() => {
    const last = table.log[table.log.length - 1];
    const what = last ? eventWords(t, last, name, table.config.mode) : '';
    const who =
      table.current !== null && table.phase === 'turn' ? t('liveTurn', { name: name(table.current) }) : '';
    return `${what} ${who}`.trim();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table.log.length, table.current, t]);

  const header = <Header view={table} onExit={exit} />;
  let body: React.ReactNode;
  let viewer: number | null = null;

  if (guard && unlocked !== guard && holder !== null) {
    const purpose =
      stage.kind === 'role'
        ? t('purposeRole', { round: table.round })
        : stage.kind === 'pick'
          ? t('purposePick')
          : stage.kind === 'private'
            ? t('purposeNewRole')
            : t('purposeTurn');
    body = (
      <>
        {header}
        <Handoff
          seat={seats[holder]}
          purpose={purpose}
          table={<TableView view={table} seats={seats} />}
          onConfirm={() => setUnlocked(guard)}
        />
      </>
    );
  } else if (stage.kind === 'private') {
    viewer = stage.item.seat;
    const view = viewFor(stage.item.seat);
    body = (
      <>
        {header}
        <PrivateResult
          key={stage.item.id}
          view={view}
          item={stage.item}
          seats={seats}
          doneLabel={nextAfter(stage).label}
          onDone={() => finish(stage)}
        />
      </>
    );
  } else if (stage.kind === 'role') {
    viewer = stage.seat;
    const view = viewFor(stage.seat);
    body = (
      <>
        {header}
        <RoleReveal
          key={`role${stage.seat}`}
          view={view}
          seats={seats}
          doneLabel={nextAfter(stage).label}
          onDone={() => finish(stage)}
        />
      </>
    );
  } else if (stage.kind === 'turn') {
    viewer = stage.seat;
    const view = viewFor(stage.seat);
    body = <TurnScreen key={guard ?? ''} view={view} seats={seats} dispatch={act} header={header} />;
  } else if (stage.kind === 'pick') {
    viewer = stage.seat;
    const view = viewFor(stage.seat);
    body = (
      <>
        {header}
        <NuggetPick key={guard ?? ''} view={view} seats={seats} act={act} />
      </>
    );
  } else if (stage.kind === 'theft') {
    body = (
      <>
        {header}
        <TheftChoice view={table} seats={seats} thief={stage.seat} act={act} />
      </>
    );
  } else if (stage.kind === 'summary') {
    const summary =
      table.rounds.find((r) => r.round === stage.round) ?? table.rounds[table.rounds.length - 1];
    const last = stage.round >= 3 || table.phase === 'over';
    body = (
      <>
        <Header view={table} onExit={exit} round={summary.round} />
        <RoundEnd
          view={table}
          seats={seats}
          summary={summary}
          footer={
            <div className="bottom-bar">
              <button type="button" className="btn btn-primary btn-big" onClick={() => finish(stage)}>
                {last ? t('seeResults') : t('nextRound', { round: stage.round + 1 })}
              </button>
            </div>
          }
        />
      </>
    );
  } else if (stage.kind === 'round-end') {
    const who = table.actors[0];
    body = (
      <>
        {header}
        {table.lastRound && (
          <RoundEnd
            view={table}
            seats={seats}
            summary={table.lastRound}
            footer={
              <div className="bottom-bar">
                <p className="sab-wait" role="status">
                  {who !== undefined ? t('picking', { name: name(who) }) : ''}
                </p>
              </div>
            }
          />
        )}
      </>
    );
  } else if (stage.kind === 'over') {
    body = (
      <>
        {header}
        <FinalScreen view={table} seats={seats} rematch={rematch} exit={exit} />
      </>
    );
  } else {
    body = (
      <>
        {header}
        <TableView view={table} seats={seats}>
          <p className="sab-wait" role="status">
            {t('botThinking', { name: name(stage.seat) })}
          </p>
        </TableView>
      </>
    );
  }

  return (
    <div className="sab-root" data-stage={stage.kind} data-viewer={viewer ?? 'table'}>
      <LiveRegion message={announce} />
      {body}
    </div>
  );
}
