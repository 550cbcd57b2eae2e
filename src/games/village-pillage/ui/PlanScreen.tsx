// One seat's private plan: its hand, the slots to fill (standard: left and right neighbour;
// duel: front and back, later only a new back), exhausted cards shown as unavailable. Picks are
// UI state until submitted, so the seat can change its mind and undo; the plan that cannot be
// taken back afterwards (the last before the reveal) asks once.
import { useContext, useState } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { usePrivateScreen } from '../../../kit/privacy';
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import { useFreshPress } from '../../../kit/ui/freshPress';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { TakenBackContext } from '../../../kit/ui/undoLast';
import { isBot } from '../../../kit/botSeat';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useLang, useT } from '../../../i18n/useT';
import type { Action, CardId, PlanChoice, PlanSlotView, View } from '../rules/types';
import { CardChip, CardFace } from './CardFace';
import { type Picks, pickCard, clearSlot, picksComplete, picksFromPlan, planAction } from './planModel';
import { cardName, useVpT } from './strings';
import { cardNamesEn } from './strings/en';
import { TableView } from './TableView';
import { useVpHelp } from './cardHelp';
import { MarketRow, Neighbours } from './Neighbours';

interface PlanScreenProps {
  view: View;
  seat: number;
  seats: SeatInfo[];
  /** who gets the phone next, or null when the cards are revealed next */
  nextName: string | null;
  submit(action: Action): string | null;
  /** the Log button (what happened since this seat last planned is marked in it) */
  log?: React.ReactNode;
  /** a first game's lesson for this seat (issue 34) */
  lesson?: React.ReactNode;
}

/** the catalogue's order of the cards: a hand is shown in it, the same every round */
const CATALOGUE = Object.keys(cardNamesEn);

/**
 * The indices of the hand's cards in the catalogue's order. The rules put the cards played last
 * round at the end of the hand, so in the rules' order the hand moved about every round
 * (issue 23 item 7); a person finds a card where it was.
 */
export function handOrder(cards: readonly { card: CardId }[]): number[] {
  const rank = (c: CardId) => CATALOGUE.indexOf(c);
  return cards.map((_, i) => i).sort((a, b) => rank(cards[a]!.card) - rank(cards[b]!.card) || a - b);
}

const NO_PLAN: PlanChoice = { kind: 'plan', seat: -1, slots: [], cards: [], front: null };

export function PlanScreen({ view, seat, seats, nextName, submit, log, lesson }: PlanScreenProps) {
  usePrivateScreen();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const t = useVpT();
  const shell = useT();
  const lang = useLang();
  const choice = view.choice?.kind === 'plan' ? view.choice : NO_PLAN;
  const slots = choice.slots;
  // a plan just taken back comes back as it was (issue 30)
  const takenBack = useContext(TakenBackContext);
  const [picks, setPicks] = useState<Picks>(
    () => picksFromPlan(takenBack, seat, slots, choice.cards) ?? { slots: slots.map(() => null), active: 0 },
  );
  const [history, setHistory] = useState<Picks[]>([]);
  const [asking, setAsking] = useState(false);
  // "Done — hand the phone" answers only a fresh press (issue 29)
  const press = useFreshPress();
  const [error, setError] = useState<string | null>(null);
  const cards = choice.cards;
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const help = useVpHelp();
  const own = view.seats[seat];
  // a person on another phone still chooses: this plan reveals nothing yet (issue 30)
  const othersChoose = view.toAct.some((s) => s !== seat && !isBot(seats[s]));
  // the seats the slots face: both neighbours, or the one opponent of a duel
  const faced = own ? [...new Set([own.leftNeighbour, own.rightNeighbour])].filter((s) => s !== seat) : [];

  const change = (next: Picks) => {
    setHistory((h) => [...h, picks]);
    setPicks(next);
    setError(null);
  };

  const slotLabel = ({ slot, target }: PlanSlotView) =>
    slot === 'left'
      ? t('toLeft', { name: name(target ?? 0) })
      : slot === 'right'
        ? t('toRight', { name: name(target ?? 0) })
        : slot === 'front'
          ? t('frontSlot')
          : t('backSlot');

  const cardAt = (i: number | null): CardId | null => (i === null ? null : (cards[i]?.card ?? null));
  const complete = picksComplete(picks);
  const cn = (i: number | null) => {
    const c = cardAt(i);
    return c ? cardName(c, lang) : '';
  };
  const summary =
    view.mode === 'standard'
      ? t('planSummaryStandard', {
          left: cn(picks.slots[0] ?? null),
          leftName: name(slots[0]?.target ?? 0),
          right: cn(picks.slots[1] ?? null),
          rightName: name(slots[1]?.target ?? 0),
        })
      : slots.length === 2
        ? t('planSummaryDuelFirst', { front: cn(picks.slots[0] ?? null), back: cn(picks.slots[1] ?? null) })
        : t('planSummaryDuelBack', { back: cn(picks.slots[0] ?? null) });

  const confirm = () => {
    setAsking(false);
    const action = planAction(seat, slots, picks, cards);
    if (!action) return;
    const err = submit(action);
    if (err) setError(err);
  };

  const hint =
    view.mode === 'standard'
      ? t('planHintStandard')
      : slots.length === 2
        ? t('planHintDuelFirst')
        : t('planHintDuelBack');

  return (
    <section className="vp-plan" data-colour={seats[seat]?.colour ?? 0} aria-labelledby="vp-plan-title">
      {/* at 360×640 with six seats the whole hand, your own turnips and both buttons fit on one
          screen (issue 23 items 1 and 3): the Log beside the title, undo beside "Done" */}
      <header className="vp-plan-head">
        <div className="vp-plan-head-row">
          <div className="vp-plan-titles">
            <h1 id="vp-plan-title" className="vp-plan-title" tabIndex={-1} ref={heading}>
              <SeatBadge seat={seats[seat] ?? { name: '?', colour: 0 }} size={32} />
              <span>{t('planTitle', { name: name(seat) })}</span>
            </h1>
            <p className="vp-muted vp-plan-hint">{t('round', { n: view.round })}</p>
          </div>
          {log}
        </div>
      </header>

      {lesson}
      {choice.front && (
        <div className="vp-current-front">
          <span className="vp-slot-label">{t('currentFront')}</span>
          <button
            type="button"
            className="vp-help-btn"
            onClick={() => choice.front && help.card(choice.front)}
          >
            <CardChip card={choice.front} />
          </button>
        </div>
      )}

      <Neighbours view={view} seats={seats} targets={faced} self={seat} help={help} />

      <div className="vp-slots" role="group" aria-label={t('confirmPlan')} data-lesson-target="plan-slots">
        {slots.map((slotView, k) => {
          const slot = slotView.slot;
          const i = picks.slots[k] ?? null;
          const c = cardAt(i);
          const active = picks.active === k;
          return (
            <button
              key={slot}
              type="button"
              className={`vp-slot${active ? ' vp-slot-active' : ''}${c ? ' vp-slot-filled' : ''}`}
              aria-pressed={active}
              data-slot={slot}
              onClick={() => change(clearSlot(picks, k))}
            >
              {/* the name is this text, not an aria-label: axe's label-in-name rule wants an
                  aria-label to hold the visible words as they run, arrows and all */}
              <span className="visually-hidden">
                {c
                  ? `${slotLabel(slotView)}: ${cardName(c, lang)}. ${t('clearSlot', { slot: slotLabel(slotView) })}`
                  : `${slotLabel(slotView)}: ${t('emptySlot')}`}
              </span>
              <span className="vp-slot-label" aria-hidden="true">
                {slot === 'left' ? '← ' : ''}
                {slotLabel(slotView)}
                {slot === 'right' ? ' →' : ''}
              </span>
              {c ? (
                <span aria-hidden="true">
                  <CardChip card={c} />
                </span>
              ) : (
                <span className="vp-slot-empty" aria-hidden="true">
                  {t('emptySlot')}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <ul className="vp-hand" aria-label={t('hand')} data-lesson-target="hand">
        {handOrder(cards).map((i) => {
          const h = cards[i]!; // handOrder gives the indexes of cards
          if (h.blocked) return null;
          const inSlot = picks.slots.indexOf(i);
          return (
            <li key={`h${i}`}>
              <button
                type="button"
                className={`vp-hand-card${inSlot >= 0 ? ' vp-picked' : ''}`}
                aria-pressed={inSlot >= 0}
                data-card={h.card}
                {...help.hold(h.card, () => change(pickCard(picks, i)))}
              >
                <CardFace card={h.card} />
                {inSlot >= 0 && <span className="vp-picked-tag">{slotLabel(slots[inSlot]!)}</span>}
                {h.secret && <span className="vp-secret-tag">{t('bardSecret')}</span>}
              </button>
            </li>
          );
        })}
        {cards.map((h, i) =>
          h.blocked ? (
            <li key={`x${i}`}>
              <button
                type="button"
                className="vp-hand-card vp-exhausted"
                disabled
                aria-disabled="true"
                data-card={h.card}
              >
                <CardFace card={h.card} />
                <span className="vp-exhausted-tag">
                  <span aria-hidden="true">Zz </span>
                  {t('exhaustedCard')}
                </span>
              </button>
            </li>
          ) : null,
        )}
      </ul>

      <p className="vp-muted vp-plan-hint">{hint}</p>
      <MarketRow view={view} help={help} />
      <p className="vp-muted vp-help-hint">{shell('cardHelpHint')}</p>

      <details className="vp-plan-table">
        <summary>{t('wholeTable')}</summary>
        <TableView view={view} seats={seats} self={seat} help={help} />
      </details>
      {help.dialog}

      <div className="bottom-bar">
        {error && (
          <p className="error-text" role="alert">
            {shell('illegal', { reason: error })}
          </p>
        )}
        <div className="vp-bar-row vp-plan-bar">
          <button
            type="button"
            className="btn vp-undo-pick"
            disabled={history.length === 0}
            onClick={() => {
              const prev = history[history.length - 1];
              if (!prev) return;
              setHistory((h) => h.slice(0, -1));
              setPicks(prev);
            }}
          >
            <span aria-hidden="true">↶</span>
            <span className="visually-hidden">{t('undoPick')}</span>
          </button>
          <button
            type="button"
            className="btn btn-primary btn-big"
            disabled={!complete}
            // handed to the next person on this phone, the plan can still be taken back from
            // their handoff (issue 23 items 7 and 10): no question. The plan after which the
            // cards are revealed (or the game goes on elsewhere) is final: it asks once
            {...press.button(() => (nextName ? confirm() : setAsking(true)))}
          >
            {nextName ? shell('handTo', { name: nextName }) : t(othersChoose ? 'doneChosen' : 'doneReveal')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        message={`${summary} ${t('confirmPlanAsk')}`}
        confirmLabel={t('confirmPlan')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
