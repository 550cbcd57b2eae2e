// The home screen as HTML, in one language, for index.html (scripts/shell-plugin.ts runs this at
// build time; boot/paint.ts shows it before the app has run). The same components as the app's
// first render of home, before anything stored has been read, so the app's first render replaces
// it with the same markup (tests/app/boot/prerender.test.tsx compares the two).
import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang } from '../../i18n/core';
import { setCurrentLang } from '../../i18n/lang';
import { AppMain } from '../AppMain';
import { HomeScreen } from '../home/HomeScreen';

export async function renderHome(lang: Lang): Promise<string> {
  await setCurrentLang(lang);
  return renderToStaticMarkup(
    <AppMain>
      <HomeScreen />
    </AppMain>,
  );
}
