// The layers of src/ (COMMON.md "layers point one way", issue 31 item 4) judged on RESOLVED
// paths: an import is read as the file it lands on, so no spelling of a forbidden import
// ('../../../games/village-pillage/rules/engine', a deeper companion file, './x/../y') gets past.
//   rules → its own rules, kit (not kit/ui), the game's facts.ts, packages but React;
//   a game's ui → its own rules (types, UPPER_CASE constants and `view` only), its own game files
//     but index.ts/game.ts, kit, i18n;
//   a game's module files → the game, kit, i18n;   kit → kit, i18n;   i18n → itself;
//   store → store, kit, i18n;   registry → the games' folders (index.ts), kit;   app, main → all.
import type { SourceImport } from './sourceImports';

const REACT = /^react(-dom)?(\/|$)/;
const UI_RULE_NAME = /^([A-Z][A-Z0-9_]*|view)$/;

/** where a repository path sits: its layer, and its game for a game's file */
function place(path: string): { layer: string; game?: string } {
  const p = path.replace(/\.(ts|tsx)$/, '');
  const g = p.match(/^src\/games\/([^/]+)\/(.*)$/);
  if (g) {
    const [, game, rest] = g as unknown as [string, string, string];
    if (rest.startsWith('rules/')) return { layer: 'rules', game };
    if (rest.startsWith('ui/')) return { layer: 'ui', game };
    return { layer: 'module', game };
  }
  if (p === 'src/games/registry') return { layer: 'registry' };
  if (p.startsWith('src/kit/ui/')) return { layer: 'kit/ui' };
  for (const layer of ['kit', 'i18n', 'store', 'app']) if (p.startsWith(`src/${layer}/`)) return { layer };
  if (p === 'src/main') return { layer: 'main' };
  return { layer: 'other' };
}

/** why `imp` breaks the layers, or null when it keeps them */
export function layerBreach(imp: SourceImport): string | null {
  const from = place(imp.file);
  const pkg = !imp.target.startsWith('src/');
  const to = place(imp.target);
  const kit = to.layer === 'kit' || to.layer === 'kit/ui';
  const own = to.game !== undefined && to.game === from.game;
  switch (from.layer) {
    case 'rules':
      if (pkg) return REACT.test(imp.target) ? 'rules are pure TypeScript: no React' : null;
      if (to.layer === 'kit') return null;
      if (own && (to.layer === 'rules' || imp.target === `src/games/${to.game}/facts`)) return null;
      return `a game's rules import their own rules, kit (not kit/ui) and facts.ts only, not ${imp.target}`;
    case 'ui':
      if (pkg || kit || to.layer === 'i18n') return null;
      if (own && to.layer === 'rules')
        return imp.values.every((n) => UI_RULE_NAME.test(n))
          ? null
          : `a game's ui imports from its rules only types, UPPER_CASE constants and view, not ${imp.values.join(', ')} from ${imp.target}`;
      if (own && !/^src\/games\/[^/]+\/(index|game)$/.test(imp.target)) return null;
      return `a game's ui imports its own game (but index.ts, game.ts), kit and i18n only, not ${imp.target}`;
    case 'module':
      return pkg || kit || to.layer === 'i18n' || own
        ? null
        : `a game's module files import the game, kit and i18n only, not ${imp.target}`;
    case 'registry':
      return pkg || kit || /^src\/games\/[^/]+\/index$/.test(imp.target)
        ? null
        : `the registry imports each game's folder (its index.ts) and kit only, not ${imp.target}`;
    case 'kit':
    case 'kit/ui':
      return pkg || kit || to.layer === 'i18n' ? null : `kit imports kit and i18n only, not ${imp.target}`;
    case 'i18n':
      return pkg || to.layer === 'i18n' ? null : `i18n imports nothing but itself, not ${imp.target}`;
    case 'store':
      return pkg || kit || to.layer === 'i18n' || to.layer === 'store'
        ? null
        : `the store imports store, kit and i18n only, not ${imp.target}`;
    default:
      return null;
  }
}

/** the import cycles among `imports` (type-only imports count: a circle of types is a circle), each as its files in order */
export function importCycles(imports: SourceImport[]): string[][] {
  const strip = (p: string) => p.replace(/\.(ts|tsx)$/, '');
  const edges = new Map<string, Set<string>>();
  for (const i of imports) {
    if (!i.target.startsWith('src/')) continue;
    const from = strip(i.file);
    (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(i.target);
  }
  // Tarjan's strongly connected components: every component of two or more files is a cycle
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || edges.get(v)?.has(v)) out.push(comp.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
}
