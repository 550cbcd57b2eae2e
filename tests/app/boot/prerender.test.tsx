// Issue 12, item 8 (cold start) and issue 32 (React mounted sooner): index.html carries the home
// screen prerendered in each language (src/app/boot/renderHome.tsx, at build time), shown before
// the app's script has run, and the app hydrates it (src/app/boot/mount.tsx) instead of building
// it again. Rules: the app's first render of home is exactly that markup, so React takes over
// those very nodes with no mismatch (a mismatch makes React throw the page away and render it
// again, slower, and report a recoverable error), nothing moves or changes words, and what only
// the app knows (an install offer caught before it ran) shows right after.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { mountedTree } from '../../../src/app/boot/mount';
import { renderHome } from '../../../src/app/boot/renderHome';
import { promptInstall } from '../../../src/app/pwa/installPrompt';
import { LANGS, type Lang } from '../../../src/i18n/core';
import { setCurrentLang } from '../../../src/i18n/lang';
import { useSettings } from '../../../src/store/settings';

// the service worker registration is a Vite virtual module that only exists in a build
vi.mock('../../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Puts `markup` in a container, as the boot script does, and hydrates the app over it. */
async function hydrate(lang: Lang, markup: string) {
  useSettings.setState({ lang });
  await act(() => setCurrentLang(lang));
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const prerendered = container.querySelector('main');
  const reported: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, mountedTree(<App />), {
      onRecoverableError: (e) => reported.push(e),
    });
  });
  return { container, prerendered, reported, consoleErrors };
}

describe('the prerendered home screen', () => {
  for (const lang of LANGS) {
    it(`is hydrated by the app's first render of home with no mismatch, in ${lang}`, async () => {
      const markup = await renderHome(lang);
      // it is the home screen in that language, not an empty frame
      const words = lang === 'ru' ? ['Новая игра', 'Сохранённые игры'] : ['New game', 'Saved games'];
      for (const w of words) expect(markup).toContain(w);
      const { container, prerendered, reported, consoleErrors } = await hydrate(lang, markup);
      expect(reported).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      // the very nodes the boot script showed, unchanged
      expect(container.querySelector('main')).toBe(prerendered);
      expect(container.innerHTML).toBe(markup);
    });
  }

  it('differs between the languages (each template is its own language)', async () => {
    expect(await renderHome('ru')).not.toBe(await renderHome('en'));
  });

  it('takes an install offer caught before the app ran without a mismatch, and shows Install after', async () => {
    const markup = await renderHome('en');
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: new Promise(() => {}),
    });
    window.dispatchEvent(offer);
    const { container, prerendered, reported, consoleErrors } = await hydrate('en', markup);
    expect(reported).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.querySelector('main')).toBe(prerendered);
    await vi.waitFor(() => expect(container.textContent).toContain('Install'));
    // the offer is used up (it can be used once), so the next test starts without one
    void promptInstall();
  });

  it("hydrates on an iPhone without a mismatch, and shows the iPhone's install steps after", async () => {
    const markup = await renderHome('en');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    const { container, prerendered, reported, consoleErrors } = await hydrate('en', markup);
    expect(reported).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.querySelector('main')).toBe(prerendered);
    await vi.waitFor(() => expect(container.textContent).toContain('Install on this phone'));
  });
});
