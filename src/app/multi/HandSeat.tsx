// On the host, for each seat that waits for a phone that is not linked (a guest phone that lost
// its token, a new phone, browser data cleared): give the seat to a linked phone, to this phone
// or to a bot, so the game never waits for ever (issue 24 item 10). Every phone is told.
import type { SeatInfo } from '../../kit/session';
import { APP_VERSION } from '../appVersion';
import { hostTable, useLinkedPhones } from './netHost';
import { useMultiT } from './strings';

export function HandSeat({
  seats,
  away,
  bots,
  handOver,
}: {
  seats: readonly SeatInfo[];
  away: readonly number[];
  /** the game's bot levels ('easy', 'strong'); none: no bot choice */
  bots: readonly string[];
  /** to a linked phone (its token), to this phone ('host'), or to a bot of that level */
  handOver(seat: number, to: string | { bot: string }): void;
}) {
  const t = useMultiT();
  const phones = useLinkedPhones((s) => s.phones).filter((p) => p.online);
  // issue 33 item 12: a seat handed to this phone or a bot goes back to its phone once it returns;
  // a guest on another app version is named (it may not show every screen)
  const back = hostTable.returnable();
  const otherApp = phones.filter((p) => p.app !== '' && p.app !== APP_VERSION);
  return (
    <>
      {otherApp.map((p) => (
        <p key={p.token} className="notice" role="status">
          {t('guestOtherVersion', { name: p.name, app: p.app, mine: APP_VERSION })}
        </p>
      ))}
      {back.map((r) => (
        <fieldset key={`back-${r.seat}`} className="net-hand-seat">
          <legend>{t('giveBackSeat', { n: r.seat + 1, name: seats[r.seat]?.name ?? '' })}</legend>
          <div className="btn-row">
            <button type="button" className="btn" onClick={() => handOver(r.seat, r.token)}>
              {t('giveBack', { name: r.name })}
            </button>
          </div>
        </fieldset>
      ))}
      {away.map((seat) => (
        <fieldset key={seat} className="net-hand-seat">
          <legend>{t('handSeat', { n: seat + 1, name: seats[seat]?.name ?? '' })}</legend>
          <div className="btn-row">
            {phones.map((p) => (
              <button key={p.token} type="button" className="btn" onClick={() => handOver(seat, p.token)}>
                {t('handToPhone', { name: p.name })}
              </button>
            ))}
            <button type="button" className="btn" onClick={() => handOver(seat, 'host')}>
              {t('handToHost')}
            </button>
            {bots.length > 0 && (
              <button type="button" className="btn" onClick={() => handOver(seat, { bot: bots[0]! })}>
                {t('handToBot')}
              </button>
            )}
          </div>
        </fieldset>
      ))}
    </>
  );
}
