// The round-end questions on one screen (companion §2.4): every answer is an action on a public
// draft, so it can be reviewed (and, on linked phones, seen by everybody) before the reveal,
// which asks once. Classic: the gold and the last card; Deluxe adds the doors (unanswered until
// answered: issue 29 item 6), crystals, Trapped! and Thefts in play order. A correction's confirm
// says what it changes.
import { useState } from 'react';
import { ConfirmDialog } from '../../../../kit/ui/ConfirmDialog';
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { correctionWords } from './correction';
import { SeatButtons } from './SeatButtons';
import { useCompT } from './strings';

function YesNo({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: boolean | null;
  onChange(v: boolean): void;
  name: string;
}) {
  const t = useCompT();
  return (
    <fieldset className="sabc-q" data-q={name}>
      <legend>{label}</legend>
      <div className="sabc-yesno">
        {[true, false].map((v) => (
          <button
            key={String(v)}
            type="button"
            className="btn btn-big"
            aria-pressed={value === v}
            onClick={() => value !== v && onChange(v)}
          >
            {v ? t('yes') : t('no')}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function Questions({
  table,
  seats,
  here,
  act,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  here: number;
  act(a: CompanionAction): void;
}) {
  const t = useCompT();
  const [confirm, setConfirm] = useState(false);
  const a = table.answers;
  const seat = here;
  const all = Array.from({ length: table.config.players }, (_, i) => i);
  const deluxe = table.config.mode === 'deluxe';
  const correcting = table.correcting !== null;
  const maxCrystals = table.maxCrystals;
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
      <fieldset className="sabc-q" data-q="last">
        <legend>{t('qLast')}</legend>
        <SeatButtons
          seats={seats}
          choices={all}
          pressed={(s) => a.last === s}
          onPick={(value) => a.last !== value && act({ type: 'answer', seat, q: 'last', value })}
        />
      </fieldset>
      {deluxe && a.gold && (
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
      {deluxe && (
        <>
          <fieldset className="sabc-q" data-q="crystals">
            <legend>{t('qCrystals')}</legend>
            <div className="sabc-stepper">
              <button
                type="button"
                className="btn btn-big"
                aria-label={t('fewer')}
                disabled={a.crystals <= 0}
                onClick={() => act({ type: 'answer', seat, q: 'crystals', value: a.crystals - 1 })}
              >
                −
              </button>
              <output className="sabc-count" aria-live="polite">
                {a.crystals}
              </output>
              <button
                type="button"
                className="btn btn-big"
                aria-label={t('more')}
                disabled={a.crystals >= maxCrystals}
                onClick={() => act({ type: 'answer', seat, q: 'crystals', value: a.crystals + 1 })}
              >
                +
              </button>
            </div>
          </fieldset>
          <fieldset className="sabc-q" data-q="trapped">
            <legend>{t('qTrapped')}</legend>
            <SeatButtons
              seats={seats}
              choices={all}
              pressed={(s) => a.trapped.includes(s)}
              onPick={(target) => act({ type: 'trapped', seat, target, on: !a.trapped.includes(target) })}
            />
          </fieldset>
          <fieldset className="sabc-q" data-q="thefts">
            <legend>{t('qThefts')}</legend>
            <SeatButtons
              seats={seats}
              choices={all}
              pressed={(s) => a.thefts.includes(s)}
              marks={(s) => (a.thefts.includes(s) ? `${a.thefts.indexOf(s) + 1}` : null)}
              onPick={(target) => act({ type: 'theft', seat, target, on: !a.thefts.includes(target) })}
            />
          </fieldset>
        </>
      )}
      <div className="bottom-bar sabc-bar">
        {!correcting && (
          <button type="button" className="btn btn-big" onClick={() => act({ type: 'resume', seat })}>
            {t('backToRound')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary btn-big"
          disabled={!table.complete}
          onClick={() => setConfirm(true)}
        >
          {correcting ? t('payAgain') : t('reveal')}
        </button>
      </div>
      {!table.complete && (
        <p className="muted sabc-need">
          {a.gold !== null && a.last !== null ? t('needDoors') : t('needAnswers')}
        </p>
      )}
      <ConfirmDialog
        open={confirm}
        message={
          table.correcting
            ? t('confirmCorrection', {
                round: table.round,
                what: correctionWords(t, seats, table.correcting, a),
              })
            : t('confirmReveal', { round: table.round })
        }
        confirmLabel={correcting ? t('payAgain') : t('reveal')}
        onConfirm={() => {
          setConfirm(false);
          act({ type: 'reveal', seat });
        }}
        onCancel={() => setConfirm(false)}
      />
    </div>
  );
}
