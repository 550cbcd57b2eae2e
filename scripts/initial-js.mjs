// What a built index.html runs before anything else: its module scripts and module preloads
// (files under dist/), and its inline scripts (the boot script, src/app/boot/). Read by the
// budget check and the cold-start comparison, so both count the same bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @returns {{ files: string[], inline: string[], html: string }} file paths relative to `dir`, inline script texts, and the page itself */
export function initialScripts(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && /type=["']?module/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']?modulepreload/.test(tag);
    const url = tag.match(/(?:src|href)=["']?([^"'\s>]+)/)?.[1];
    if ((isModule || isPreload) && url) files.push(url.replace(/^\.?\//, ''));
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return { files, inline, html };
}
