#!/usr/bin/env node
// Renders the PNG icons from the SVG sources in public/ with Chromium (playwright-core and
// the system's Chromium; Playwright's own browser download is not needed):
//   icon-192.png, icon-512.png     from icon.svg, transparent corners (omitBackground)
//   icon-maskable-512.png          from icon-maskable.svg, full bleed
//   apple-touch-icon-180.png       from icon-maskable.svg, full bleed: iOS fills transparency
//                                  with black and rounds the corners itself
// Usage: node scripts/render-icons.mjs   (CHROMIUM=/path/to/chromium to override)
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const pub = fileURLToPath(new URL('../public/', import.meta.url));
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';

const targets = [
  { src: 'icon.svg', out: 'icon-192.png', size: 192, transparent: true },
  { src: 'icon.svg', out: 'icon-512.png', size: 512, transparent: true },
  { src: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512, transparent: false },
  { src: 'icon-maskable.svg', out: 'apple-touch-icon-180.png', size: 180, transparent: false },
];

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const t of targets) {
    const page = await browser.newPage({ viewport: { width: t.size, height: t.size }, deviceScaleFactor: 1 });
    const svg = await readFile(pub + t.src);
    const dataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<img id="i" src="${dataUrl}" width="${t.size}" height="${t.size}" style="display:block"></body></html>`,
    );
    await page
      .waitForFunction(
        () => {
          const img = document.getElementById('i');
          return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
        },
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => {
        throw new Error(
          `${t.src} did not load as an image: is it well-formed SVG (no "--" inside comments)?`,
        );
      });
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: t.size, height: t.size },
      omitBackground: t.transparent,
    });
    await writeFile(pub + t.out, png);
    console.log(`${t.out.padEnd(26)} ${t.size}x${t.size}  ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
