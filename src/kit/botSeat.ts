// Who plays a seat, as far as bots go: a seat kind 'bot:<level>' is a bot of that level (the
// level names a bot of the game's `bots`). The one place that reads or writes the prefix
// (issue 21 item 2: it was parsed in 13 places).

const BOT_PREFIX = 'bot:';

/** The bot levels a list of seat kinds declares: 'bot:easy' | 'bot:strong' → 'easy' | 'strong'. */
export type BotLevels<K extends string> = K extends `bot:${infer L}` ? L : never;

/** The seat kind of a bot of this level: 'easy' → 'bot:easy'. */
export function botKind(level: string): string {
  return BOT_PREFIX + level;
}

/** The bot level a seat kind names ('bot:easy' → 'easy'), or null when a bot does not play it. */
export function botLevelOfKind(kind: string): string | null {
  return kind.startsWith(BOT_PREFIX) ? kind.slice(BOT_PREFIX.length) : null;
}

/** Whether a bot plays a seat of this kind. */
export function isBotKind(kind: string): boolean {
  return botLevelOfKind(kind) !== null;
}

/** The bot level that plays this seat, or null when a person (or a paper sheet...) does. */
export function botLevel(seat: { kind: string } | undefined): string | null {
  return seat ? botLevelOfKind(seat.kind) : null;
}

/** Whether a bot plays this seat (false for no seat). */
export function isBot(seat: { kind: string } | undefined): boolean {
  return botLevel(seat) !== null;
}
