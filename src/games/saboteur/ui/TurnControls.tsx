// The turn screen's controls under the maze: the hint (or why the last tap was refused), the
// targets of an action card, the buttons that act, and the hand. They render a TurnChoice and
// send TurnEvents; none of them decides a rule.
import { useEffect, useRef, useState } from 'react';
import type { SeatInfo } from '../../../kit/session';
import type { HelpPressProps } from '../../../kit/ui/CardHelp';
import type { Action, ActionCardId, CardId, View } from '../rules/types';
import { actionHint } from './cardHelp';
import { CardImage } from './CardArt';
import { cellTargets, placeBlock, placementSpots, seatTargets } from './choices';
import { useSabT } from './strings';
import { TurnActions } from './TurnActions';
import { SeatTargetList, whyText } from './TurnParts';
import { GoalChoices, HealChoice } from './TurnPicks';
import { chosenCard, chosenUse, turnAction, type TurnChoice, type TurnEvent } from './turnChoice';
import { cardName } from './words';

function TurnHint({ view, choice }: { view: View; choice: TurnChoice }) {
  const t = useSabT();
  const card = chosenCard(view, choice);
  const use = chosenUse(view, choice);
  const deluxe = view.config.mode === 'deluxe';
  const block = placeBlock(view);
  let hint: string;
  if (choice.mode === 'pass') hint = deluxe ? t('choosePass') : t('chooseCard');
  else if (choice.mode === 'heal') hint = t('chooseHeal');
  else if (!card) hint = t('chooseCard');
  else if (use === 'path') {
    const spots = placementSpots(view, card);
    const now = spots.filter((s) => s.rotated === choice.rotated).length;
    if (block) hint = whyText(t, block);
    else if (!spots.length) hint = t('noSpots');
    else hint = `${t('spots', { count: now })}. ${t('tapSpot')}`;
  } else if (use === 'rockfall')
    hint = cellTargets(view, card).length ? t('chooseRockfall') : whyText(t, 'bad-target');
  else if (use === 'map') hint = cellTargets(view, card).length ? t('chooseGoal') : whyText(t, 'bad-target');
  else hint = t(actionHint(card));
  return (
    <p className={choice.why ? 'sab-hint sab-hint-why' : 'sab-hint'} role="status" aria-live="polite">
      {choice.why ? whyText(t, choice.why) : hint}
    </p>
  );
}

function TurnChoices({
  view,
  seats,
  choice,
  send,
  onConfirm,
  onPass,
}: {
  view: View;
  seats: SeatInfo[];
  choice: TurnChoice;
  send(e: TurnEvent): void;
  /** the turn's action, worked out once per render here (issue 31 item 3: not again on confirm) */
  onConfirm(action: Action): void;
  onPass(): void;
}) {
  const card = chosenCard(view, choice);
  const use = chosenUse(view, choice);
  const play = choice.mode === 'play';
  const action = turnAction(view, choice);
  const confirm = () => {
    if (action) onConfirm(action);
  };
  const heal = view.turn?.heal ?? null;
  return (
    <>
      {play && card && (use === 'seat' || use === 'self') && (
        <SeatTargetList
          card={card}
          targets={seatTargets(view, card as ActionCardId)}
          chosen={choice.target}
          seats={seats}
          onChoose={(target) => send({ type: 'target', target })}
        />
      )}
      {play && card && use === 'map' && <GoalChoices view={view} card={card} choice={choice} send={send} />}
      {choice.mode === 'heal' && heal && <HealChoice remove={heal.remove} choice={choice} send={send} />}
      <TurnActions {...{ view, seats, choice, send, confirm, onPass }} ready={action !== null} />
    </>
  );
}

function HandList({
  view,
  choice,
  onCard,
  compact,
  hold,
}: {
  view: View;
  choice: TurnChoice;
  onCard(index: number): void;
  compact?: boolean;
  /** props for a hand card whose tap chooses it: a long press opens its help */
  hold(id: CardId, onTap: () => void): HelpPressProps;
}) {
  const t = useSabT();
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };
  const use = chosenUse(view, choice);
  const hand = view.me?.hand ?? [];
  const { ref, hidden, scroll } = useHiddenCards(hand.length);
  return (
    <div className="sab-hand-wrap">
      <ul ref={ref} className={`sab-hand${compact ? ' sab-hand-compact' : ''}`} aria-label={t('yourHand')}>
        {hand.map((c, i) => {
          const on = choice.mode === 'play' ? choice.selected === i : choice.multi.includes(i);
          return (
            <li key={`${c}-${i}`}>
              <button
                type="button"
                className={`sab-hand-card${on ? ' sab-on' : ''}`}
                aria-pressed={on}
                {...hold(c, () => onCard(i))}
              >
                <CardImage
                  id={c}
                  rotated={on && choice.mode === 'play' && use === 'path' ? choice.rotated : false}
                  doorLetters={doorLetters}
                  size={compact ? 32 : 36}
                />
                <span className={compact ? 'visually-hidden' : 'sab-hand-name'}>{cardName(t, c)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {/* a hand wider than the screen says how many cards lie beyond each edge (issue 23 item 1:
          at 360 px about 3½ of 6 showed, with no sign of the rest); a tap scrolls to them */}
      {hidden.before > 0 && (
        <button
          type="button"
          className="sab-hand-more sab-hand-more-start"
          onClick={() => scroll(-1)}
          aria-label={t('handMoreStart', { count: hidden.before })}
        >
          <span aria-hidden="true">‹ +{hidden.before}</span>
        </button>
      )}
      {hidden.after > 0 && (
        <button
          type="button"
          className="sab-hand-more sab-hand-more-end"
          onClick={() => scroll(1)}
          aria-label={t('handMoreEnd', { count: hidden.after })}
        >
          <span aria-hidden="true">+{hidden.after} ›</span>
        </button>
      )}
    </div>
  );
}

/** Everything under the maze on a turn: the hint, the targets and buttons, the hand. */
export function TurnControls({
  view,
  seats,
  choice,
  send,
  onConfirm,
  onPass,
  compact,
  hold,
}: Parameters<typeof TurnChoices>[0] & Pick<Parameters<typeof HandList>[0], 'compact' | 'hold'>) {
  return (
    <div className="sab-bottom" data-lesson-target="hand">
      <TurnHint view={view} choice={choice} />
      <TurnChoices {...{ view, seats, choice, send, onConfirm, onPass }} />
      <HandList
        view={view}
        choice={choice}
        onCard={(index) => send({ type: 'card', index })}
        compact={compact}
        hold={hold}
      />
    </div>
  );
}

/** how much of the hand's width an edge's "more" indicator covers (sab-hand.css) */
const MORE_PX = 44;

/** How many cards of a sideways-scrolling hand are not wholly in sight, before and after. */
function useHiddenCards(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState({ before: 0, after: 0 });
  useEffect(() => {
    const ul = ref.current;
    if (!ul) return;
    const measure = () => {
      const box = ul.getBoundingClientRect();
      // a card under an edge's indicator counts as beyond that edge
      const overflow = ul.scrollWidth > ul.clientWidth + 1;
      const start = box.left + (overflow && ul.scrollLeft > 1 ? MORE_PX : 0);
      const end = box.right - (overflow && ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 1 ? MORE_PX : 0);
      let before = 0;
      let after = 0;
      for (const li of ul.children) {
        const r = li.getBoundingClientRect();
        if (r.left < start - 1) before++;
        else if (r.right > end + 1) after++;
      }
      setHidden((h) => (h.before === before && h.after === after ? h : { before, after }));
    };
    const frame = requestAnimationFrame(measure);
    ul.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(ul);
    return () => {
      cancelAnimationFrame(frame);
      ul.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [count]);
  const scroll = (direction: 1 | -1) => {
    const ul = ref.current;
    if (!ul) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ul.scrollBy({ left: direction * ul.clientWidth * 0.75, behavior: still ? 'auto' : 'smooth' });
  };
  return { ref, hidden, scroll };
}
