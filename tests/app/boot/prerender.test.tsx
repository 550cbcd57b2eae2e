// Issue 12, item 8 (cold start): index.html carries the home screen prerendered in each language
// (src/app/boot/renderHome.tsx, at build time), shown before the app's script has run. Rule: it is
// exactly the app's own first render of home in that language, so nothing moves or changes words
// when React replaces it, and the prerendered page is never a second copy of the screen to keep.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { renderHome } from '../../../src/app/boot/renderHome';
import { LANGS } from '../../../src/i18n/core';
import { setCurrentLang } from '../../../src/i18n/lang';
import { useSettings } from '../../../src/store/settings';

// the service worker registration is a Vite virtual module that only exists in a build
vi.mock('../../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));

describe('the prerendered home screen', () => {
  for (const lang of LANGS) {
    it(`is the app's first render of home, in ${lang}`, async () => {
      const markup = await renderHome(lang);
      useSettings.setState({ lang });
      await act(() => setCurrentLang(lang));
      const { container } = render(<App />);
      expect(container.innerHTML).toBe(markup);
      // and it is the home screen in that language, not an empty frame
      const words = lang === 'ru' ? ['Новая игра', 'Сохранённые игры'] : ['New game', 'Saved games'];
      for (const w of words) expect(markup).toContain(w);
    });
  }

  it('differs between the languages (each template is its own language)', async () => {
    expect(await renderHome('ru')).not.toBe(await renderHome('en'));
  });
});
