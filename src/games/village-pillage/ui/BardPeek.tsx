// The Bard's drawn card, shown only to its owner after a handoff.
import { usePrivateScreen } from '../../../kit/privacy';
import type { SeatInfo } from '../../../kit/session';
import { useFreshPress } from '../../../kit/ui/freshPress';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import type { CardId, View } from '../rules/types';
import { CardFace } from './CardFace';
import { useVpT } from './strings';

/** The cards this seat drew with a Bard in the round being shown (own view only). */
function ownDraws(view: View, seat: number): CardId[] {
  const events = view.phase === 'buy' ? view.log : view.lastLog;
  const out: CardId[] = [];
  for (const e of events) if (e.kind === 'draw' && e.seat === seat && e.card) out.push(e.card);
  return out;
}

export function BardPeek({
  view,
  seat,
  seats,
  done,
}: {
  view: View;
  seat: number;
  seats: SeatInfo[];
  done(): void;
}) {
  usePrivateScreen();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const t = useVpT();
  // a tap meant for the handoff never closes the peek (issue 29)
  const press = useFreshPress();
  const info = seats[seat] ?? { name: `#${seat + 1}`, colour: 0, who: 'person', where: 'this-phone' };
  const cards = ownDraws(view, seat);
  return (
    <section className="vp-peek" data-colour={info.colour} aria-labelledby="vp-peek-title">
      <h1 id="vp-peek-title" className="vp-plan-title" tabIndex={-1} ref={heading}>
        <SeatBadge seat={info} size={32} />
        <span>{t('bardPeekTitle', { name: info.name })}</span>
      </h1>
      <ul className="vp-hand">
        {cards.map((c, i) => (
          <li key={i} className="vp-hand-card vp-static">
            <CardFace card={c} />
          </li>
        ))}
      </ul>
      <div className="bottom-bar">
        <button type="button" className="btn btn-primary btn-big" {...press.button(done)}>
          {t('backToTable')}
        </button>
      </div>
    </section>
  );
}
