// Pieces of the turn screen: the refused-action wording and the list of seat targets, each
// enabled or disabled with the reason the rules gave (view.turn).
import type { RuleError } from '../../../kit/rules';
import type { SeatInfo } from '../../../kit/session';
import { SeatBadge } from '../../../kit/ui/SeatBadge';
import { ILLEGAL_REASONS, type CardId } from '../rules/types';
import { cardTools, type SeatTarget } from './choices';
import { useSabT, type SabKey } from './strings';
import { toolName, type T } from './words';

/** The precise reason the rules gave for refusing an action (RuleError.reason), else its code. */
export function refusedReason(err: RuleError): string {
  return err.reason !== undefined && (ILLEGAL_REASONS as readonly string[]).includes(err.reason)
    ? err.reason
    : err.code;
}

export function whyText(t: T, code: string, params?: Record<string, string | number>): string {
  const key = `why-${code}` as SabKey;
  const text = t(key, params);
  return text && text !== key ? text : t('why-bad-action');
}

export function SeatTargetList({
  card,
  targets,
  chosen: target,
  seats,
  onChoose: setTarget,
}: {
  card: CardId;
  targets: SeatTarget[];
  chosen: SeatTarget | null;
  seats: SeatInfo[];
  onChoose(t: SeatTarget): void;
}) {
  const t = useSabT();
  return (
    <ul className="sab-targets" aria-label={t('chooseTarget')}>
      {targets.map((tg) => {
        const name = seats[tg.seat]?.name ?? '';
        const label = tg.tool ? t('playOnTool', { name, tool: toolName(t, tg.tool) }) : t('playOn', { name });
        const on = target && target.seat === tg.seat && target.tool === tg.tool;
        const tool = cardTools(card)[0];
        return (
          <li key={`${tg.seat}-${tg.tool ?? ''}`}>
            <button
              type="button"
              className={`btn sab-target-btn${on ? ' sab-on' : ''}`}
              aria-pressed={!!on}
              disabled={tg.why !== null}
              onClick={() => setTarget(tg)}
              data-colour={seats[tg.seat]?.colour}
            >
              <SeatBadge seat={seats[tg.seat]!} size={24} />
              {/* named from its content (not aria-label), so the visible name is part of it */}
              <span className="visually-hidden">{label}</span>
              <span aria-hidden="true">{tg.tool ? `${name}: ${toolName(t, tg.tool)}` : name}</span>
            </button>
            {tg.why && (
              <span className="sab-why">{whyText(t, tg.why, { tool: tool ? toolName(t, tool) : '' })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
