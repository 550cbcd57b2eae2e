// A sheet's end (§12.3): the rounds plus the squares make the total, and each square with its
// neighbours and points.
import type { SheetView } from '../rules';
import { ObjectIcon } from './Icons';
import { avenueLabel, TYPE_WORD, type RvT } from './present';

export function FinalLine({ sheet, t }: { sheet: SheetView; t: RvT }) {
  return (
    <div className="rv-final-line">
      <p className="num">
        {t('roundsPlusSquares', {
          rounds: sheet.roundsTotal,
          squares: sheet.squaresTotal,
          total: sheet.final ?? sheet.roundsTotal + sheet.squaresTotal,
        })}
      </p>
      <SquaresList sheet={sheet} t={t} />
    </div>
  );
}

function SquaresList({ sheet, t }: { sheet: SheetView; t: RvT }) {
  if (sheet.squares.length === 0) return <p className="muted">{t('squareNone')}</p>;
  return (
    <ul className="rv-squares" aria-label={t('squaresTitle')}>
      {sheet.squares.map((s) => {
        const types = s.neighbourTypes;
        return (
          <li key={`${s.row}-${s.col}`}>
            <ObjectIcon type="square" size={18} />
            <span>
              {t('squareLine', {
                avenue: avenueLabel(s.row),
                col: s.col,
                neighbours: types.length
                  ? types.map((x) => t(TYPE_WORD[x])).join(', ')
                  : t('squareNoNeighbours'),
                points: t('pointsN', { count: s.points }),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
