// The questions a look or a played card asks on the round's screen (companion §2.3), one a
// screen: who looks at their role again; who played Inspection or Swap your hats, and at whom,
// confirmed before it acts (neither card can be taken back: issue 29 item 1). Public.
import { useState } from 'react';
import { ConfirmDialog } from '../../../../kit/ui/ConfirmDialog';
import type { SeatInfo } from '../../../../kit/session';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { SeatButtons } from './SeatButtons';
import { useCompT } from './strings';

export type Wizard =
  { kind: 'none' } | { kind: 'look' } | { kind: 'card'; card: 'inspect' | 'swap-hats'; by: number | null };

type Card = 'inspect' | 'swap-hats';

function CancelBar({ onCancel }: { onCancel(): void }) {
  const t = useCompT();
  return (
    <div className="bottom-bar">
      <button type="button" className="btn btn-big" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

interface WhoProps {
  seats: SeatInfo[];
  /** every seat at the table */
  all: number[];
  onClose(): void;
}

/** On a shared phone: who looks at their role again. */
export function WhoLooks({ seats, all, onLook, onClose }: WhoProps & { onLook(seat: number): void }) {
  const t = useCompT();
  return (
    <div className="page sabc-page">
      <h2 className="sab-screen-title">{t('whoLooks')}</h2>
      <SeatButtons
        seats={seats}
        choices={all}
        onPick={(s) => {
          onClose();
          onLook(s);
        }}
      />
      <CancelBar onCancel={onClose} />
    </div>
  );
}

/** On a shared phone: who played the card. */
export function WhoPlayed({
  card,
  seats,
  all,
  onBy,
  onClose,
}: WhoProps & { card: Card; onBy(seat: number): void }) {
  const t = useCompT();
  return (
    <div className="page sabc-page">
      <p className="sab-kicker">{card === 'inspect' ? t('inspectionPlayed') : t('swapPlayed')}</p>
      <h2 className="sab-screen-title">{t('whoPlayed')}</h2>
      <SeatButtons seats={seats} choices={all} onPick={onBy} />
      <CancelBar onCancel={onClose} />
    </div>
  );
}

interface CardTargetProps {
  table: CompanionView;
  seats: SeatInfo[];
  card: Card;
  by: number;
  shared: boolean;
  act(a: CompanionAction): void;
  /** back to who played it (a shared phone) */
  onBack(): void;
  /** the round's screen again */
  onClose(): void;
}

/** At whom the card was played, confirmed before it acts. */
export function CardTarget({ table, seats, card, by, shared, act, onBack, onClose }: CardTargetProps) {
  const t = useCompT();
  const [target, setTarget] = useState<number | null>(null);
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const targets = (card === 'inspect' ? table.playTargets?.inspect : table.playTargets?.swapHats)?.[by] ?? [];
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
          onClose();
          if (target !== null) act({ type: card, seat: by, target });
        }}
        onCancel={() => setTarget(null)}
      />
      <div className="bottom-bar">
        <button type="button" className="btn btn-big" onClick={() => (shared ? onBack() : onClose())}>
          {shared ? t('back') : t('cancel')}
        </button>
      </div>
    </div>
  );
}
