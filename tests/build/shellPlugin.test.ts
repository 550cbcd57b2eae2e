// Build step of issue 12, item 8 (scripts/shell-plugin.ts). Rules: the page keeps its
// Content-Security-Policy without 'unsafe-inline': the one inline script, the boot script, is
// allowed by its own sha256 and nothing else; each language's home template names its strings.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addShell } from '../../scripts/shell-plugin';

const page = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'" /></head><body><div id="root"></div></body></html>`;

const STRINGS = { ru: '/assets/shell.ru-1.js', en: '/assets/shell.en-1.js' };

describe('prerendered shell in index.html', () => {
  it("allows exactly the boot script by its hash, and adds each language's home", () => {
    const boot = '(function(){document.title="x"})();';
    const html = addShell(page, { ru: '<main>ру</main>', en: '<main>en</main>' }, STRINGS, boot);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([boot]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const csp = html.match(/content="([^"]*)"/)?.[1] ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe');
    expect(html).toContain(
      '<template id="shell-home-ru" data-strings="/assets/shell.ru-1.js"><main>ру</main></template>',
    );
    expect(html).toContain(
      '<template id="shell-home-en" data-strings="/assets/shell.en-1.js"><main>en</main></template>',
    );
    // after #root, so the boot script finds both
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf('<template'));
    expect(html.indexOf('</template>')).toBeLessThan(html.indexOf('<script>'));
  });

  it('refuses a page with no script-src to extend rather than shipping a page whose boot script is blocked', () => {
    expect(() => addShell('<html><body></body></html>', { ru: '' }, STRINGS, 'x')).toThrow(/script-src/);
  });
});
