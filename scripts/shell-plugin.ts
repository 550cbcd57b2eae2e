// Build step (issue 12, item 8: cold start): index.html gets the home screen prerendered in each
// language, as <template>s, and the boot script that shows the right one before the first paint
// (src/app/boot/paint.ts). The home screen then paints once the HTML and CSS are read; the app's
// script loads, runs and takes over after that (React hydrates the markup: src/app/boot/mount.tsx).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, runnerImport, type Plugin, type Rolldown } from 'vite';
import { homeTemplateId } from '../src/app/boot/templateId.ts';
import type { Lang } from '../src/i18n/core';

const ROOT = resolve(import.meta.dirname, '..');

/** The boot script as one classic (non-module) script: it must run while the page is parsed. */
async function buildBoot(): Promise<string> {
  const out = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: 'src/app/boot/entry.ts', formats: ['iife'], name: 'pocketTableBoot' },
    },
  });
  const [first] = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  return first!.output[0].code;
}

/**
 * The page with the templates (each naming its language's strings chunk, which the boot script
 * runs) and the inline boot script added before </body>, and the boot script's hash added to
 * the Content-Security-Policy's script-src: the one inline script it allows (inline, so that no
 * fetch stands between the HTML and the first paint).
 */
export function addShell(
  html: string,
  homes: Record<string, string>,
  strings: Record<string, string>,
  boot: string,
): string {
  const hash = createHash('sha256').update(boot).digest('base64');
  const templates = Object.entries(homes)
    .map(
      ([lang, markup]) =>
        `<template id="${homeTemplateId(lang)}" data-strings="${strings[lang]}">${markup}</template>`,
    )
    .join('\n    ');
  const csp = /(http-equiv="Content-Security-Policy"\s+content="[^"]*script-src 'self')/;
  if (!csp.test(html) || !html.includes('</body>'))
    throw new Error('index.html: no CSP script-src or </body>');
  return html
    .replace(csp, `$1 'sha256-${hash}'`)
    .replace('</body>', `  ${templates}\n    <script>${boot}</script>\n  </body>`);
}

export function prerenderedShell(): Plugin {
  let boot = '';
  let homes: Record<Lang, string>;
  return {
    name: 'pocket-table:prerendered-shell',
    apply: 'build',
    async buildStart() {
      boot = (await buildBoot()).trim();
      // a fresh module runner: the app's modules as they are in src/, rendered in node
      const loaded = await runnerImport<{ homes: Record<Lang, string> }>(
        resolve(ROOT, 'src/app/boot/homes.ts'),
        { configFile: false, root: ROOT, logLevel: 'warn' },
      );
      homes = loaded.module.homes;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // each language's first-screen strings chunk (src/i18n/shellFirst.*.ts), which the boot
        // script runs for its language
        const strings: Record<string, string> = {};
        for (const item of Object.values(ctx.bundle ?? {})) {
          if (item.type !== 'chunk') continue;
          const lang = item.moduleIds
            .map((id) => id.replace(/\\/g, '/').match(/\/src\/i18n\/shellFirst\.(\w+)\.ts$/)?.[1])
            .find(Boolean);
          if (lang) strings[lang] = `/${item.fileName}`;
        }
        for (const lang of Object.keys(homes))
          if (!strings[lang]) throw new Error(`no strings chunk for ${lang} in the bundle`);
        return addShell(html, homes, strings, boot);
      },
    },
  };
}
