// Build step of issue 32, first screen (scripts/css-preload-plugin.ts): the build's smaller
// stand-in for Vite's preload helper still puts a lazy chunk's stylesheets in the page before the
// chunk runs, once each, and fails the import in the words the app knows as a stale version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from '../../scripts/css-preload-helper.js';
import { isStaleChunkError } from '../../src/app/StaleVersion';

const sheets = (name: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) =>
    l.href.endsWith(name),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('issue 32 first screen: the lazy chunks’ stylesheet loader', () => {
  it('runs a chunk only once its stylesheet has loaded, and adds each stylesheet once', async () => {
    const load = vi.fn(async () => 'chunk');
    const first = __vitePreload(load, ['assets/screen-1.css']);
    await Promise.resolve();
    expect(sheets('/assets/screen-1.css')).toHaveLength(1);
    expect(sheets('/assets/screen-1.css')[0]!.href).toBe(`${location.origin}/assets/screen-1.css`);
    expect(load).not.toHaveBeenCalled();
    sheets('/assets/screen-1.css')[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe('chunk');
    expect(await __vitePreload(load, ['assets/screen-1.css'])).toBe('chunk');
    expect(sheets('/assets/screen-1.css')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs a chunk with no stylesheet at once, and leaves a stylesheet the page has already alone', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/index-2.css';
    document.head.appendChild(link);
    expect(await __vitePreload(async () => 1)).toBe(1);
    expect(await __vitePreload(async () => 2, ['assets/index-2.css'])).toBe(2);
    expect(sheets('/assets/index-2.css')).toHaveLength(1);
  });

  it('fails the import when a stylesheet cannot be loaded, as a stale version', async () => {
    const load = vi.fn(async () => 'chunk');
    const failing = __vitePreload(load, ['assets/gone-3.css']);
    await Promise.resolve();
    sheets('/assets/gone-3.css')[0]!.dispatchEvent(new Event('error'));
    const error = await failing.catch((e: unknown) => e);
    expect(String(error)).toContain('Unable to preload CSS for');
    expect(isStaleChunkError(error)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
