// companion §3.2: each person's revealed cards, two taps from the cards they own and that are
// not resting (duel: the front card and the card behind; later rounds only the card behind).
// The entries stay on this screen until every person is in and the round is resolved, so a
// mis-tap is fixed by entering that person again; after the resolution an undo takes it back (in
// the tools row at the top, never in the bottom bar where the previous screen's main button was).
import { useState } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../../kit/ui/useFocusOnMount';
import { useLang } from '../../../../i18n/useT';
import type { CardId } from '../../rules/types';
import type { CompanionView, Entry, EntryChoice } from '../../rules/companion/types';
import { CardChip } from '../CardFace';
import { cardName } from '../strings';
import { CardGrid } from './parts';
import { useCompanionT } from './strings';

type Slot = EntryChoice['slots'][number];

function slotWords(
  t: ReturnType<typeof useCompanionT>,
  slot: Slot,
  choice: EntryChoice,
  table: CompanionView,
  seats: SeatInfo[],
): string {
  const s = table.seats[choice.seat]!; // the seat the rules ask to enter
  const name = (i: number) => seats[i]?.name ?? `#${i + 1}`;
  if (slot === 'left') return t('slotLeft', { name: name(s.leftNeighbour) });
  if (slot === 'right') return t('slotRight', { name: name(s.rightNeighbour) });
  return t(slot === 'front' ? 'slotFront' : 'slotBack');
}

/** One person's entry: a tap per slot; the last tap hands the entry back. */
export function EntryPick({
  table,
  choice,
  seats,
  onDone,
  onBack,
}: {
  table: CompanionView;
  choice: EntryChoice;
  seats: SeatInfo[];
  onDone(entry: Entry): void;
  onBack: (() => void) | null;
}) {
  const t = useCompanionT();
  const lang = useLang();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [first, setFirst] = useState<CardId | null>(null);
  const info = seats[choice.seat] ?? {
    name: `#${choice.seat + 1}`,
    colour: choice.seat,
    who: 'person',
    where: 'this-phone',
  };
  // one slot, or two: a first pick is kept only when there are two
  const slot = choice.slots[first === null ? 0 : 1]!;
  // the second tap may not reuse the one copy the first tap took
  const taken = first === null ? [] : [first];
  const left = choice.cards.filter((c) => !taken.includes(c) || choice.all.filter((x) => x === c).length > 1);
  const pick = (card: CardId) => {
    if (choice.slots.length === 1) return onDone({ back: card });
    if (first === null) return setFirst(card);
    const [a, b] = choice.slots;
    onDone({ [a!]: first, [b!]: card } as unknown as Entry);
  };
  return (
    <section className="vpc-screen" data-colour={info.colour} aria-labelledby="vpc-entry-title">
      <h1 id="vpc-entry-title" className="vpc-title" tabIndex={-1} ref={heading}>
        <SeatBadge seat={info} size={32} />
        <span>{t('enterTitle', { name: info.name })}</span>
      </h1>
      <p className="vpc-ask" data-testid="vpc-slot">
        {slotWords(t, slot, choice, table, seats)}
      </p>
      {choice.front !== null && (
        <p className="vp-muted">{t('frontNow', { card: cardName(choice.front, lang) })}</p>
      )}
      {first !== null && (
        <p className="vpc-picked-row">
          {slotWords(t, choice.slots[0]!, choice, table, seats)}: <CardChip card={first} />
        </p>
      )}
      <CardGrid cards={left} onPick={pick} testId="vpc-entry-cards" />
      {choice.resting.length > 0 && (
        <p className="vpc-picked-row vp-muted">
          {t('resting')}:{' '}
          {choice.resting.map((c, i) => (
            <CardChip key={i} card={c} />
          ))}
        </p>
      )}
      {(first !== null || onBack) && (
        <div className="bottom-bar">
          <button
            type="button"
            className="btn"
            onClick={() => (first !== null ? setFirst(null) : onBack?.())}
          >
            ← {t('back')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Every entry in: check, re-enter anyone, then resolve with one tap. */
export function EntryReview({
  table,
  drafts,
  seats,
  onEdit,
  onResolve,
}: {
  table: CompanionView;
  drafts: (Entry | null)[];
  seats: SeatInfo[];
  onEdit(seat: number): void;
  onResolve(): void;
}) {
  const t = useCompanionT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const duel = table.mode === 'duel';
  return (
    <section className="vpc-screen" aria-labelledby="vpc-review-title">
      <h1 id="vpc-review-title" className="vpc-title" tabIndex={-1} ref={heading}>
        {t('reviewTitle', { n: table.round })}
      </h1>
      <p className="vp-muted">{t('reviewHint')}</p>
      <ul className="vpc-review">
        {drafts.map((e, i) => {
          const info = seats[i] ?? { name: `#${i + 1}`, colour: i, who: 'person', where: 'this-phone' };
          const r = e as Partial<Record<'left' | 'right' | 'front' | 'back', CardId>> | null;
          const front = duel ? (r?.front ?? table.seats[i]!.front) : null;
          return (
            <li key={i}>
              <button
                type="button"
                className="vpc-review-row"
                onClick={() => onEdit(i)}
                data-testid={`vpc-review-${i}`}
              >
                <SeatBadge seat={info} size={28} />
                <span className="vpc-review-name">{info.name}</span>
                <span className="vpc-review-cards">
                  {!r ? (
                    <span className="vp-muted">{t('notYet')}</span>
                  ) : duel ? (
                    <>
                      <CardChip card={front} />
                      <span className="vp-muted">+ {t('behind')}</span>
                    </>
                  ) : (
                    <>
                      <CardChip card={r.left ?? null} />
                      <CardChip card={r.right ?? null} />
                    </>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="bottom-bar">
        <button
          type="button"
          className="btn btn-primary btn-big"
          onClick={onResolve}
          data-testid="vpc-resolve"
        >
          {t('resolve')}
        </button>
      </div>
    </section>
  );
}
