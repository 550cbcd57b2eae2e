// One seat's private plan: its hand, the slots to fill (standard: left and right neighbour;
// duel: front and back, later only a new back), exhausted cards shown as unavailable. Picks are
// UI state until submitted, so the seat can change its mind and undo; the plan that cannot be
// taken back afterwards (the last before the reveal) asks once.
import type { SeatInfo } from '../../../kit/session';
import { usePrivateScreen } from '../../../kit/privacy';
import { isBot } from '../../../kit/botSeat';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useLang, useT } from '../../../i18n/useT';
import type { Action, CardId, PlanChoice, PlanSlotView, View } from '../rules/types';
import { pickCard, clearSlot, picksComplete, planAction } from './planModel';
import { planHint, planSummary, slotLabel } from './planWords';
import { cardName, useVpT } from './strings';
import { cardNamesEn } from './strings/en';
import { TableView } from './TableView';
import { useVpHelp } from './cardHelp';
import { MarketRow, Neighbours } from './Neighbours';
import { PlanBar } from './PlanBar';
import { PlanHand } from './PlanHand';
import { PlanHeader } from './PlanHeader';
import { CurrentFront, PlanSlots } from './PlanSlots';
import { usePlanPicks } from './usePlanPicks';

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
  const { slots, cards } = choice;
  const { picks, change, undo, canUndo, error, setError } = usePlanPicks(seat, slots, cards);
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const help = useVpHelp();
  const own = view.seats[seat];
  // a person on another phone still chooses: this plan reveals nothing yet (issue 30)
  const othersChoose = view.toAct.some((s) => s !== seat && !isBot(seats[s]));
  // the seats the slots face: both neighbours, or the one opponent of a duel
  const faced = own ? [...new Set([own.leftNeighbour, own.rightNeighbour])].filter((s) => s !== seat) : [];
  const label = (slot: PlanSlotView) => slotLabel(t, name, slot);
  const cardAt = (i: number | null): CardId | null => (i === null ? null : (cards[i]?.card ?? null));
  const cardNameIn = (k: number) => {
    const c = cardAt(picks.slots[k] ?? null);
    return c ? cardName(c, lang) : '';
  };

  const confirm = () => {
    const action = planAction(seat, slots, picks, cards);
    if (!action) return;
    const err = submit(action);
    if (err) setError(err);
  };

  return (
    <section className="vp-plan" data-colour={seats[seat]?.colour ?? 0} aria-labelledby="vp-plan-title">
      <PlanHeader seat={seats[seat]} name={name(seat)} round={view.round} log={log} heading={heading} />
      {lesson}
      {choice.front && <CurrentFront card={choice.front} help={help} />}
      <Neighbours view={view} seats={seats} targets={faced} self={seat} help={help} />
      <PlanSlots
        slots={slots}
        cards={picks.slots.map(cardAt)}
        active={picks.active}
        label={label}
        clear={(k) => change(clearSlot(picks, k))}
      />
      <PlanHand
        cards={cards}
        order={handOrder(cards)}
        picked={picks.slots}
        slotLabel={(k) => label(slots[k]!)}
        pick={(i) => change(pickCard(picks, i))}
        help={help}
      />
      <p className="vp-muted vp-plan-hint">{planHint(t, view.mode, slots)}</p>
      <MarketRow view={view} help={help} />
      <p className="vp-muted vp-help-hint">{shell('cardHelpHint')}</p>
      <details className="vp-plan-table">
        <summary>{t('wholeTable')}</summary>
        <TableView view={view} seats={seats} self={seat} help={help} />
      </details>
      {help.dialog}
      <PlanBar
        error={error}
        canUndo={canUndo}
        undo={undo}
        complete={picksComplete(picks)}
        nextName={nextName}
        othersChoose={othersChoose}
        summary={planSummary(t, name, view.mode, slots, cardNameIn)}
        confirm={confirm}
      />
    </section>
  );
}
