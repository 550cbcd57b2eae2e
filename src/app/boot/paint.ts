// What the boot script does. It is built on its own as a classic script (scripts/shell-plugin.ts),
// which index.html runs while the page is parsed: before the first paint and before the app's own
// script. It sets the language and theme the app will start in, and runs that language's
// first-screen strings chunk (i18n/shell.ts). When the page opens at home, it shows the home screen of that language: a
// <template> per language in index.html, written at build time from the app's own HomeScreen
// (boot/renderHome.tsx). So home paints as soon as the HTML and CSS are read, instead of after
// React has loaded, run and rendered it, and its links work before that too. When the app mounts,
// React hydrates it (boot/mount.tsx: the same nodes stay, React only takes them over), then adds
// what only the app knows (games to continue, Install).
import { parseRoute } from '../routes';
import { rememberedLang, rememberedTheme } from '../../store/hints';
import { isFramed } from './framed';
import { homeTemplateId } from './templateId';
import { applyTheme, prefersDarkQuery } from './theme';

/** How the boot script runs a strings chunk: import() (a test passes its own). */
export type ChunkLoader = (url: string) => Promise<unknown>;

export function paintShell(doc: Document, win: Window, load?: ChunkLoader): void {
  const lang = rememberedLang();
  doc.documentElement.lang = lang;
  applyTheme(doc, rememberedTheme(), !!prefersDarkQuery(win)?.matches);
  const template = doc.getElementById(homeTemplateId(lang));
  // the templates leave the page: no second copy of the home screen stays in the DOM behind
  // whatever screen comes next
  for (const t of doc.querySelectorAll(`template[id^="${homeTemplateId('')}"]`)) t.remove();
  if (!(template instanceof HTMLTemplateElement)) return;
  // the first render waits for its language's first-screen strings (main.tsx): fetch and run them while the app's
  // own script loads, so that they are there when it runs (i18n/shell.ts); a chunk that cannot be
  // read is the app's to report, when it asks for it
  const strings = template.dataset.strings;
  if (strings) (load ? load(strings) : import(/* @vite-ignore */ strings)).catch(() => {});
  if (isFramed(win) || parseRoute(win.location.hash).name !== 'home') return;
  const root = doc.getElementById('root');
  if (root && !root.firstChild) root.append(template.content.cloneNode(true));
}
