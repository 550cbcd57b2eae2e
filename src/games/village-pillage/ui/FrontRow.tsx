// A front on the table: the two facing cards of neighbouring villages (each end with its seat's
// badge, marked active or exhausted during the playback), a wrap mark on the front that closes
// the ring, and in a duel each village's back card.
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { CardId, View } from '../rules/types';
import { CardChip } from './CardFace';
import type { FrontEnd } from './layout';
import { refKey, type TableOverlay } from './playback';
import { useVpT } from './strings';
import { sideWord } from './words';

interface FrontProps {
  view: View;
  seats: SeatInfo[];
  overlay?: TableOverlay | null;
}

/** the card one end of a front shows: a frame's play, else the view's front or planned card */
function FrontCard({ view, seats, overlay, end }: FrontProps & { end: FrontEnd }) {
  const t = useVpT();
  const key = refKey(end);
  const sv = view.seats[end.seat]!; // the ends of the view's own fronts are its seats
  let card: CardId | null = null;
  let present = false;
  if (overlay) {
    card = overlay.plays[key] ?? null;
    present = card !== null;
  } else if (end.side === 'front') {
    present = sv.front !== null;
    card = sv.front?.card ?? null;
  } else {
    const c = end.side === 'left' ? sv.left : sv.right;
    present = c !== null || sv.planned;
    card = c;
  }
  return (
    <span
      className={`vp-front-card${overlay?.active.includes(key) ? ' vp-active' : ''}${
        overlay?.marks.includes(key) ? ' vp-marked' : ''
      }`}
      data-colour={seats[end.seat]?.colour ?? 0}
      data-key={key}
    >
      <SeatBadge seat={seats[end.seat] ?? { name: '?', colour: 0 }} size={18} />
      {present ? <CardChip card={card} /> : <span className="vp-chip vp-chip-empty" aria-hidden="true" />}
      {overlay?.marks.includes(key) && (
        <span className="vp-zz" aria-label={t('exhausted')}>
          Zz
        </span>
      )}
    </span>
  );
}

export function FrontRow({
  view,
  seats,
  overlay,
  upper,
  lower,
  wrap,
}: FrontProps & { upper: FrontEnd; lower: FrontEnd; wrap: boolean }) {
  const t = useVpT();
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const back =
    view.mode === 'duel'
      ? [0, 1].map((s) =>
          view.seats[s]!.back ? (
            <span key={s} className="vp-back" data-colour={seats[s]?.colour ?? 0}>
              <span className="visually-hidden">
                {name(s)}: {t('backSlot')}
              </span>
              <CardChip card={view.seats[s]!.back?.card ?? null} />
            </span>
          ) : null,
        )
      : null;
  return (
    <li
      className={`vp-front${wrap ? ' vp-front-wrap' : ''}`}
      aria-label={t('frontLabel', {
        a: name(upper.seat),
        sideA: sideWord(t, upper.side),
        b: name(lower.seat),
        sideB: sideWord(t, lower.side),
      })}
    >
      {wrap && (
        <span className="vp-wrap" aria-hidden="true">
          ↻
        </span>
      )}
      <FrontCard view={view} seats={seats} overlay={overlay} end={upper} />
      <span className="vp-versus" aria-hidden="true">
        ⇅
      </span>
      <FrontCard view={view} seats={seats} overlay={overlay} end={lower} />
      {back && back.some(Boolean) && <span className="vp-backs">{back}</span>}
    </li>
  );
}
