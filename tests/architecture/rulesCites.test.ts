// Issue 20: the rules are in the repository. Every section the code cites (`§7.2`,
// `companion §2.3`, `Appendix B.5`) exists in docs/rules/, in the file the cite means
// (docs/rules/README.md), and no file names a path outside the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citesInText,
  DOCS,
  missing,
  parseDoc,
  readDoc,
  repoFiles,
  type Doc,
  type DocSections,
} from './rulesCites';
import { ROOT } from './sourceImports';

const CODE = ['src', 'tests', 'bench', 'scripts', '.ci'];
const docs = new Map<Doc, DocSections>(DOCS.map((d) => [d, readDoc(d)]));
/** these two files write cites and paths as examples */
const SELF = /^tests\/architecture\/rulesCites/;
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('rule cites resolve to docs/rules (issue 20)', () => {
  it('every § and Appendix the code and the rules files cite exists in the file it means', () => {
    const files = [
      ...repoFiles(CODE, /\.(ts|tsx|mjs|js|sh|css)$|^run$/),
      ...repoFiles(['docs/rules'], /^(?!README)[a-z-]+\.md$/),
    ].filter((f) => !SELF.test(f));
    const cites = files.flatMap((f) => citesInText(f, read(f)));
    expect(cites.length).toBeGreaterThan(400);
    const broken = cites
      .map((c) => [c, missing(c, docs)] as const)
      .filter(([, why]) => why)
      .map(([c, why]) => `${c.file}:${c.line} ${c.text}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('a cite means the file named before it, the file of the cite it is listed after, else its folder’s game', () => {
    const [a, b, c, d] = citesInText(
      'src/games/saboteur/rules/x.ts',
      '// companion §2.3, §2.5 and the deck of §2.4; Rolling Village §9.3\n',
    );
    expect([a!.doc, b!.doc, c!.doc, d!.doc]).toEqual([
      'companion',
      'companion',
      'saboteur',
      'rolling-village',
    ]);
    expect(citesInText('tests/e2e/multi-rv.e2e.ts', '(§12.5)')[0]!.doc).toBe('rolling-village');
    expect(citesInText('tests/kit/x.test.ts', '(§12)')[0]!.doc).toBeNull();
    const [e, f] = citesInText('src/games/saboteur/rules/x.ts', '§9a, Appendix B.5');
    expect([e!.section, e!.item, f!.section, f!.item, f!.appendix]).toEqual(['9', 'a', 'B', '5', true]);
  });

  it('a cite of a section, item or file that is not there is reported', () => {
    const doc = parseDoc('## §9 End\n- **(a)** found\n### §9.1 More\n## Appendix B — Calls\n1. one\n');
    const local = new Map<Doc, DocSections>([['saboteur', doc]]);
    const why = (text: string) => missing(citesInText('src/games/saboteur/x.ts', text)[0]!, local);
    expect([why('§9'), why('§9.1'), why('§9a'), why('Appendix B.1')]).toEqual(['', '', '', '']);
    expect(why('§9.2')).toMatch(/no section/);
    expect(why('§9b')).toMatch(/no item b/);
    expect(why('Appendix B.2')).toMatch(/no item 2/);
    expect(missing(citesInText('tests/kit/x.test.ts', '§9')[0]!, local)).toMatch(/names no rules file/);
  });

  it('the companion sections other code cites are numbered as agreed (companion §1–§4)', () => {
    const sections = [...docs.get('companion')!.sections.keys()];
    expect(sections).toEqual('1 2 2.1 2.2 2.3 2.4 2.5 2.6 2.7 3 3.1 3.2 3.3 3.4 3.5 3.6 4'.split(' '));
  });
});

describe('nothing points outside the repository (issue 20)', () => {
  it('no file names the specs’ old folder beside the repository, a home folder or this machine’s paths', () => {
    const files = repoFiles(
      ['src', 'tests', 'bench', 'scripts', '.ci', 'docs', 'public'],
      /\.[a-z]+$|^run$/,
    ).concat([
      'README.md',
      'package.json',
      'index.html',
      'vite.config.ts',
      'vitest.config.ts',
      'vitest.e2e.config.ts',
    ]);
    // the specs' old folder beside the repository (its rules, tools, seeds and design notes), home
    // folders, this machine's work folder and /tmp (screenshots go to the clone's tmp/)
    const outside =
      /[.][.][/]shared\b|\bshared\/(rules|tools|seeds)\b|\b(DESIGN|UX)\.md\b|(^|[\s'"`(])\/(work|home|root|Users|tmp)\/|[A-Z]:\\\\/;
    const hits = files
      .filter((f) => !SELF.test(f))
      .flatMap((f) =>
        read(f)
          .split('\n')
          .flatMap((line, i) => (outside.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(hits).toEqual([]);
  });
});
