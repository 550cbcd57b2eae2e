// The app's routes and their hashes (hash routes, so the app works from any static host and
// offline from the service worker). No React here: the boot script reads the route too.
export type Route =
  | { name: 'home' }
  /** `mode`: the way to play it, chosen already (`#/new/saboteur/companion`) */
  | { name: 'new'; gameId: string; mode?: string }
  | { name: 'play'; sessionId: string }
  | { name: 'saved' }
  | { name: 'settings' }
  | { name: 'multi' }
  | { name: 'rules'; gameId: string }
  | { name: 'players'; key?: string }
  | { name: 'result'; id: string };

/** A malformed escape (`%`, `%zz`, a cut UTF-8 sequence) makes the whole route unknown. */
function decodeParts(hash: string): string[] | null {
  try {
    return hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The route of a hash; an unknown or malformed one is home. */
export function parseRoute(hash: string): Route {
  const parts = decodeParts(hash);
  if (!parts) return { name: 'home' };
  const [head, arg, sub] = parts;
  if (head === 'new' && arg)
    return sub ? { name: 'new', gameId: arg, mode: sub } : { name: 'new', gameId: arg };
  if (head === 'play' && arg) return { name: 'play', sessionId: arg };
  if (head === 'rules' && arg) return { name: 'rules', gameId: arg };
  if (head === 'players') return arg ? { name: 'players', key: arg } : { name: 'players' };
  if (head === 'result' && arg) return { name: 'result', id: arg };
  if (head === 'saved') return { name: 'saved' };
  if (head === 'settings') return { name: 'settings' };
  if (head === 'multi') return { name: 'multi' };
  return { name: 'home' };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return `#/new/${encodeURIComponent(route.gameId)}${route.mode ? `/${encodeURIComponent(route.mode)}` : ''}`;
    case 'play':
      return `#/play/${encodeURIComponent(route.sessionId)}`;
    case 'rules':
      return `#/rules/${encodeURIComponent(route.gameId)}`;
    case 'players':
      return route.key ? `#/players/${encodeURIComponent(route.key)}` : '#/players';
    case 'result':
      return `#/result/${encodeURIComponent(route.id)}`;
    default:
      return `#/${route.name}`;
  }
}
