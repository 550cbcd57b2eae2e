// On the host, for each seat that waits for a phone that is not linked (a guest phone that lost
// its token, a new phone, browser data cleared): give the seat to a linked phone, to this phone
// or to a bot, so the game never waits for ever (issue 24 item 10). Every phone is told.
import type { SeatInfo } from '../../kit/session';
import { useLinkedPhones } from './netHost';
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
  return (
    <>
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
