// The round on the table (companion §2.3): who starts, a look at a role again, the Deluxe cards
// that touch roles (Inspection, Swap your hats: who played it, at whom, one question a screen),
// and "Round over". Public: nothing private is rendered here. A card's target is confirmed before
// it acts: neither card can be taken back (issue 29 item 1, UX "one tap never does what cannot be
// taken back").
import { useState } from 'react';
import { ConfirmDialog } from '../../../../kit/ui/ConfirmDialog';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress, type FreshPress } from '../../../../kit/ui/freshPress';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { useCompT } from './strings';

type Wizard =
  { kind: 'none' } | { kind: 'look' } | { kind: 'card'; card: 'inspect' | 'swap-hats'; by: number | null };

export function SeatButtons({
  seats,
  choices,
  onPick,
  pressed,
  marks,
  guard,
}: {
  seats: SeatInfo[];
  choices: number[];
  onPick(seat: number): void;
  pressed?: (seat: number) => boolean;
  marks?: (seat: number) => string | null;
  /** answer only a fresh press (issue 29) */
  guard?: FreshPress;
}) {
  return (
    <div className="sabc-seats">
      {choices.map((s) => {
        const mark = marks?.(s) ?? null;
        return (
          <button
            key={s}
            type="button"
            className="btn sabc-seat"
            aria-pressed={pressed ? pressed(s) : undefined}
            {...(guard ? guard.button(() => onPick(s)) : { onClick: () => onPick(s) })}
          >
            <SeatBadge seat={seats[s] ?? { name: `${s + 1}`, colour: 0 }} size={28} />
            <span className="sabc-seat-name">{seats[s]?.name ?? s + 1}</span>
            {mark && <span className="sabc-seat-mark">{mark}</span>}
          </button>
        );
      })}
    </div>
  );
}

export function PlayScreen({
  table,
  seats,
  here,
  shared,
  act,
  onLook,
}: {
  table: CompanionView;
  seats: SeatInfo[];
  /** the seat this phone acts for */
  here: number;
  /** one phone for several people: ask who played a card and who looks */
  shared: boolean;
  act(a: CompanionAction): void;
  onLook(seat: number): void;
}) {
  const t = useCompT();
  const [wizard, setWizard] = useState<Wizard>({ kind: 'none' });
  const [target, setTarget] = useState<number | null>(null);
  // the taps that closed the last role (or a wizard's Cancel), where "Round over" is now, never
  // end the round (issue 29)
  const press = useFreshPress(wizard.kind, PRESS_DWELL_SAME_PLACE_MS);
  const n = table.config.players;
  const all = Array.from({ length: n }, (_, i) => i);
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const deluxe = table.config.mode === 'deluxe';
  const cancel = (
    <button type="button" className="btn btn-big" onClick={() => setWizard({ kind: 'none' })}>
      {t('cancel')}
    </button>
  );

  if (wizard.kind === 'look')
    return (
      <div className="page sabc-page">
        <h2 className="sab-screen-title">{t('whoLooks')}</h2>
        <SeatButtons
          seats={seats}
          choices={all}
          onPick={(s) => {
            setWizard({ kind: 'none' });
            onLook(s);
          }}
        />
        <div className="bottom-bar">{cancel}</div>
      </div>
    );

  if (wizard.kind === 'card') {
    const { card, by } = wizard;
    if (by === null)
      return (
        <div className="page sabc-page">
          <p className="sab-kicker">{card === 'inspect' ? t('inspectionPlayed') : t('swapPlayed')}</p>
          <h2 className="sab-screen-title">{t('whoPlayed')}</h2>
          <SeatButtons seats={seats} choices={all} onPick={(s) => setWizard({ ...wizard, by: s })} />
          <div className="bottom-bar">{cancel}</div>
        </div>
      );
    const targets =
      (card === 'inspect' ? table.playTargets?.inspect : table.playTargets?.swapHats)?.[by] ?? [];
    return (
      <div className="page sabc-page">
        <p className="sab-kicker">{card === 'inspect' ? t('inspectionPlayed') : t('swapPlayed')}</p>
        <h2 className="sab-screen-title">
          {card === 'inspect' ? t('inspectWhom', { name: name(by) }) : t('swapWhom', { name: name(by) })}
        </h2>
        <SeatButtons seats={seats} choices={targets} onPick={setTarget} />
        <ConfirmDialog
          // a second tap on the target must not land on the confirm (issue 29)
          freshPress
          open={target !== null}
          message={
            card === 'inspect'
              ? t('confirmInspect', { name: name(target ?? 0), by: name(by) })
              : t('confirmSwap', { name: name(target ?? 0) })
          }
          confirmLabel={card === 'inspect' ? t('inspectDo') : t('swapDo')}
          onConfirm={() => {
            setTarget(null);
            setWizard({ kind: 'none' });
            if (target !== null) act({ type: card, seat: by, target });
          }}
          onCancel={() => setTarget(null)}
        />
        <div className="bottom-bar">
          <button
            type="button"
            className="btn btn-big"
            onClick={() => (shared ? setWizard({ ...wizard, by: null }) : setWizard({ kind: 'none' }))}
          >
            {shared ? t('back') : t('cancel')}
          </button>
        </div>
      </div>
    );
  }

  const seen = table.seen.filter(Boolean).length;
  return (
    <div className="page sabc-page">
      <h2 className="sab-screen-title">{t('playTitle')}</h2>
      <p>{t('playHint', { name: name(table.firstSeat) })}</p>
      <p className="muted">{t('rolesSeen', { count: seen, total: n })}</p>
      <div className="sabc-actions">
        <button
          type="button"
          className="btn btn-big"
          onClick={() => (shared ? setWizard({ kind: 'look' }) : onLook(here))}
        >
          {shared ? t('lookAgain') : t('lookMine')}
        </button>
        {deluxe && (
          <button
            type="button"
            className="btn btn-big"
            disabled={table.cardsLeft.inspection === 0}
            onClick={() => setWizard({ kind: 'card', card: 'inspect', by: shared ? null : here })}
          >
            {t('inspectionPlayed')}{' '}
            <span className="sabc-left">{t('cardsLeft', { count: table.cardsLeft.inspection })}</span>
          </button>
        )}
        {deluxe && (
          <button
            type="button"
            className="btn btn-big"
            disabled={table.cardsLeft.swapHats === 0}
            onClick={() => setWizard({ kind: 'card', card: 'swap-hats', by: shared ? null : here })}
          >
            {t('swapPlayed')}{' '}
            <span className="sabc-left">{t('cardsLeft', { count: table.cardsLeft.swapHats })}</span>
          </button>
        )}
      </div>
      <div className="bottom-bar">
        <button
          type="button"
          className="btn btn-primary btn-big"
          {...press.button(() => act({ type: 'round-over', seat: here }))}
        >
          {t('roundOver')}
        </button>
      </div>
    </div>
  );
}
