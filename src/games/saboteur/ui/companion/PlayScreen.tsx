// The round on the table (companion §2.3): who starts, a look at a role again, the Deluxe cards
// that touch roles (Inspection, Swap your hats: who played it, at whom, one question a screen),
// and "Round over". Public: nothing private is rendered here. A card's target is confirmed before
// it acts: neither card can be taken back (issue 29 item 1, UX "one tap never does what cannot be
// taken back").
import { useState } from 'react';
import { PRESS_DWELL_SAME_PLACE_MS, useFreshPress } from '../../../../kit/ui/freshPress';
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { CardTarget, WhoLooks, WhoPlayed, type Wizard } from './PlayWizards';
import { useCompT } from './strings';

interface PlayScreenProps {
  table: CompanionView;
  seats: SeatInfo[];
  /** the seat this phone acts for */
  here: number;
  /** one phone for several people: ask who played a card and who looks */
  shared: boolean;
  act(a: CompanionAction): void;
  onLook(seat: number): void;
}

export function PlayScreen({ table, seats, here, shared, act, onLook }: PlayScreenProps) {
  const [wizard, setWizard] = useState<Wizard>({ kind: 'none' });
  const all = Array.from({ length: table.config.players }, (_, i) => i);
  const close = () => setWizard({ kind: 'none' });
  if (wizard.kind === 'look') return <WhoLooks seats={seats} all={all} onLook={onLook} onClose={close} />;
  if (wizard.kind === 'card') {
    const { card, by } = wizard;
    if (by === null)
      return (
        <WhoPlayed
          card={card}
          seats={seats}
          all={all}
          onBy={(s) => setWizard({ ...wizard, by: s })}
          onClose={close}
        />
      );
    return (
      <CardTarget
        table={table}
        seats={seats}
        card={card}
        by={by}
        shared={shared}
        act={act}
        onBack={() => setWizard({ ...wizard, by: null })}
        onClose={close}
      />
    );
  }
  return (
    <RoundTable
      table={table}
      seats={seats}
      here={here}
      shared={shared}
      act={act}
      onLook={onLook}
      onWizard={setWizard}
    />
  );
}

/** The round's screen: who starts, the roles seen, a look again, the Deluxe cards, "Round over". */
function RoundTable({
  table,
  seats,
  here,
  shared,
  act,
  onLook,
  onWizard,
}: PlayScreenProps & { onWizard(w: Wizard): void }) {
  const t = useCompT();
  // the taps that closed the last role (or a wizard's Cancel), where "Round over" is now, never
  // end the round (issue 29): the guard arms anew each time this screen comes back
  const press = useFreshPress('none', PRESS_DWELL_SAME_PLACE_MS);
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const deluxe = table.config.mode === 'deluxe';
  const seen = table.seen.filter(Boolean).length;
  return (
    <div className="page sabc-page">
      <h2 className="sab-screen-title">{t('playTitle')}</h2>
      <p>{t('playHint', { name: name(table.firstSeat) })}</p>
      <p className="muted">{t('rolesSeen', { count: seen, total: table.config.players })}</p>
      <div className="sabc-actions">
        <button
          type="button"
          className="btn btn-big"
          onClick={() => (shared ? onWizard({ kind: 'look' }) : onLook(here))}
        >
          {shared ? t('lookAgain') : t('lookMine')}
        </button>
        {deluxe && (
          <button
            type="button"
            className="btn btn-big"
            disabled={table.cardsLeft.inspection === 0}
            onClick={() => onWizard({ kind: 'card', card: 'inspect', by: shared ? null : here })}
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
            onClick={() => onWizard({ kind: 'card', card: 'swap-hats', by: shared ? null : here })}
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
