// Reveal and payout (companion §2.5): every role at once, each seat's line saying why it got what
// it got (the view carries the rule and the numbers, the words are here), the thefts, and the
// way on: correct an answer (companion §2.6) or the next round. Classic nugget values of other seats are
// not in the view; deluxe totals are not either, only whether a seat has gold.
import type { SeatInfo } from '../../../../kit/session';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress } from '../../../../kit/ui/freshPress';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import type {
  CompanionAction,
  CompanionRoundView,
  CompanionView,
  PayoutLineView,
} from '../../rules/companion/types';
import { RoleBadge } from '../RolePanel';
import { correctionWords } from './correction';
import { SeatButtons } from './SeatButtons';
import { useCompT } from './strings';

function lineText(t: ReturnType<typeof useCompT>, r: CompanionRoundView, l: PayoutLineView): string {
  switch (l.reason) {
    case 'digger-pick':
      return l.cards ? t('lineDigger', { count: l.cards }) : t('lineDiggerNone');
    case 'saboteur-share':
      return `${t('lineSabShare', { count: r.saboteurs, owed: r.tableValue })} → ${t('lineCards', { count: l.cards })}`;
    case 'winner':
      return t('lineWinner', { t: r.tableValue });
    case 'boss':
      return t('lineBoss', { t: r.tableValue, amount: l.amount ?? 0 });
    case 'profiteer':
      return t('lineProfiteer', { t: r.tableValue, amount: l.amount ?? 0 });
    case 'geologist':
      return t('lineGeologist', { crystals: r.answers.crystals, g: r.geologists, amount: l.amount ?? 0 });
    case 'trapped':
      return t('lineTrapped');
    case 'lost':
      return t('lineLost');
  }
}

function RoundLines({
  round,
  seats,
  view,
}: {
  round: CompanionRoundView;
  seats: SeatInfo[];
  view: CompanionView;
}) {
  const t = useCompT();
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const deluxe = view.config.mode === 'deluxe';
  // the last correction of this round: what it changed (issue 29 item 6)
  const fixed = round.corrections
    ? view.log.findLast(
        (e): e is Extract<CompanionView['log'][number], { type: 'correction' }> =>
          e.type === 'correction' && e.round === round.round,
      )
    : undefined;
  const teams = round.winningTeams.map((x) => (x === 'green' ? t('teamGreen') : t('teamBlue'))).join(', ');
  return (
    <>
      <p className="sabc-finding">
        {round.answers.gold && round.finder !== null
          ? t('goldFound', { name: name(round.finder) })
          : t('goldNotFound')}
        {deluxe && round.answers.gold ? ` ${teams ? t('teamsWon', { teams }) : t('noTeamWon')}` : ''}
      </p>
      {deluxe && round.winners.length > 0 && (
        <p className="muted">{t('winnersT', { count: round.winners.length, t: round.tableValue })}</p>
      )}
      <ul className="sabc-lines">
        {round.lines.map((l) => (
          <li key={l.seat} data-seat={l.seat} data-reason={l.reason}>
            <SeatBadge seat={seats[l.seat] ?? { name: `${l.seat + 1}`, colour: 0 }} size={28} />
            <span className="sabc-line-name">{name(l.seat)}</span>
            <RoleBadge role={l.role} />
            <span className="sabc-line-why">{lineText(t, round, l)}</span>
            {deluxe && l.amount !== null && <strong className="sabc-line-amount">+{l.amount}</strong>}
            {!deluxe && l.amount !== null && l.seat === view.viewer && (
              <strong className="sabc-line-amount">{t('yourValue', { count: l.amount })}</strong>
            )}
          </li>
        ))}
      </ul>
      {round.thefts.length > 0 && (
        <ul className="sabc-thefts">
          {round.thefts.map((th, i) => (
            <li key={i}>
              {th.victim === null
                ? t('theftDeclined', { thief: name(th.thief) })
                : t('theftLine', { thief: name(th.thief), victim: name(th.victim) })}
            </li>
          ))}
        </ul>
      )}
      {round.corrections > 0 && <p className="muted">{t('corrected', { count: round.corrections })}</p>}
      {fixed && (
        <p className="muted sabc-correction" data-testid="sabc-correction">
          {t('logCorrection', {
            round: round.round,
            what: correctionWords(t, seats, fixed.before, fixed.after),
          })}
        </p>
      )}
    </>
  );
}

export function Payout({
  table,
  seats,
  here,
  act,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  here: number | null;
  act(a: CompanionAction): void;
}) {
  const t = useCompT();
  // the reveal starts at its title: focus (and the scroll) go there when it opens
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // the taps of the last nugget pick, where these buttons are now, never start the next round
  // (issue 29)
  const press = useFreshPress(table.phase, PRESS_DWELL_SAME_PLACE_MS);
  const round = table.settled;
  if (!round) return null;
  const last = table.round >= table.totalRounds;
  return (
    <div className="page sabc-page sabc-payout" data-testid="sabc-payout">
      <h2 className="sab-screen-title" tabIndex={-1} ref={heading}>
        {t('payoutTitle', { round: round.round })}
      </h2>
      <RoundLines round={round} seats={seats} view={table} />
      {table.phase === 'result' && here !== null && (
        <div className="bottom-bar sabc-bar">
          <button
            type="button"
            className="btn btn-big"
            {...press.button(() => act({ type: 'correct', seat: here }))}
          >
            {t('correctAnswer')}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-big"
            {...press.button(() => act({ type: 'next', seat: here }))}
          >
            {last ? t('finalResults') : t('nextRound', { round: table.round + 1 })}
          </button>
        </div>
      )}
    </div>
  );
}

/** Deluxe thefts (§11.3): public choices of the acting thief. */
export function TheftChoice({
  table,
  seats,
  canAct,
  act,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  canAct: boolean;
  act(a: CompanionAction): void;
}) {
  const t = useCompT();
  const theft = table.theft;
  // a thief's choice answers only a fresh press, again for each thief; the previous thief's
  // "Don't steal" was in the same place (issue 29)
  const press = useFreshPress(theft?.thief, PRESS_DWELL_SAME_PLACE_MS);
  if (!theft) return null;
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  return (
    <div className="page sabc-page" data-testid="sabc-theft">
      <h2 className="sab-screen-title">{t('theftTitle', { name: name(theft.thief) })}</h2>
      {canAct ? (
        <>
          <p>{t('theftWhom')}</p>
          <SeatButtons
            seats={seats}
            choices={theft.victims}
            marks={() => t('hasGold')}
            onPick={(fromSeat) => act({ type: 'steal', seat: theft.thief, fromSeat })}
            guard={press}
          />
          <div className="bottom-bar">
            <button
              type="button"
              className="btn btn-big"
              {...press.button(() => act({ type: 'steal', seat: theft.thief, fromSeat: null }))}
            >
              {t('noSteal')}
            </button>
          </div>
        </>
      ) : (
        <p className="sab-wait" role="status">
          {t('waitTheft', { name: name(theft.thief) })}
        </p>
      )}
    </div>
  );
}
