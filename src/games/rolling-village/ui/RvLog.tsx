// The whole story in Rolling Village: the view's public log in words, for the Log button.
import type { LogLine, LogWords } from '../../../kit/log';
import { logText } from '../../../kit/log';
import type { SeatInfo } from '../../../kit/session';
import { LogButton } from '../../../kit/ui/GameLog';
import type { LogEvent, View } from '../rules/types';
import { avenueLabel, rollKindKey } from './present';
import { useRvT } from './strings';

type RvT = ReturnType<typeof useRvT>;

interface Ctx {
  t: RvT;
  name(seat: number): string;
}

/** Words for every kind of log entry (a new kind without words does not compile). */
const WORDS: LogWords<LogEvent, 'type', Ctx> = {
  roll: (e, { t, name }) =>
    t('logRoll', {
      kind: t(rollKindKey(e.kind)),
      dice: t('diceWords', { a: e.dice[0], b: e.dice[1] }),
      name: name(e.seat),
    }),
  sheet: (e, { t, name }) => {
    const p = { name: name(e.seat), avenue: avenueLabel(e.avenue), points: t('pointsN', { count: e.score }) };
    if (e.wrote.length === 0) return t('logSheetNothing', p);
    return t('logSheet', { ...p, objects: e.wrote.map((o) => t(o)).join(', ') });
  },
  'round-end': (e, { t }) => t('logRoundEnd', { n: e.round }),
  'paper-total': (e, { t, name }) => t('logPaperTotal', { name: name(e.seat), total: e.total }),
  'game-over': (_, { t }) => t('logGameOver'),
};

function rvLogLines(t: RvT, log: readonly LogEvent[], names: readonly string[]): LogLine[] {
  const ctx: Ctx = { t, name: (s) => names[s] ?? `${s + 1}` };
  return log.map((e, i) => ({
    key: `${i}`,
    round: e.round,
    text: logText(WORDS, 'type', e, ctx),
    seat: 'seat' in e && e.type !== 'roll' ? e.seat : null,
  }));
}

export function RvLogButton({ view, seats }: { view: View; seats: readonly SeatInfo[] }) {
  const t = useRvT();
  return (
    <LogButton
      className="rv-tool rv-log-button"
      lines={() =>
        rvLogLines(
          t,
          view.log,
          seats.map((s) => s.name),
        )
      }
      seats={seats}
      roundTitle={(n) => (n === 0 ? t('setupRound') : t('roundShort', { n }))}
    />
  );
}
