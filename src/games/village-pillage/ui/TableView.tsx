// The table: every village round the table (stockpile, bank slots, relics and next price,
// exhausted cards, hand size), the fronts between neighbours, the market and the deck count.
// It renders public information only: a view's public fields, or a playback frame.
import type { SeatInfo } from '../../../kit/session';
import { useT } from '../../../i18n/useT';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import type { CardId, View } from '../rules/types';
import { CardChip } from './CardFace';
import { BankIcon, BuyIcon, DrawIcon, HandIcon, RelicRow, TurnipIcon } from './Icons';
import { tableRows, type FrontEnd } from './layout';
import { refKey, type Nums } from './playback';
import type { VpHelp } from './cardHelp';
import { useVpT } from './strings';
import { sideWord } from './words';
import { isBot } from '../../../kit/botSeat';

export interface TableOverlay {
  nums: Nums[];
  /** villages before the current frame, for +/- badges */
  before: Nums[];
  plays: Record<string, CardId>;
  active: string[];
  marks: string[];
  market: CardId[];
  deckCount: number;
  /** bumps on every frame so the change badges animate again */
  frameId: string;
}

interface TableProps {
  view: View;
  seats: SeatInfo[];
  overlay?: TableOverlay | null;
  /** the seat whose turn it is, outlined */
  highlight?: number | null;
  /** the viewer's own seat on a private screen, marked "you" */
  self?: number | null;
  /** smaller version behind a handoff */
  compact?: boolean;
  /** when given, market cards and relics are buttons that open their help */
  help?: Pick<VpHelp, 'card' | 'relic'>;
}

function Delta({ now, before, id }: { now: number; before: number; id: string }) {
  const d = now - before;
  if (d === 0) return null;
  return (
    <span key={id} className={`vp-delta ${d > 0 ? 'vp-delta-up' : 'vp-delta-down'} num`} aria-hidden="true">
      {d > 0 ? `+${d}` : `−${-d}`}
    </span>
  );
}

export function TableView({
  view,
  seats,
  overlay,
  highlight = null,
  self = null,
  compact = false,
  help,
}: TableProps) {
  const t = useVpT();
  const shell = useT();
  const rows = tableRows(view.fronts, view.players);
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;

  const frontCard = (end: FrontEnd) => {
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
  };

  return (
    <div className={`vp-table${compact ? ' vp-table-compact' : ''}`} data-lesson-target="table">
      <ol className="vp-ring" aria-label={t('title')}>
        {rows.map((row) => {
          if (row.kind === 'front') {
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
                key={`f${row.upper.seat}`}
                className={`vp-front${row.wrap ? ' vp-front-wrap' : ''}`}
                aria-label={t('frontLabel', {
                  a: name(row.upper.seat),
                  sideA: sideWord(t, row.upper.side),
                  b: name(row.lower.seat),
                  sideB: sideWord(t, row.lower.side),
                })}
              >
                {row.wrap && (
                  <span className="vp-wrap" aria-hidden="true">
                    ↻
                  </span>
                )}
                {frontCard(row.upper)}
                <span className="vp-versus" aria-hidden="true">
                  ⇅
                </span>
                {frontCard(row.lower)}
                {back && back.some(Boolean) && <span className="vp-backs">{back}</span>}
              </li>
            );
          }
          const s = row.seat;
          const sv = view.seats[s]!; // rows are made from the view's seats
          const info = seats[s] ?? { name: `#${s + 1}`, colour: 0, who: 'person', where: 'this-phone' };
          // a playback frame records every seat's village
          const nums: Nums = overlay ? overlay.nums[s]! : sv;
          const before = overlay ? overlay.before[s]! : nums;
          const nextPrice = nums.nextRelicPrice;
          const botSeat = isBot(info);
          const relicBody = (
            <>
              <RelicRow count={nums.relics} goal={view.relicsToWin} />
              <span className="vp-price num" aria-hidden="true">
                {nextPrice !== null ? `→${nextPrice}` : '✓'}
              </span>
              <span className="visually-hidden">
                {t('relicsOf', { count: nums.relics, goal: view.relicsToWin })}
                {', '}
                {nextPrice !== null ? t('nextRelic', { price: nextPrice }) : t('allRelics')}
              </span>
            </>
          );
          return (
            <li
              key={`v${s}`}
              className={`vp-village${highlight === s ? ' vp-turn' : ''}`}
              data-colour={info.colour}
              data-seat={s}
            >
              <span className="vp-v-name">
                <SeatBadge seat={info} size={20} />
                <span className="vp-v-title">
                  {info.name}
                  {self === s && <span className="vp-you"> ({shell('you')})</span>}
                  {botSeat && <span className="vp-bot"> · {shell('bot')}</span>}
                </span>
                {!overlay && view.phase === 'plan' && (
                  <span className={`vp-status${sv.planned ? ' vp-status-ready' : ''}`}>
                    {sv.planned ? `✓ ${t('planned')}` : `… ${t('planning')}`}
                  </span>
                )}
              </span>
              <span className="vp-v-stats">
                <span className="vp-stat" data-stat="stockpile">
                  <TurnipIcon size={18} />
                  <b className="num">{nums.stockpile}</b>
                  <span className="visually-hidden">{t('stockpile')}</span>
                  {overlay && <Delta now={nums.stockpile} before={before.stockpile} id={overlay.frameId} />}
                </span>
                <span
                  className="vp-stat vp-bankstat"
                  data-stat="bank"
                  title={t('bankSlots', { bank: nums.bank, capacity: view.bankCapacity })}
                >
                  <BankIcon size={18} />
                  <span className="vp-pips" aria-hidden="true">
                    {Array.from({ length: view.bankCapacity }, (_, k) => (
                      <i key={k} className={k < nums.bank ? 'on' : ''} />
                    ))}
                  </span>
                  <b className="num">{nums.bank}</b>
                  <span className="visually-hidden">
                    {t('bankSlots', { bank: nums.bank, capacity: view.bankCapacity })}
                  </span>
                  {overlay && <Delta now={nums.bank} before={before.bank} id={overlay.frameId} />}
                </span>
                {help && !overlay ? (
                  <button
                    type="button"
                    className="vp-stat vp-relics vp-help-btn"
                    data-stat="relics"
                    onClick={() => help.relic(nextPrice)}
                  >
                    {relicBody}
                  </button>
                ) : (
                  <span className="vp-stat vp-relics" data-stat="relics">
                    {relicBody}
                  </span>
                )}
                {!overlay && (
                  <span className="vp-stat vp-handsize" title={t('handCount', { count: sv.handSize })}>
                    <HandIcon size={16} />
                    <b className="num">{sv.handSize}</b>
                    <span className="visually-hidden">{t('handCount', { count: sv.handSize })}</span>
                  </span>
                )}
                {!overlay && sv.exhausted.length > 0 && (
                  <span className="vp-exh">
                    <span className="vp-zz" aria-hidden="true">
                      Zz
                    </span>
                    <span className="visually-hidden">{t('exhausted')}:</span>
                    {sv.exhausted.map((c, k) => (
                      <CardChip key={k} card={c} />
                    ))}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {!compact && (
        <div className="vp-market" aria-label={t('market')} data-lesson-target="market">
          <span className="vp-market-label">
            <BuyIcon size={18} />
            <span className="vp-market-word">{t('market')}</span>
          </span>
          <span className="vp-market-cards">
            {(overlay ? overlay.market : view.market).map((c, i) =>
              help && !overlay ? (
                <button key={i} type="button" className="vp-help-btn" onClick={() => help.card(c)}>
                  <CardChip card={c} />
                </button>
              ) : (
                <CardChip key={i} card={c} />
              ),
            )}
            {(overlay ? overlay.market : view.market).length === 0 && (
              <span className="muted">{t('marketEmpty')}</span>
            )}
          </span>
          <span
            className="vp-deck"
            title={t('deckCount', { count: overlay ? overlay.deckCount : view.deckCount })}
          >
            <DrawIcon size={18} />
            <b className="num">{overlay ? overlay.deckCount : view.deckCount}</b>
            <span className="visually-hidden">
              {t('deckCount', { count: overlay ? overlay.deckCount : view.deckCount })}
            </span>
          </span>
        </div>
      )}
    </div>
  );
}
