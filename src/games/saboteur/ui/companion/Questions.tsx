// The round-end questions on one screen (companion §2.4): every answer is an action on a public
// draft, so it can be reviewed (and, on linked phones, seen by everybody) before the reveal,
// which asks once. Classic: the gold and the last card; Deluxe adds the doors (unanswered until
// answered: issue 29 item 6), crystals, Trapped! and Thefts in play order. A correction's confirm
// says what it changes.
import { SeatsAnswer, YesNo } from './AnswerInputs';
import { DeluxeQuestions, type QuestionsProps } from './DeluxeQuestions';
import { RevealBar } from './RevealBar';
import { useCompT } from './strings';

export function Questions(props: QuestionsProps) {
  const { table, seats, here: seat, act } = props;
  const t = useCompT();
  const a = table.answers;
  const correcting = table.correcting !== null;
  return (
    <div className="page sabc-page sabc-questions">
      <h2 className="sab-screen-title">
        {correcting
          ? t('correctingTitle', { round: table.round })
          : t('questionsTitle', { round: table.round })}
      </h2>
      {correcting && <p className="muted">{t('correctingHint')}</p>}
      <YesNo
        name="gold"
        label={t('qGold')}
        value={a.gold}
        onChange={(value) => act({ type: 'answer', seat, q: 'gold', value })}
      />
      <SeatsAnswer
        name="last"
        label={t('qLast')}
        seats={seats}
        choices={Array.from({ length: table.config.players }, (_, i) => i)}
        pressed={(s) => a.last === s}
        onPick={(value) => a.last !== value && act({ type: 'answer', seat, q: 'last', value })}
      />
      {table.config.mode === 'deluxe' && <DeluxeQuestions {...props} />}
      <RevealBar {...props} />
    </div>
  );
}
