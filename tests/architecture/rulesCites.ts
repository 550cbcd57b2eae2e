// Finds the rule cites in the code (`§7.2`, `companion §2.3`, `Appendix B.5`) and the sections of
// docs/rules/*.md they refer to. Which file a cite means (docs/rules/README.md): the file named
// just before it (`Saboteur §13`, `rolling-village.md §9`, `companion §2`), the file of the cite it
// is listed after (`§2.4, §9.2 and §12.5`), else the game of the folder or file name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './sourceImports';

export const RULES_DIR = join(ROOT, 'docs/rules');
export const DOCS = [
  'village-pillage',
  'saboteur',
  'rolling-village',
  'companion',
  'kernel-contract',
] as const;
export type Doc = (typeof DOCS)[number];

export interface Cite {
  /** file relative to the repository, with forward slashes */
  file: string;
  line: number;
  /** as written, e.g. `§7.2`, `§9a`, `Appendix B.5` */
  text: string;
  /** the section number (`7.2`), or the appendix letter (`B`) */
  section: string;
  /** `a` of `§9a`, `5` of `Appendix B.5` */
  item: string | null;
  appendix: boolean;
  doc: Doc | null;
}

const NAMES: [RegExp, Doc][] = [
  [/village[ -]pillage/i, 'village-pillage'],
  [/saboteur/i, 'saboteur'],
  [/rolling[ -]village/i, 'rolling-village'],
  [/companion/i, 'companion'],
  [/kernel[ -]contract/i, 'kernel-contract'],
];
/** A file name or game name right before a cite: `Saboteur §`, `saboteur.md §`, `` `companion.md` § ``. */
const NAMED =
  /(village[ -]pillage|saboteur|rolling[ -]village|companion|kernel[ -]contract)(\.md)?`?(['’]s)?:?\s*$/i;
/** What may stand between two cites of one list: `§2.4, §9.2 and §12.5`, `§16.7 / §11.2`. */
const LISTED = /^[\s,;/&–-]*(and|or)?[\s,;/&–-]*$/;
const CITE = /§\s?(\d+(?:\.\d+)*)([a-z])?(?![\d.]*\d)|Appendix ([A-Z])(?:\.(\d+))?/g;

function nameToDoc(name: string): Doc {
  return NAMES.find(([re]) => re.test(name))![1];
}

/** The game a file belongs to by its path: src/games/<id>/, tests/games/<id>/, bench/<id>.bench.ts,
 *  a browser test or a doc named for its game (multi-rv, hidden-info-saboteur, …). */
export function defaultDoc(file: string): Doc | null {
  const folder = /^(?:src|tests)\/games\/([a-z-]+)\//.exec(file)?.[1];
  if (folder && (DOCS as readonly string[]).includes(folder)) return folder as Doc;
  if (/^docs\/rules\/([a-z-]+)\.md$/.test(file)) {
    const doc = /^docs\/rules\/([a-z-]+)\.md$/.exec(file)![1];
    return (DOCS as readonly string[]).includes(doc!) ? (doc as Doc) : null;
  }
  const base = file.split('/').pop()!;
  if (!/^(bench|tests\/e2e)\//.test(file)) return null;
  if (/saboteur|(^|-)sab[-.]/.test(base)) return 'saboteur';
  if (/rolling-village|(^|-)rv[-.]/.test(base)) return 'rolling-village';
  if (/village-pillage|(^|-)vp[-.]/.test(base)) return 'village-pillage';
  return null;
}

export function citesInText(file: string, text: string): Cite[] {
  const out: Cite[] = [];
  const fallback = defaultDoc(file);
  text.split('\n').forEach((line, i) => {
    let prevEnd = -1;
    let prevDoc: Doc | null = null;
    for (const m of line.matchAll(CITE)) {
      const before = line.slice(0, m.index);
      const named = NAMED.exec(before);
      let doc: Doc | null;
      if (named) doc = nameToDoc(named[1]!);
      else if (prevEnd >= 0 && LISTED.test(line.slice(prevEnd, m.index))) doc = prevDoc;
      else doc = fallback;
      const appendix = m[3] !== undefined;
      out.push({
        file,
        line: i + 1,
        text: m[0],
        section: (appendix ? m[3] : m[1])!,
        item: (appendix ? m[4] : m[2]) ?? null,
        appendix,
        doc,
      });
      prevEnd = m.index + m[0].length;
      prevDoc = doc;
    }
  });
  return out;
}

const SKIP = new Set(['node_modules', 'dist', 'dev-dist', '.git', 'fixtures']);

/** Text files under the given folders of the repository, relative paths with forward slashes. */
export function repoFiles(dirs: string[], ext = /\.(ts|tsx|mjs|js|sh|css|md|html|json)$/): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (ext.test(name)) out.push(relative(ROOT, p).split('\\').join('/'));
    }
  };
  for (const d of dirs) walk(join(ROOT, d));
  return out.sort();
}

export interface DocSections {
  /** section number or appendix letter → the text under that heading (up to the next heading of any level) */
  sections: Map<string, string>;
}

/** The sections of a docs/rules file: headings `## §7 …`, `### §7.2 …`, `## Appendix B …`. */
export function parseDoc(markdown: string): DocSections {
  const sections = new Map<string, string>();
  let current: string | null = null;
  for (const line of markdown.split('\n')) {
    const h = /^#{1,6}\s+(?:§(\d+(?:\.\d+)*)\b|Appendix ([A-Z])\b)/.exec(line);
    if (/^#{1,6}\s/.test(line)) current = h ? (h[1] ?? h[2])! : null;
    if (h) sections.set(current!, '');
    else if (current !== null) sections.set(current, sections.get(current)! + line + '\n');
  }
  return { sections };
}

export function readDoc(doc: Doc): DocSections {
  return parseDoc(readFileSync(join(RULES_DIR, `${doc}.md`), 'utf8'));
}

/** Why a cite does not resolve, or '' when it does. */
export function missing(cite: Cite, docs: Map<Doc, DocSections>): string {
  if (!cite.doc) return 'names no rules file (write `Saboteur §13`, `companion §2`, …)';
  const body = docs.get(cite.doc)?.sections.get(cite.section);
  if (body === undefined)
    return `docs/rules/${cite.doc}.md has no section ${cite.text.replace(/[a-z.\d]+$/, cite.section)}`;
  if (cite.item === null) return '';
  const item = cite.appendix ? new RegExp(`^${cite.item}\\. `, 'm') : new RegExp(`\\(${cite.item}\\)`);
  return item.test(body) ? '' : `docs/rules/${cite.doc}.md section ${cite.section} has no item ${cite.item}`;
}
