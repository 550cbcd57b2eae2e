// In a first game a Saboteur bot says in one line why it did what it did when it shows a rule
// (issue 34 item 5): a broken tool, a repair, a rockfall, a map, a pass. Read from the public log
// since the person's own last turn, shown on their turn screen; a bot's role is never named.
import type { LessonCtx } from '../../../kit/lessons';
import type { GameEvent, Tool } from '../rules/types';
import { TOOL } from './common';

/** The line for the latest bot move among `events`, or null. */
export function botLine(
  events: readonly GameEvent[],
  isBot: (seat: number) => boolean,
  c: LessonCtx,
): string | null {
  const ru = c.lang === 'ru';
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type !== 'play' && e.type !== 'pass') continue;
    if (!isBot(e.seat)) continue;
    const bot = `${c.name(e.seat)} (${ru ? 'бот' : 'bot'})`;
    if (e.type === 'pass')
      return ru
        ? `${bot}: пас — сброшена карта, которую не сыграть; пасовать можно всегда.`
        : `${bot}: passed — discarded a card it could not or would not play; anyone may always pass.`;
    const target = e.targetSeat === undefined ? '' : c.name(e.targetSeat);
    // a single break or repair names its tool in its id; a double repair in the play
    const toolId = e.tool ?? (e.card.split('-')[1] as Tool | undefined);
    const tool = toolId && toolId in TOOL.en ? TOOL[c.lang][toolId] : '';
    const self = e.targetSeat === e.seat;
    if (e.card.startsWith('break-') && self)
      return ru
        ? `${bot}: поломка (${tool}) себе — так можно; пока её не починят, этот бот не строит.`
        : `${bot}: broke its own ${tool} — allowed, and until it is repaired it lays no path cards.`;
    if (e.card.startsWith('break-'))
      return ru
        ? `${bot}: поломка (${tool}) → ${target}. Пока её не починят, карты тоннеля этому игроку класть нельзя.`
        : `${bot}: broke ${target}'s ${tool} — until it is repaired, ${target} lays no path cards.`;
    if (e.card.startsWith('repair-'))
      return ru
        ? `${bot}: починка (${tool}) → ${target}. Теперь этот игрок снова может строить.`
        : `${bot}: repaired ${target}'s ${tool} — ${target} can build again.`;
    if (e.card === 'rockfall')
      return ru
        ? `${bot}: обвал — карта тоннеля убрана; всё, что держалось только на ней, отрезано.`
        : `${bot}: rockfall — took a path card out; whatever hung only on it is cut off.`;
    if (e.card === 'map')
      return ru
        ? `${bot}: секретная карта — одна цель просмотрена; что там, знает только этот бот.`
        : `${bot}: looked at a goal with the secret map; only it knows what is there.`;
    return null;
  }
  return null;
}
