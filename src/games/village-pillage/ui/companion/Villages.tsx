// Every village's stockpile, bank and relics on the round-entry screen, always, as a score pad
// beside the box shows them (issue 30: people chose their cards blind to the counts the app held).
import type { SeatInfo } from '../../../../kit/session';
import { SeatBadge } from '../../../../kit/ui/SeatBadge';
import type { CompanionView } from '../../rules/companion/types';
import { useCompanionT } from './strings';

export function Villages({ table, seats }: { table: CompanionView; seats: SeatInfo[] }) {
  const t = useCompanionT();
  return (
    <section className="vpc-villages" aria-label={t('villages')} data-testid="vpc-villages">
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('villages')}</span>
            </th>
            <th scope="col">{t('fieldStockpile')}</th>
            <th scope="col">{t('fieldBank')}</th>
            <th scope="col">{t('fieldRelics')}</th>
          </tr>
        </thead>
        <tbody>
          {table.seats.map((v) => {
            const info = seats[v.seat] ?? { name: `#${v.seat + 1}`, colour: v.seat };
            return (
              <tr key={v.seat} data-seat={v.seat}>
                <th scope="row">
                  <SeatBadge seat={info} size={20} /> <span>{info.name}</span>
                </th>
                <td className="num" data-stat="stockpile">
                  {v.stockpile}
                </td>
                <td className="num" data-stat="bank">
                  {v.bank}
                </td>
                <td className="num" data-stat="relics">
                  {v.relics}/{table.relicsToWin}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
