// Lets bot seats act: whenever a bot is among the seats that must act, it decides after a
// short pause (so people can follow) and its action goes through the same store path as a
// person's. The bot's Rng is derived from the session seed and the log length, so a game
// with bots replays exactly.
import { useEffect, useRef } from 'react';
import { useBotHurry } from './botPace';
import { createRng, deriveSeed } from './random';
import { botLevel } from './botSeat';
import type { LoadedGame } from './game';
import type { Session } from './session';
import type { RuleError, SeatAction } from './rules';

function nextBotSeat(game: LoadedGame, session: Session, state: unknown): number | null {
  if (game.rules.outcome(state)) return null;
  for (const seat of game.rules.actors(state) as number[]) {
    const level = botLevel(session.seats[seat]);
    if (level && game.bots[level]) return seat;
  }
  return null;
}

function decideBot(game: LoadedGame, session: Session, state: unknown, seat: number): SeatAction {
  const level = botLevel(session.seats[seat]) ?? 'easy';
  const bot = game.bots[level] ?? game.bots.easy;
  if (!bot) throw new Error(`no bot ${level}`);
  const rng = createRng(deriveSeed(session.seed, session.actions.length, seat));
  return bot.decide(state, seat, rng);
}

export function useBotDriver(
  game: LoadedGame | null,
  session: Session | null,
  state: unknown,
  step: number,
  act: (a: SeatAction) => RuleError | null,
  paused = false,
  /** the pause before a bot moves, when the people chose one (kit/botPace.ts) */
  delayMs?: number,
): void {
  // a tap on "move now" since the last check: the waiting bot moves without its pause
  const hurry = useBotHurry((s) => s.taps);
  const answered = useRef(hurry);
  useEffect(() => {
    const now = hurry !== answered.current;
    answered.current = hurry;
    if (!game || !session || paused || state === null) return;
    const seat = nextBotSeat(game, session, state);
    if (seat === null) return;
    const timer = setTimeout(
      () => {
        const action = decideBot(game, session, state, seat);
        const err = act(action);
        if (err) console.error('bot action refused', err.code, action);
      },
      now ? 0 : (delayMs ?? game.botDelayMs ?? 400),
    );
    return () => clearTimeout(timer);
    // step changes on every action, so the driver re-checks after each one
  }, [game, session, state, step, act, paused, delayMs, hurry]);
}
