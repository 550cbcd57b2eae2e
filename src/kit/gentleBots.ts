// A first game's bots play fairly but gently (issue 34 item 5): whatever level a seat was given,
// it plays at the game's gentlest one ('easy', else the first the game declares). Still a real
// bot of the game, playing legal moves by the real rules.
export function gentleBots<B>(bots: Readonly<Record<string, B>>): Record<string, B> {
  const gentle = bots.easy ?? Object.values(bots)[0];
  if (gentle === undefined) return { ...bots };
  return Object.fromEntries(Object.keys(bots).map((level) => [level, gentle]));
}
