// The pass-the-phone screen: names the next person, shows only the table, and reveals
// nothing private until that person confirms. Focus lands on the heading so a screen
// reader announces who is next. "I am <name>" answers only a fresh press after a short dwell,
// and sits in the card under the name, away from the bottom bar where the previous screen's
// closing button was, so a double or triple tap on that button never confirms it (issue 29).
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import type { SeatInfo } from '../session';
import { useFreshPress } from './freshPress';
import { SeatBadge } from './SeatBadge';

interface HandoffProps {
  seat: Pick<SeatInfo, 'name' | 'colour'>;
  /** what this person is about to do, e.g. "Choose your cards" */
  purpose?: string;
  /** the public table, shown behind the handoff */
  table?: ReactNode;
  onConfirm(): void;
  /** the previous person's move can still be taken back (issue 23 item 10) */
  takeBack?: { name: string; run(): void } | null;
}

export function Handoff({ seat, purpose, table, onConfirm, takeBack }: HandoffProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const press = useFreshPress();
  useEffect(() => {
    heading.current?.focus();
  }, [seat.name]);
  return (
    <section className="handoff" data-colour={seat.colour} aria-labelledby="handoff-title">
      <div className="handoff-card">
        <p className="handoff-kicker">{t('handoffTitle')}</p>
        <h2 id="handoff-title" className="handoff-name" tabIndex={-1} ref={heading}>
          <SeatBadge seat={seat} size={56} />
          <span>{seat.name}</span>
        </h2>
        {purpose && <p className="handoff-purpose">{purpose}</p>}
        <p className="handoff-hint">{t('handoffHint', { name: seat.name })}</p>
        <div className="handoff-actions">
          <button type="button" className="btn btn-primary btn-big" {...press.button(onConfirm)}>
            {t('handoffIAm', { name: seat.name })}
          </button>
          {takeBack && (
            <button type="button" className="btn handoff-undo" {...press.button(takeBack.run)}>
              <span aria-hidden="true">↶ </span>
              {t('undoMove', { name: takeBack.name })}
            </button>
          )}
        </div>
      </div>
      {table && <div className="handoff-table">{table}</div>}
    </section>
  );
}
