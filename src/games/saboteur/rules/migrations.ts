// Saboteur's saved games across rules versions (kit/rulesMigration.ts), loaded only when an old
// game is read.
//
// 1 → 2 (issue 29 item 6): the Deluxe companion's door questions (companion §2.4) used to start at
// "yes / yes", so a round could be paid with them never asked; they now start unanswered and the
// reveal waits for them. A version 1 log paid such rounds on "yes / yes": those answers are written
// into the log just before each reveal that needed them, so the game replays exactly as it was
// played. Full-game logs and classic ones have no such reveal and are left as they are.
import type { RulesMigration, SavedLog } from '../../../kit/rulesMigration';
import type { SeatAction } from '../../../kit/rules';

interface Doors {
  gold: boolean | null;
  green: boolean | null;
  blue: boolean | null;
}

function answerDoorsBeforeReveals(log: SavedLog): SavedLog {
  const config = log.config as { mode?: unknown } | null;
  if (config?.mode !== 'deluxe') return log;
  const fresh = (): Doors => ({ gold: null, green: null, blue: null });
  let doors = fresh();
  const actions: SeatAction[] = [];
  for (const action of log.actions) {
    const a = action as SeatAction & { type?: unknown; q?: unknown; value?: unknown };
    if (a.type === 'answer' && a.q === 'gold') doors.gold = a.value === true;
    else if (a.type === 'answer' && a.q === 'free-of-green') doors.green = a.value === true;
    else if (a.type === 'answer' && a.q === 'free-of-blue') doors.blue = a.value === true;
    else if (a.type === 'reveal' && doors.gold) {
      // version 1's defaults, where the log never changed them
      if (doors.green === null)
        actions.push({ type: 'answer', seat: a.seat, q: 'free-of-green', value: true } as SeatAction);
      if (doors.blue === null)
        actions.push({ type: 'answer', seat: a.seat, q: 'free-of-blue', value: true } as SeatAction);
      doors.green ??= true;
      doors.blue ??= true;
    } else if (a.type === 'next') doors = fresh();
    actions.push(action);
  }
  return { ...log, actions };
}

export const MIGRATIONS: readonly RulesMigration[] = [{ from: 1, migrate: answerDoorsBeforeReveals }];
