// A market-card buy during resolution: the buying seat picks one face-up market card. The
// market is public, so this screen shows nothing private; tap a card, then take it.
import { useState } from 'react';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { useFocusOnMount } from '../../../kit/ui/useFocusOnMount';
import { useLang, useT } from '../../../i18n/useT';
import type { Action, View } from '../rules/types';
import { CardFace } from './CardFace';
import { cardName, useVpT } from './strings';
import { useVpHelp } from './cardHelp';

export function BuyScreen({
  view,
  seat,
  seats,
  submit,
  lesson,
}: {
  /** the buying seat's view: its choice holds the options and the price */
  view: View;
  seat: number;
  seats: SeatInfo[];
  submit(action: Action): string | null;
  /** a first game's lesson for this seat (issue 34) */
  lesson?: React.ReactNode;
}) {
  const t = useVpT();
  const shell = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const lang = useLang();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const help = useVpHelp();
  const info = seats[seat] ?? { name: `#${seat + 1}`, colour: 0, who: 'person', where: 'this-phone' };
  const choice = view.choice?.kind === 'buy' ? view.choice : null;
  const options = choice?.options ?? [];
  const price = choice?.price ?? 0;
  const card = chosen !== null ? options[chosen]?.card : undefined;
  return (
    <section className="vp-buy" data-colour={info.colour} aria-labelledby="vp-buy-title">
      <h2 id="vp-buy-title" className="vp-plan-title" tabIndex={-1} ref={heading}>
        <SeatBadge seat={info} size={32} />
        <span>{t('buyTitle', { name: info.name })}</span>
      </h2>
      <p className="vp-muted">
        {price === 0 ? t('buyPurposeFree') : t('buyPurpose', { price: t('turnips', { count: price }) })} ·{' '}
        {t('buyHint')}
      </p>
      {lesson}
      <p className="vp-muted vp-help-hint">{shell('cardHelpHint')}</p>
      <ul className="vp-hand" data-lesson-target="market">
        {options.map(({ card: c, index: i }) => (
          <li key={i}>
            <button
              type="button"
              className={`vp-hand-card${chosen === i ? ' vp-picked' : ''}`}
              aria-pressed={chosen === i}
              data-card={c}
              {...help.hold(c, () => setChosen(i))}
            >
              <CardFace card={c} />
            </button>
          </li>
        ))}
      </ul>
      <div className="bottom-bar">
        {error && (
          <p className="error-text" role="alert">
            {shell('illegal', { reason: error })}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-big"
          disabled={chosen === null}
          onClick={() => {
            if (chosen === null) return;
            const err = submit({ type: 'buy', seat, index: chosen });
            if (err) setError(err);
          }}
        >
          {card
            ? t('buyThis', { card: cardName(card, lang) })
            : t('buyPurposeFree').replace(/\s*\(.*\)$/, '')}
        </button>
      </div>
      {help.dialog}
    </section>
  );
}
