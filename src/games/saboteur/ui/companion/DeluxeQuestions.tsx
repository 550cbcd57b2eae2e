// Deluxe's round-end questions (companion §2.4): the doors once the gold was reached (unanswered
// until answered: issue 29 item 6), the crystals, Trapped! and the Thefts in play order.
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { CountAnswer, SeatsAnswer, YesNo } from './AnswerInputs';
import { useCompT } from './strings';

/** What every part of the round-end questions screen is given. */
export interface QuestionsProps {
  table: CompanionView;
  seats: SeatInfo[];
  /** the seat this phone answers for */
  here: number;
  act(a: CompanionAction): void;
}

export function DeluxeQuestions({ table, seats, here: seat, act }: QuestionsProps) {
  const t = useCompT();
  const a = table.answers;
  const all = Array.from({ length: table.config.players }, (_, i) => i);
  return (
    <>
      {a.gold && (
        <>
          <YesNo
            name="free-of-green"
            label={t('qFreeOfGreen')}
            value={a.freeOfGreen}
            onChange={(value) => act({ type: 'answer', seat, q: 'free-of-green', value })}
          />
          <YesNo
            name="free-of-blue"
            label={t('qFreeOfBlue')}
            value={a.freeOfBlue}
            onChange={(value) => act({ type: 'answer', seat, q: 'free-of-blue', value })}
          />
        </>
      )}
      <CountAnswer
        name="crystals"
        label={t('qCrystals')}
        value={a.crystals}
        max={table.maxCrystals}
        onChange={(value) => act({ type: 'answer', seat, q: 'crystals', value })}
      />
      <SeatsAnswer
        name="trapped"
        label={t('qTrapped')}
        seats={seats}
        choices={all}
        pressed={(s) => a.trapped.includes(s)}
        onPick={(target) => act({ type: 'trapped', seat, target, on: !a.trapped.includes(target) })}
      />
      <SeatsAnswer
        name="thefts"
        label={t('qThefts')}
        seats={seats}
        choices={all}
        pressed={(s) => a.thefts.includes(s)}
        marks={(s) => (a.thefts.includes(s) ? `${a.thefts.indexOf(s) + 1}` : null)}
        onPick={(target) => act({ type: 'theft', seat, target, on: !a.thefts.includes(target) })}
      />
    </>
  );
}
