// The written story of a game: each game's rules keep its public log entries (plain JSON, public
// events only) and its screens turn them into lines with their own words; the kit's log screen
// (ui/GameLog.tsx) lists the lines grouped by round. Pure: no React.

/** One public event in words, as the log screen lists it. */
export interface LogLine {
  /** stable within the game (e.g. the entry's index in the game's log) */
  key: string;
  /** the round it belongs to; lines of a round are listed under its heading */
  round: number;
  text: string;
  /** the seat it is about, for its badge; null when it is about the table */
  seat: number | null;
}

/**
 * Words for every kind of a game's log entry, keyed by the entry's discriminant (`D`, e.g.
 * 'type' or 'kind'): a new kind with no words is a compile error.
 */
export type LogWords<E extends Record<D, string>, D extends keyof E, Ctx> = {
  [K in E[D]]: (entry: Extract<E, Record<D, K>>, ctx: Ctx) => string;
};

/** The words of one entry. */
export function logText<E extends Record<D, string>, D extends keyof E, Ctx>(
  words: LogWords<E, D, Ctx>,
  discriminant: D,
  entry: E,
  ctx: Ctx,
): string {
  const say = words[entry[discriminant]] as (entry: E, ctx: Ctx) => string;
  return say(entry, ctx);
}

interface LogRound {
  round: number;
  /** index of its first line in the whole list */
  start: number;
  lines: LogLine[];
}

/** Consecutive lines of the same round, in order (a round heading each). */
export function groupByRound(lines: readonly LogLine[]): LogRound[] {
  const out: LogRound[] = [];
  lines.forEach((line, i) => {
    const last = out[out.length - 1];
    if (last && last.round === line.round) last.lines.push(line);
    else out.push({ round: line.round, start: i, lines: [line] });
  });
  return out;
}
